import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync } from 'fastify';
import { CLIENT_IP_HEADER } from '../auth/auth.ts';
import { bodyTooDeep, nestedDeeperThan } from '../plugins/app/json-body.ts';

/**
 * Hands /api/auth/* to better-auth, which speaks Fetch Requests and Responses. Its answers keep
 * their own error shape, `{ message, code }` (docs/product.md#the-users-api).
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  // better-auth parses the body itself: hand it the text as sent (depth-checked like every JSON
  // body), rather than parse it here and write it out again.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (nestedDeeperThan(body as string)) done(bodyTooDeep(), undefined);
    else done(null, body);
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const headers = fromNodeHeaders(request.headers);
      // Fastify has worked out the client's address (honouring TRUST_PROXY); pass that on, never
      // a value the client sent under the same name.
      headers.set(CLIENT_IP_HEADER, request.ip);
      const response = await app.auth.handler(
        new Request(new URL(request.url, 'http://localhost'), {
          method: request.method,
          headers,
          body: request.method === 'POST' && typeof request.body === 'string' ? request.body : undefined,
        }),
      );
      reply.code(response.status);
      for (const [name, value] of response.headers) {
        if (name !== 'set-cookie') reply.header(name, value);
      }
      // better-auth says when to retry in X-Retry-After; browsers and clients know Retry-After.
      const retryAfter = response.headers.get('x-retry-after');
      if (response.status === 429 && retryAfter) reply.header('retry-after', retryAfter);
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
};
