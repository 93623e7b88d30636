import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { ErrorSchema } from '@leafwise/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../http-error.ts';
import { MEDIA_FILE, type MediaStore } from '../photos/media-store.ts';

const CONTENT_TYPES = { webp: 'image/webp', avif: 'image/avif' } as const;

/** Streams one stored photo file; a name that is not a media file, or a missing file, is 404. */
async function sendMediaFile(
  reply: FastifyReply,
  media: MediaStore,
  file: string,
  cacheControl: string,
): Promise<FastifyReply> {
  if (!MEDIA_FILE.test(file)) throw new HttpError(404, 'No such picture.');
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
    .header('cache-control', cacheControl)
    .send(createReadStream(path));
}

/** Photo files by their content-hash names: they never change, so they are cached for a year. */
export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaStore }> = async (app, { media }) => {
  app.get(
    '/media/:file',
    {
      schema: {
        summary: 'A photo file (WebP or AVIF) named by its content',
        description: 'The URLs in tree_img_* that end in -1280.webp; the other widths and AVIF differ in name only.',
        tags: ['pictures'],
        params: z.strictObject({ file: z.string().max(64) }),
        response: { 200: z.any(), 404: ErrorSchema },
      },
    },
    (request, reply) => sendMediaFile(reply, media, request.params.file, 'public, max-age=31536000, immutable'),
  );
};
