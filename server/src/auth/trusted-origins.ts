import type { Config } from '../config.ts';

/**
 * The origins requests that change anything may come from: the site's own (PUBLIC_URL), and
 * outside production also its localhost/127.0.0.1 twin, which a developer may open instead.
 * better-auth checks its routes against the same list, and same-origin.ts every other route.
 */
export function trustedOrigins({ PUBLIC_URL, NODE_ENV }: Pick<Config, 'PUBLIC_URL' | 'NODE_ENV'>): string[] {
  if (NODE_ENV === 'production') return [PUBLIC_URL];
  const url = new URL(PUBLIC_URL);
  const twin = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[url.hostname];
  if (!twin) return [PUBLIC_URL];
  url.hostname = twin;
  return [PUBLIC_URL, url.origin];
}
