import { PHOTO_MAX_BYTES, UPLOAD_FIELDS } from '../constants/index.ts';
import type { RouteDoc } from './route-doc.ts';

// The OpenAPI prose of server/src/routes/admin/photos.ts: what each route does, in the words /api/docs shows.

const LIMIT_MB = `${PHOTO_MAX_BYTES / 1024 / 1024} MB`;

export const adminPhotosDocs = {
  'GET /species': {
    summary: 'Every active species with how many photos each slot has',
  },
  'GET /species/:slug/photos': {
    summary: "A species' photos with their credits, and the species as learners see it now",
  },
  'DELETE /photos/:photoId': {
    summary: 'Remove a photo',
    description:
      'A takedown: learners stop seeing it at once, its files are deleted and `/media/` answers 404 for them on ' +
      'every instance; an open question that showed it shows its drawing instead. As `npm run photos -- remove`.',
  },
  'POST /photos': {
    summary: 'Upload a photo of a species',
    description:
      `multipart/form-data: the fields ${UPLOAD_FIELDS.join(', ')}, then one file named \`file\` ` +
      `(JPEG, PNG, WebP, AVIF, HEIF or TIFF, up to ${LIMIT_MB}). It is checked and re-encoded as ` +
      '`npm run photos -- add` does, its metadata and GPS position removed; a refused file leaves nothing behind.',
  },
} as const satisfies Record<string, RouteDoc>;
