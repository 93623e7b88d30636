import { AdminPage } from '../features/admin/components/admin-page.tsx';
import { useSession } from '../features/auth/api/get-session.ts';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { StudyTree } from '../features/quiz/components/study-tree.tsx';

/**
 * The owner's console: to anyone but a signed-in admin it is a page that does not exist. It
 * previews a photo on the quiz feature's study card, as a learner would meet it.
 */
export function AdminRoute() {
  const { data: session, isPending } = useSession();
  if (isPending) return null;
  if (session?.user.role !== 'admin') return <NotFoundPage />;
  return <AdminPage adminId={session.user.id} StudyCard={StudyTree} />;
}
