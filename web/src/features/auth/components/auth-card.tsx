import type { ReactNode } from 'react';
import { LeafLogo } from '../../../components/leaf-logo.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import styles from './auth.module.css';

type AuthCardProps = { title: string; intro?: ReactNode; children: ReactNode; after?: ReactNode };

/** The frame of every account page: a card with the heading, then links to the other account pages below it. */
export function AuthCard({ title, intro, children, after }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <section className={`surface ${styles.card}`} aria-labelledby="auth-title">
        <LeafLogo className={styles.logo} />
        <h1 id="auth-title">{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </section>
      {after}
    </div>
  );
}
