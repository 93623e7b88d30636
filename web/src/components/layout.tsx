import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import styles from './layout.module.css';
import { ScrollToTop } from './scroll-to-top.tsx';

/**
 * A one-line notice a page leaves for the next one, as `navigate(to, { state: { notice } })`
 * (after logging out or deleting the account). The live region stays in the page, so the
 * notice is announced when it appears.
 */
function Notice() {
  const { state } = useLocation();
  const notice = (state as { notice?: unknown } | null)?.notice;
  return <div role="status">{typeof notice === 'string' ? <p className={styles.notice}>{notice}</p> : null}</div>;
}

/** The frame every page shares: skip link, header with navigation, main content, footer. */
export function Layout() {
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
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollToTop />
    </div>
  );
}
