import type { RouteDoc } from './route-doc.ts';

// The OpenAPI prose of server/src/routes/media.ts: what each route does, in the words /api/docs shows.

export const mediaDocs = {
  'GET /media/:file': {
    summary: 'A photo file (WebP or AVIF) named by its content',
    description: 'The URLs in tree_img_* that end in -1280.webp; the other widths and AVIF differ in name only.',
  },
} as const satisfies Record<string, RouteDoc>;
