import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** For pages and their assets: what the browser may load and run. */
const DOCUMENT_POLICY: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // React sets style attributes; no inline <style> or <script> is served.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      // TLS ends at the load balancer; forcing https here would break plain-http local runs.
      upgradeInsecureRequests: null,
    },
  },
};

/**
 * For JSON answers, which no browser renders as a page: the short set OWASP's REST security
 * guidance names (nothing may frame or run them, no sniffing, HTTPS only), not the page policy.
 */
const API_POLICY: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * Helmet's headers do not depend on the request, so each policy is worked out once, by running
 * its middleware against a stand-in response, then copied onto replies in one call. Running
 * helmet per request cost the trees route a quarter of its throughput.
 */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const capture = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, capture as unknown as ServerResponse, () => {});
  return headers;
}

/** JSON from the API (by the route matched, however the path was spelled), not the API's own docs pages. */
const isApiData = (request: FastifyRequest) => {
  const path = request.routeOptions.url ?? request.url;
  return path.startsWith('/api/') && !path.startsWith('/api/docs');
};

export async function registerSecurityAndCompression(app: FastifyInstance): Promise<void> {
  const documentHeaders = headersOf(DOCUMENT_POLICY);
  const apiHeaders = { ...headersOf(API_POLICY), 'cache-control': 'no-store' };
  // A route that sets one of these itself (the API docs' CSP, static files' caching) overrides it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiData(request) ? apiHeaders : documentHeaders);
    done();
  });
  await app.register(compress, { threshold: 1024 });
}
