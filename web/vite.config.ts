import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fieldGuide } from './build/field-guide-plugin.ts';
import { ACCOUNT_READS } from './src/lib/cache-names.ts';

const THEME = '#2f5d3a';

export default defineConfig({
  plugins: [
    react(),
    fieldGuide(),
    // Installable, and useful offline (docs/offline.md): Workbox precaches the app and the field
    // guide with every drawing; the server-run parts (tests, the challenge, the board) stay online.
    VitePWA({
      registerType: 'autoUpdate',
      // The app registers the worker itself, after the first page has loaded (web/src/lib/service-worker.ts).
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Leafwise: learn to identify trees',
        short_name: 'Leafwise',
        description:
          'Learn to identify trees by leaf, bark, bud and seed; key out the tree in front of you, even offline.',
        lang: 'en-GB',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        background_color: '#f7f5ee',
        theme_color: THEME,
        categories: ['education', 'reference'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          { name: 'Identify a tree', url: '/identify' },
          { name: 'Practise', url: '/practice' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,json,webmanifest}'],
        // The drawings are 850 small files; none comes near Workbox's 2 MB default, but the guide may grow.
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        // Hashed names: Workbox need not add a revision to bust caches.
        dontCacheBustURLsMatching: /^\/?assets\//,
        navigateFallback: '/index.html',
        // The API and the server's own files are never answered with the app's page.
        navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^\/docs/],
        cleanupOutdatedCaches: true,
        // An enlarged drawing asks for ?detail=high, which a field-guide file does not vary by: the kept copy answers it.
        ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^detail$/],
        runtimeCaching: [
          {
            // Photos: kept once seen, so a species page visited online shows them offline too; the
            // copy answers at once, and the server is asked in the background (a 304 costs
            // nothing), so a photo taken down (docs/pictures.md) is dropped from the phone on its
            // next showing online. The plugin runs in the worker, written out as it is here.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'photos',
              expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60 },
              plugins: [
                {
                  fetchDidSucceed: async ({ request, response }) => {
                    if (response.status === 404 || response.status === 410) {
                      await (await caches.open('photos')).delete(request);
                    }
                    return response;
                  },
                },
              ],
            },
          },
          {
            // Who took each photo, the course and its lessons: fresh when online, the last copy when not.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && (url.pathname === '/api/photos/credits' || url.pathname.startsWith('/api/course')),
            handler: 'NetworkFirst',
            options: {
              cacheName: ACCOUNT_READS,
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 100 },
              plugins: [
                {
                  // A read that says whose it is (ACCOUNT_HEADER, x-leafwise-account) is kept only
                  // if the server answered for that account. The server's answers vary by the
                  // header, so a kept one never answers another account's read, online or off
                  // (docs/offline.md, "A shared phone"). The name is written out: the plugin runs in the worker.
                  cacheWillUpdate: async ({ request, response }) => {
                    if (response.status !== 200) return null;
                    const asked = request.headers.get('x-leafwise-account');
                    return asked === null || response.headers.get('x-leafwise-account') === asked ? response : null;
                  },
                },
              ],
            },
          },
          {
            // Study cards' drawings from the API (versioned URLs): kept once seen.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/illustrations/'),
            handler: 'CacheFirst',
            options: { cacheName: 'drawings', expiration: { maxEntries: 400 } },
          },
        ],
      },
    }),
  ],
  define: {
    // Tells the app it has been updated since the last visit (web/src/lib/service-worker.ts).
    __BUILD_ID__: JSON.stringify(Date.now().toString(36)),
  },
  build: {
    outDir: 'dist',
    // The benchmark reads the manifest to measure the JavaScript the home and login pages load, and
    // the source maps to tell which chunks hold Zod.
    manifest: true,
    sourcemap: true,
    // Every browser the app supports preloads modules itself; the polyfill would cost every first load.
    // A page loaded on demand brings its stylesheets before it shows (so nothing flashes unstyled),
    // and its scripts as it imports them: listing every chunk each page needs, for all pages, cost
    // the first load a kilobyte, and after the first visit the service worker has them all anyway.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
