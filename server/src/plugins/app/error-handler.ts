import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error.ts';

/** Names the parameter a validation message is about, unless the message already does. */
function validationMessage(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const first = error.validation[0];
  if (!first?.message) return error.message;
  const param = first.instancePath.split('/').filter(Boolean).join('.');
  return param && !first.message.startsWith(param) ? `${param}: ${first.message}` : first.message;
}

/**
 * The one error handler: 4xx answers `{ msg }` with the reason, 5xx answers a bare message and
 * logs the details with the request's id, so nothing internal leaks to the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ msg: validationMessage(error) });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // A 5xx we chose to answer (the database unreachable) says so in its own words; any other
    // hides what went wrong.
    if (status >= 500 && error instanceof HttpError) {
      request.log.warn({ err: error }, 'request refused');
      return reply.code(status).send({ msg: error.message });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ msg: 'Something went wrong on our side. Please try again.' });
    }
    request.log.info({ err: error }, 'request rejected');
    if (error instanceof HttpError) reply.headers(error.headers);
    return reply.code(status).send({ msg: error.message });
  });
}
