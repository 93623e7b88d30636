import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  ADMIN_ERRORS,
  AdminPhotoResponseSchema,
  AdminSpeciesPhotosResponseSchema,
  AdminSpeciesResponseSchema,
  NoQuerySchema,
  PhotoParamsSchema,
  type PhotoUploadFields,
  PhotoUploadFieldsSchema,
  SpeciesParamsSchema,
  UPLOAD_FIELDS,
} from '@leafwise/contract';
import { adminPhotosDocs } from '@leafwise/contract/route-docs';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findAdminSpecies, listAdminSpecies, listSpeciesPhotos, toAdminPhoto } from '../../admin/species-photos.ts';
import { HttpError } from '../../http-error.ts';
import { PHOTO_LIMITS, PhotoError } from '../../photos/encode.ts';
import { addPhoto, DuplicatePhotoError, findTree, removePhoto } from '../../photos/photos-repository.ts';
import { errorsOf } from '../error-responses.ts';
import { actorOf } from './admin-guard.ts';

const LIMIT_MB = `${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB`;
const FORM_HELP = `send the fields ${UPLOAD_FIELDS.join(', ')}, then the photo as "file"`;

/**
 * What one upload may hold: five short fields and one photo. The multipart parser reads the body
 * itself, so Fastify's bodyLimit does not apply to it: these limits are what bounds a request.
 */
const UPLOAD_LIMITS = {
  fileSize: PHOTO_LIMITS.maxBytes,
  files: 1,
  fields: 10,
  fieldSize: 8 * 1024,
  fieldNameSize: 100,
  parts: 12,
  headerPairs: 100,
};

/** The parser's refusals, in words the admin can act on. */
const PARSER_ERRORS: Record<string, [number, string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, `The file is too large; the limit is ${LIMIT_MB}.`],
  FST_FILES_LIMIT: [400, 'Send one photo per upload.'],
  FST_FIELDS_LIMIT: [400, `The form has too many fields: ${FORM_HELP}.`],
  FST_PARTS_LIMIT: [400, `The form has too many parts: ${FORM_HELP}.`],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'Send each field as plain text.'],
  FST_MP_PREMATURE_CLOSE: [400, 'The upload was cut off before the whole file arrived; nothing was stored.'],
};

function parserError(error: unknown): Error {
  const { code, statusCode, message } = error as { code?: string; statusCode?: number; message?: string };
  // The connection dropped (Node's "aborted"), as the parser's own premature close says.
  const known = PARSER_ERRORS[code === 'ECONNRESET' ? 'FST_MP_PREMATURE_CLOSE' : (code ?? '')];
  if (known) return new HttpError(...known);
  if (statusCode && statusCode >= 400 && statusCode < 500)
    return new HttpError(statusCode, message ?? `The upload was refused: ${FORM_HELP}.`);
  return new HttpError(400, `The upload is not a readable form (${message}); ${FORM_HELP}.`);
}

/** Reads what the parser yields next, its refusals worded for the admin. */
const step = <T>(promise: Promise<T>) => promise.catch((error: unknown) => Promise.reject(parserError(error)));

/** The text fields as given, checked against the contract; names the first field that is wrong. */
function checkFields(fields: Record<string, string>): PhotoUploadFields {
  const missing = UPLOAD_FIELDS.find((name) => fields[name] === undefined);
  if (missing) throw new HttpError(400, `${missing} is required.`);
  const parsed = PhotoUploadFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = String(issue?.path[0] ?? 'the form');
  throw new HttpError(400, issue?.message.startsWith(name) ? issue.message : `${name}: ${issue?.message}`);
}

type Upload = { fields: PhotoUploadFields; treeId: number; bytes: Buffer };

/**
 * Reads an upload's fields, checks them and the species, and only then the file, into memory;
 * anything after the file is refused. Once refused, the rest of the body is read and dropped, so
 * the answer reaches a client that is still sending.
 */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new HttpError(415, `Send the photo as multipart/form-data: ${FORM_HELP}.`);
  }
  // Gone before its body was read: the parser would wait for it for ever.
  if (request.raw.destroyed) throw parserError({ code: 'FST_MP_PREMATURE_CLOSE' });
  const fields: Record<string, string> = {};
  let upload: Upload | undefined;
  let refusal: HttpError | undefined;
  const parts = request.parts();
  for (;;) {
    // A refusal already made says more than what the parser finds wrong after it.
    const next = await step(parts.next()).catch((error: unknown) => Promise.reject(refusal ?? error));
    if (next.done) break;
    const part = next.value;
    if (part.type === 'file') {
      if (refusal || upload) {
        refusal ??= new HttpError(400, 'Send one photo per upload.');
        part.file.resume();
        continue;
      }
      try {
        upload = await readFile(request, part, fields);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        refusal = error;
        part.file.resume();
      }
    } else if (!refusal) {
      const name = part.fieldname;
      if (upload) refusal = new HttpError(400, `The form has "${name}" after the file: ${FORM_HELP}.`);
      else if (!(UPLOAD_FIELDS as readonly string[]).includes(name)) {
        refusal = new HttpError(400, `The form has an unknown field "${name}": ${FORM_HELP}.`);
      } else if (Object.hasOwn(fields, name)) refusal = new HttpError(400, `Send ${name} once.`);
      else if (part.valueTruncated || typeof part.value !== 'string') {
        refusal = new HttpError(400, `${name} is too long or not plain text.`);
      } else fields[name] = part.value;
    }
  }
  if (refusal) throw refusal;
  if (!upload) {
    checkFields(fields);
    throw new HttpError(400, 'The form has no photo: choose a file to upload.');
  }
  return upload;
}

async function readFile(request: FastifyRequest, part: MultipartFile, fields: Record<string, string>): Promise<Upload> {
  if (part.fieldname !== 'file') {
    throw new HttpError(400, `The photo must be sent as "file", not "${part.fieldname}".`);
  }
  const checked = checkFields(fields);
  const tree = await findTree(request.server.database.db, checked.species);
  if (!tree) throw new HttpError(404, ADMIN_ERRORS.noSuchSpecies);
  return { fields: checked, treeId: tree.tree_id, bytes: await step(part.toBuffer()) };
}

/** The console's Photos part: species and their photos, uploads and removals (docs/admin.md). */
export const adminPhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  // In this plugin only: no other route takes anything but JSON.
  await app.register(multipart, { limits: UPLOAD_LIMITS });

  app.get(
    '/species',
    {
      schema: {
        ...adminPhotosDocs['GET /species'],
        tags: ['admin'],
        querystring: NoQuerySchema,
        response: { 200: AdminSpeciesResponseSchema, ...errorsOf(400) },
      },
    },
    async () => ({ species: await listAdminSpecies(app.database.db) }),
  );

  app.get(
    '/species/:slug/photos',
    {
      schema: {
        ...adminPhotosDocs['GET /species/:slug/photos'],
        tags: ['admin'],
        params: SpeciesParamsSchema,
        querystring: NoQuerySchema,
        response: { 200: AdminSpeciesPhotosResponseSchema, ...errorsOf(400, 404) },
      },
    },
    async (request) => {
      const species = await findAdminSpecies(app.database.db, request.params.slug);
      // The trees in memory catch up with the last change to the photos before they are shown.
      await app.photosLoaded();
      const tree = app.trees.bySlug(request.params.slug);
      if (!species || !tree) throw new HttpError(404, ADMIN_ERRORS.noSuchSpecies);
      return {
        species,
        tree: app.trees.withPictures(tree),
        photos: await listSpeciesPhotos(app.database.db, species.tree_id),
      };
    },
  );

  app.post(
    '/photos',
    {
      config: { multipart: true },
      schema: {
        ...adminPhotosDocs['POST /photos'],
        tags: ['admin'],
        consumes: ['multipart/form-data'],
        querystring: NoQuerySchema,
        response: {
          201: AdminPhotoResponseSchema,
          ...errorsOf(400, 404, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const { fields, treeId, bytes } = await readUpload(request);
      await app.media.sweepIncoming();
      try {
        const photo = await addPhoto(
          app.database.db,
          app.media,
          { treeId, slot: fields.slot, bytes, author: fields.author, licence: fields.licence, source: fields.source },
          actorOf(request),
        );
        return reply.code(201).send({ photo: toAdminPhoto(photo) });
      } catch (error) {
        if (error instanceof DuplicatePhotoError) throw new HttpError(409, error.message);
        if (error instanceof PhotoError) throw new HttpError(400, error.message);
        throw error;
      }
    },
  );

  app.delete(
    '/photos/:photoId',
    {
      schema: {
        ...adminPhotosDocs['DELETE /photos/:photoId'],
        tags: ['admin'],
        params: PhotoParamsSchema,
        querystring: NoQuerySchema,
        response: { 204: z.null(), ...errorsOf(400, 404) },
      },
    },
    async (request, reply) => {
      if (!(await removePhoto(app.database.db, app.media, request.params.photoId, actorOf(request)))) {
        throw new HttpError(404, ADMIN_ERRORS.noSuchPhoto);
      }
      return reply.code(204).send(null);
    },
  );
};
