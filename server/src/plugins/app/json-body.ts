import type { FastifyInstance } from 'fastify';

/** No form or API of ours nests deeper; anything past it is an attack on the parsers that follow. */
const MAX_BODY_DEPTH = 32;
const BODY_TOO_DEEP = 'Request body is nested too deeply.';

/**
 * Whether JSON text opens more than `limit` arrays and objects inside one another. It reads the
 * text once, skipping strings, so a hostile body is refused before anything recursive parses it.
 */
export function nestedDeeperThan(text: string, limit = MAX_BODY_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // a backslash escapes the next character, a quote included
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      if (++depth > limit) return true;
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return false;
}

/** A 400 the error handler answers as `{ msg }`. */
export const bodyTooDeep = () => Object.assign(new Error(BODY_TOO_DEEP), { statusCode: 400 });

/**
 * JSON bodies are checked for depth, then parsed by Fastify's own parser (which keeps its guard
 * against `__proto__` and `constructor` keys). Registered before the routes; /api/auth keeps the
 * text instead (routes/auth.ts).
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestedDeeperThan(body as string)) done(bodyTooDeep(), undefined);
    else parse(request, body as string, done);
  });
}
