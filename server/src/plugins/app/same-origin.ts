import { REQUEST_ERRORS } from '@leafwise/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The routes that take files, as multipart/form-data: the one body besides JSON we accept. A page
 * elsewhere can post such a form, but its Origin names it, and it is refused before its type is
 * looked at; these routes are also for admins only.
 */
const UPLOADS = new Set(['/api/admin/photos']);

/**
 * Whether the router sent this request to one of the API's routes, however its path was spelled:
 * the route it matched, never the raw request target, which may be percent-encoded (`/%61pi/…`)
 * or in absolute form (`http://host/api/…`) and still reach the same handler. A request that
 * matched no route (a 404) is judged by its path as sent; it reaches no handler either way.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined) return route.startsWith('/api/');
  return request.url.startsWith('/api/');
}

/** The origin a request says it comes from: its Origin header, else its Referer's; null when neither. */
function claimedOrigin(request: FastifyRequest): string | null {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return origin;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'unreadable';
  }
}

/**
 * No cross-site writes (docs/accounts.md, "Cross-site requests"): a page elsewhere can make a
 * browser send a form or a simple `text/plain` POST to us, with our cookie, without asking first.
 * So every request under /api that may change something must say it comes from the site itself
 * (Origin, else Referer: browsers send Origin on every such request, and "null" from sandboxed or
 * privacy-stripped contexts is refused), and a body must be JSON, which no page elsewhere can send
 * without our leave (CORS preflight), except a file upload's (UPLOADS). A client with neither header is no browser; it may go on
 * only with a bearer token and no cookie, which a browser never attaches by itself. better-auth
 * checks its own routes too, but only when a cookie comes along; this one rule covers every route
 * the same way.
 */
export function registerSameOrigin(app: FastifyInstance, origins: readonly string[]): void {
  const allowed = new Set(origins);
  app.addHook('onRequest', (request, _reply, done) => {
    if (READS.has(request.method) || !isApiRequest(request)) return done();
    const origin = claimedOrigin(request);
    const bearerOnly = /^Bearer\s/i.test(request.headers.authorization ?? '') && !request.headers.cookie;
    if (origin === null ? !bearerOnly : !allowed.has(origin)) {
      done(new HttpError(403, REQUEST_ERRORS.foreignOrigin));
      return;
    }
    const { 'content-length': length, 'transfer-encoding': chunked, 'content-type': type } = request.headers;
    const hasBody = (length !== undefined && length !== '0') || chunked !== undefined;
    const upload = UPLOADS.has(request.routeOptions.url ?? '') && /^multipart\/form-data\s*;/i.test(type ?? '');
    if (hasBody && !upload && !/^application\/json\s*(;|$)/i.test(type ?? '')) {
      done(new HttpError(415, REQUEST_ERRORS.notJson));
      return;
    }
    done();
  });
}
