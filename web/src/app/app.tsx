import { AppRoutes } from './router.tsx';

export function App() {
  return <AppRoutes />;
}
