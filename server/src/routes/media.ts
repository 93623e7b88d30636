import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { mediaDocs } from '@leafwise/contract/route-docs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../http-error.ts';
import { baseOfMediaFile, MEDIA_FILE, type MediaStore } from '../photos/media-store.ts';
import { errorsOf } from './error-responses.ts';

const CONTENT_TYPES = { webp: 'image/webp', avif: 'image/avif' } as const;

/**
 * Photo files may be cached anywhere, but must be asked about again before each use: a photo taken
 * down (a licence withdrawn, a person in the picture) has to stop showing everywhere, and a year's
 * `immutable` would keep it in every browser and proxy that ever saw it. The question costs a
 * 304 without a body (the name is the ETag: a file's content never changes under its name).
 */
const PHOTO_CACHING = 'public, no-cache';

/**
 * Streams one stored photo file; a name that is not a media file, a file of no photo in the
 * catalog (taken down: removePhoto deletes the files too, but an instance never serves them even
 * if they were left), or a missing file, is 404.
 */
async function sendMediaFile(
  request: FastifyRequest,
  reply: FastifyReply,
  media: MediaStore,
  file: string,
): Promise<FastifyReply> {
  if (!MEDIA_FILE.test(file) || !request.server.trees.hasPhotoFiles(baseOfMediaFile(file))) {
    throw new HttpError(404, 'No such picture.');
  }
  const etag = `"${file}"`;
  if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
    return reply.code(304).header('etag', etag).header('cache-control', PHOTO_CACHING).send();
  }
  const path = media.path(file);
  const size = await stat(path).then(
    (found) => found.size,
    () => undefined,
  );
  if (size === undefined) throw new HttpError(404, 'No such picture.');
  const extension = file.slice(file.lastIndexOf('.') + 1) as keyof typeof CONTENT_TYPES;
  return reply
    .type(CONTENT_TYPES[extension])
    .header('content-length', size)
    .header('etag', etag)
    .header('cache-control', PHOTO_CACHING)
    .send(createReadStream(path));
}

/** Photo files by their content-hash names, while their photo is in the catalog. */
export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaStore }> = async (app, { media }) => {
  app.get(
    '/media/:file',
    {
      schema: {
        ...mediaDocs['GET /media/:file'],
        tags: ['pictures'],
        params: z.strictObject({ file: z.string().max(64) }),
        response: { 200: z.any(), 304: z.null(), ...errorsOf(404) },
      },
    },
    (request, reply) => sendMediaFile(request, reply, media, request.params.file),
  );
};
