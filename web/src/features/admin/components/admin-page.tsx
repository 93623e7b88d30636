import type { ComponentType } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../lib/paths.ts';
import type { StudyCardProps } from '../../../lib/study-card.ts';
import { adminPaths } from '../admin-paths.ts';
import styles from './admin.module.css';
import { AuditSection } from './audit-section.tsx';
import { BoardSection } from './board-section.tsx';
import { PeopleSection } from './people-section.tsx';
import { PhotosSection } from './photos-section.tsx';

type AdminPageProps = {
  /** The signed-in admin: the console will not let them ban themself or drop their own admin right. */
  adminId: string;
  StudyCard: ComponentType<StudyCardProps>;
};

const SECTIONS = [
  { to: adminPaths.photos, label: 'Photos' },
  { to: adminPaths.people, label: 'People' },
  { to: adminPaths.board, label: 'Board' },
  { to: adminPaths.audit, label: 'Audit trail' },
] as const;

const sectionPath = (to: string) => to.slice(paths.admin.length + 1);

/**
 * The owner's console: the photos of every species, the people signed up, the leaderboard, and
 * the audit trail of everything done here or by the commands. One section at a time, each at its
 * own address, so Back and a reload keep the place.
 */
export function AdminPage({ adminId, StudyCard }: AdminPageProps) {
  useDocumentTitle('Admin');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Admin</h1>
      <nav aria-label="Admin sections" className={styles.tabs}>
        {SECTIONS.map(({ to, label }) => (
          <NavLink key={to} to={to} className={styles.tab}>
            {label}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<Navigate to={adminPaths.photos} replace />} />
        <Route path={sectionPath(adminPaths.photos)} element={<PhotosSection StudyCard={StudyCard} />} />
        <Route path={sectionPath(adminPaths.people)} element={<PeopleSection adminId={adminId} />} />
        <Route path={sectionPath(adminPaths.board)} element={<BoardSection />} />
        <Route path={sectionPath(adminPaths.audit)} element={<AuditSection />} />
        <Route path="*" element={<Navigate to={adminPaths.photos} replace />} />
      </Routes>
    </div>
  );
}
