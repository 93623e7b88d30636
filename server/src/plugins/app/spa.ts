import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http-error.ts';
import { registerSpeciesPages } from './species-pages.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed files under /assets are cached for a year, everything else is
 * revalidated, and any other GET that looks like a page gets index.html so client routes work.
 * Unknown /api paths and missing files get a 404 `{ msg }`.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | null, origin: string): Promise<void> {
  const hasIndex = webDist !== null && existsSync(join(webDist, 'index.html'));
  if (webDist !== null && hasIndex) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        res.header('cache-control', path.includes(`${join(webDist, 'assets')}`) ? IMMUTABLE : 'no-cache');
      },
    });
    registerSpeciesPages(app, webDist, origin);
  } else if (webDist !== null) {
    app.log.warn(`No built web app in ${webDist}: run "npm run build" to serve the site.`);
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage =
      hasIndex &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api') &&
      !/\.\w+$/.test(path);
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    throw new HttpError(404, `Nothing here: ${request.method} ${path}`);
  });
}
