import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../api/get-session.ts';
import styles from './session-guards.module.css';

function AuthLoading() {
  return (
    <p role="status" className={styles.loading}>
      Loading authentication...
    </p>
  );
}

/** Only a path inside this site, so a crafted ?next= cannot send anyone elsewhere after sign-in. */
function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : paths.home;
}

/** Around signed-in pages: without a session, off to /login, which brings the user back here after sign-in. */
export function RequireSession() {
  const { data: session, isPending } = useSession();
  const { pathname, search, hash } = useLocation();
  if (isPending) return <AuthLoading />;
  if (!session) {
    const next = encodeURIComponent(`${pathname}${search}${hash}`);
    return <Navigate to={`${paths.login}?next=${next}`} replace />;
  }
  return <Outlet />;
}

/** Around /login and /signup: a signed-in user goes on to ?next= or /home (also how a new sign-in moves on). */
export function RedirectSignedIn() {
  const { data: session, isPending } = useSession();
  const [searchParams] = useSearchParams();
  if (isPending) return <AuthLoading />;
  if (session) return <Navigate to={safeNext(searchParams.get('next'))} replace />;
  return <Outlet />;
}
