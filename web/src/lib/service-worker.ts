const BUILD_KEY = 'leafwise-build';

/**
 * True on the first page of a visit that runs a newer build than the last visit did (the service
 * worker installs the new version in the background, then the page reloads into it), so the page
 * can say so once. Storage may be refused (private modes): then nothing is said.
 */
export const appUpdated: boolean = (() => {
  try {
    const last = localStorage.getItem(BUILD_KEY);
    localStorage.setItem(BUILD_KEY, __BUILD_ID__);
    return last !== null && last !== __BUILD_ID__;
  } catch {
    return false;
  }
})();

/**
 * Registers the service worker (Workbox, built by vite-plugin-pwa) once the page has loaded, so it
 * never competes with the first page for the network. A new version installs in the background
 * and takes over at once; the page then reloads into it and says it was updated.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => {
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
    // Loaded on its own, after the worker is ready: no weight on the first load.
    void navigator.serviceWorker.ready.then(() => import('./keep-the-course.ts')).then((m) => m.keepTheCourse());
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
