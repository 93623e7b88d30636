import multipart from '@fastify/multipart';
import {
  ADMIN_ERRORS,
  AdminPhotoResponseSchema,
  AdminSpeciesPhotosResponseSchema,
  AdminSpeciesResponseSchema,
  NoQuerySchema,
  PhotoParamsSchema,
  SpeciesParamsSchema,
} from '@leafwise/contract';
import { adminPhotosDocs } from '@leafwise/contract/route-docs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findAdminSpecies, listAdminSpecies, listSpeciesPhotos, toAdminPhoto } from '../../admin/species-photos.ts';
import { HttpError } from '../../http-error.ts';
import { PhotoError } from '../../photos/encode.ts';
import { addPhoto, DuplicatePhotoError, removePhoto } from '../../photos/photos-repository.ts';
import { errorsOf } from '../error-responses.ts';
import { actorOf } from './admin-guard.ts';
import { readUpload, UPLOAD_LIMITS } from './photo-upload.ts';

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
