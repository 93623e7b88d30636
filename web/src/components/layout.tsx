import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import styles from './layout.module.css';
import { ScrollToTop } from './scroll-to-top.tsx';

/** The frame every page shares: skip link, header with navigation, main content, footer. */
export function Layout() {
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
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
