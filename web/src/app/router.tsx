import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { Layout } from '../components/layout.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { paths } from './paths.ts';

// Declarative routing: the data router would add 16 KB (gzip) to every page for features we don't use.
// Pages other than the landing page load on demand, keeping the first load small.
const AboutPage = lazy(() => import('../features/about/about-page.tsx').then((m) => ({ default: m.AboutPage })));
const ComingSoonPage = lazy(() =>
  import('../features/coming-soon/coming-soon-page.tsx').then((m) => ({ default: m.ComingSoonPage })),
);
const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);

export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route path={paths.root} element={<Navigate to={paths.home} replace />} />
          <Route path={paths.home} element={<HomePage />} />
          <Route path={paths.train} element={<ComingSoonPage page="train" />} />
          <Route path={paths.test} element={<ComingSoonPage page="test" />} />
          <Route path={paths.about} element={<AboutPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
