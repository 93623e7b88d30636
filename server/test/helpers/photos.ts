import { createHash } from 'node:crypto';
import type { PictureSlot } from '@leafwise/contract';
import type { Actor } from '../../src/audit/audit.ts';
import type { Db } from '../../src/db/database.ts';
import { type PhotoRow, photos } from '../../src/db/schema.ts';
import { type EncodedPhoto, encodePhoto } from '../../src/photos/encode.ts';
import { type MediaStore, mediaFileBase, mediaFileName } from '../../src/photos/media-store.ts';
import { photoJpeg } from './images.ts';

/** Who adds the photos of tests that are not about the audit trail. */
export const TEST_ACTOR: Actor = { id: null, label: 'test', origin: 'test' };

/** The width and height of every photo storePhoto stores. */
export const STORED_PHOTO = { width: 700, height: 525 } as const;

// One photo encoded by the real encoder, once per test process: encoding is photos.test.ts's
// subject, and each photo takes a few hundred milliseconds of CPU (AVIF most of it).
let encoded: Promise<EncodedPhoto> | undefined;
let stored = 0;

/**
 * A photo of a tree's slot, stored as addPhoto stores one (files in the media store, a row with
 * its credit) but from a photo encoded once: each call stores the same pictures under a name and
 * source hash of their own, so that each is a photo of its own to the app.
 */
export async function storePhoto(
  db: Db,
  media: MediaStore,
  input: { treeId: number; slot: PictureSlot; author?: string; licence?: string; source?: string },
): Promise<PhotoRow> {
  encoded ??= photoJpeg(STORED_PHOTO.width, STORED_PHOTO.height).then(encodePhoto);
  const photo = await encoded;
  const sourceHash = createHash('sha256').update(`${photo.sourceHash}/${process.pid}/${stored++}`).digest('hex');
  const files = photo.files.map((file) => ({
    ...file,
    file: mediaFileName(mediaFileBase(sourceHash), Number(/-(\d+)\./.exec(file.file)?.[1]), file.format),
  }));
  await media.putAll(files);
  const [row] = await db
    .insert(photos)
    .values({
      tree_id: input.treeId,
      slot: input.slot,
      source_hash: sourceHash,
      width: photo.width,
      height: photo.height,
      variants: files.map(({ data: _data, ...variant }) => variant),
      author: input.author ?? 'Ann Walker',
      licence: input.licence ?? 'CC BY 4.0',
      source_url: input.source ?? 'https://example.org/',
    })
    .returning();
  if (!row) throw new Error('the photo row was not written');
  return row;
}

/**
 * A leaf photo's row with no files behind it, written as another instance or a script would:
 * enough for the trees to show `/media/<name>-640.webp` in its place.
 */
export const bareLeafPhotoRow = (treeId: number, name: string) => ({
  tree_id: treeId,
  slot: 'leaf' as const,
  source_hash: name,
  width: 640,
  height: 480,
  variants: [{ format: 'webp' as const, width: 640, height: 480, file: `${name}-640.webp`, bytes: 1 }],
  author: 'A. Walker',
  licence: 'CC BY 4.0',
  source_url: `https://commons.wikimedia.org/wiki/File:${name}.jpg`,
});
