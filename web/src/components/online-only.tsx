import { lazy } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useOnline } from '../lib/online.ts';
import { paths } from '../lib/paths.ts';
import type { OnlineFeature } from './online-feature.ts';

const loadNotice = () => import('./offline-notice.tsx');
// Not in the first load, but fetched once the page is idle: offline, it must already be here, even
// where no service worker has kept the app (the first visit, or a browser without one).
const OfflineNotice = lazy(() => loadNotice().then((m) => ({ default: m.OfflineNotice })));
if (typeof window !== 'undefined') {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 2_000));
  whenIdle(() => void loadNotice().catch(() => {}));
}

const FEATURES: Record<string, OnlineFeature> = {
  [paths.train]: 'training',
  [paths.test]: 'test',
  [paths.leaderboard]: 'leaderboard',
  [paths.progress]: 'progress',
  [paths.profile]: 'profile',
};

/**
 * Around pages the server runs (training, scored tests, the challenge and its board, progress, the
 * account, signing in): offline, they say so and point to what still works, instead of failing or
 * sending the user to log in. Back online, the page itself returns.
 */
export function OnlineOnly() {
  const online = useOnline();
  const { pathname } = useLocation();
  return online ? <Outlet /> : <OfflineNotice feature={FEATURES[pathname] ?? 'account'} />;
}
