import { createBrowserRouter, Navigate } from 'react-router';
import { Layout } from '../components/layout.tsx';
import { AboutPage } from '../features/about/about-page.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { paths } from './paths.ts';

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: paths.root, element: <Navigate to={paths.home} replace /> },
      { path: paths.home, element: <HomePage /> },
      { path: paths.about, element: <AboutPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
