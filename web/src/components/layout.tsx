import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useOnline } from '../lib/online.ts';
import { appUpdated } from '../lib/service-worker.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import styles from './layout.module.css';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

/**
 * A one-line notice a page leaves for the next one, as `navigate(to, { state: { notice } })`
 * (after logging out or deleting the account). The live region stays in the page, so the
 * notice is announced when it appears.
 */
function Notice() {
  const { state, key } = useLocation();
  // A new version of the app is said once, on the page it opened with.
  const [firstPage] = useState(key);
  const left = (state as { notice?: unknown } | null)?.notice;
  const notice =
    typeof left === 'string'
      ? left
      : appUpdated && key === firstPage
        ? 'Leafwise has been updated to its latest version.'
        : null;
  const online = useOnline();
  return (
    <div role="status">
      {notice ? <p className={styles.notice}>{notice}</p> : null}
      {online ? null : (
        <p className={styles.offline}>You’re offline. The trees, the key and practice still work on this device.</p>
      )}
    </div>
  );
}

/** The frame every page shares: skip link, header with navigation, main content, footer. */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Notice />
        <Suspense
          fallback={
            <p role="status" className={styles.loading}>
              Loading…
            </p>
          }
        >
          <PageErrorBoundary page={pathname}>
            <Outlet />
          </PageErrorBoundary>
        </Suspense>
      </main>
      <Footer />
      <ScrollToTop />
    </div>
  );
}
