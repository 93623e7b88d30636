import {
  LICENCES,
  type LicenceName,
  PHOTO_WIDTHS,
  type PhotoCredit,
  type PictureSlot,
  photoFileUrl,
} from '@leafwise/contract';
import { and, asc, eq, or } from 'drizzle-orm';
import { type Actor, recordAction } from '../audit/audit.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/query-helpers.ts';
import { type PhotoRow, photos, trees } from '../db/schema.ts';
import { encodePhoto, PhotoError } from './encode.ts';
import type { MediaStore } from './media-store.ts';

/** The file is a photo the catalog already has (or one being added by someone else right now). */
export class DuplicatePhotoError extends PhotoError {
  override name = 'DuplicatePhotoError';
}

export interface PhotoCreditInput {
  author: string;
  licence: string;
  source: string;
}

/** "cc-by-sa-4.0", "CC BY-SA 4.0" and "cc by sa 4.0" all name the same licence. */
export function parseLicence(text: string): LicenceName {
  const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9.]+/g, '');
  // Commons and most people write plain "CC0" for CC0 1.0, the only version there is.
  const wanted = key(text) === 'cc0' ? key('CC0 1.0') : key(text);
  const licence = LICENCES.find(({ name }) => key(name) === wanted);
  if (!licence) {
    throw new PhotoError(`Unknown licence "${text}": use one of ${LICENCES.map(({ name }) => name).join(', ')}.`);
  }
  return licence.name;
}

/** A licence's page, by the name a photo's credit gives; empty for a name not in LICENCES. */
export const licenceUrl = (name: string) => LICENCES.find((licence) => licence.name === name)?.url ?? '';

function checkCredit({ author, licence, source }: PhotoCreditInput): PhotoCreditInput & { licence: LicenceName } {
  const trimmedAuthor = author.trim();
  if (!trimmedAuthor || trimmedAuthor.length > 200) throw new PhotoError('The author must be 1 to 200 characters.');
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    throw new PhotoError(`The source "${source}" is not a URL.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new PhotoError(`The source "${source}" must be an http or https URL.`);
  }
  return { author: trimmedAuthor, licence: parseLicence(licence), source: url.href };
}

/** The active tree a command line names, by catalog file name ("quercus-robur") or scientific name. */
export async function findTree(db: Db, species: string): Promise<{ tree_id: number; name_sci: string } | undefined> {
  const [tree] = await db
    .select({ tree_id: trees.tree_id, name_sci: trees.name_sci, active: trees.active })
    .from(trees)
    .where(or(eq(trees.slug, species.trim().toLowerCase()), eq(trees.name_sci, species.trim())));
  return tree?.active ? tree : undefined;
}

/**
 * Encodes a photo, stores its files and records it: all of it or, when anything fails, none of it.
 * The files go in first and are taken back if the row cannot be written. The audit trail's entry
 * for it (by `actor`) is written in the row's transaction.
 */
export async function addPhoto(
  db: Db,
  media: MediaStore,
  input: { treeId: number; slot: PictureSlot; bytes: Buffer } & PhotoCreditInput,
  actor: Actor,
  auditDetails?: string,
): Promise<PhotoRow> {
  const credit = checkCredit(input);
  const encoded = await encodePhoto(input.bytes);
  const [existing] = await db
    .select({ photo_id: photos.photo_id })
    .from(photos)
    .where(eq(photos.source_hash, encoded.sourceHash));
  if (existing) throw new DuplicatePhotoError(`This file is already photo ${existing.photo_id}.`);

  const removeFiles = await media.putAll(encoded.files);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(photos)
        .values({
          tree_id: input.treeId,
          slot: input.slot,
          source_hash: encoded.sourceHash,
          width: encoded.width,
          height: encoded.height,
          variants: encoded.files.map(({ data: _data, ...variant }) => variant),
          author: credit.author,
          licence: credit.licence,
          source_url: credit.source,
        })
        .returning();
      if (!row) throw new Error('the photo row was not written');
      await recordAction(tx, actor, {
        action: 'photo.add',
        targetId: row.photo_id,
        target: await photoLabel(tx, row),
        details: auditDetails ?? `${credit.author}, ${credit.licence}, ${credit.source}`,
      });
      return row;
    });
  } catch (error) {
    // The same file imported twice at once: the files are the other import's too, so they stay.
    if (isUniqueViolation(error)) throw new DuplicatePhotoError('This file is already being imported.');
    await removeFiles();
    throw error;
  }
}

/** A photo as the audit trail names it: "photo 12, Quercus robur leaf". */
async function photoLabel(db: Db, photo: Pick<PhotoRow, 'photo_id' | 'tree_id' | 'slot'>): Promise<string> {
  const [tree] = await db.select({ name_sci: trees.name_sci }).from(trees).where(eq(trees.tree_id, photo.tree_id));
  return `photo ${photo.photo_id}, ${tree?.name_sci ?? `tree ${photo.tree_id}`} ${photo.slot}`;
}

/**
 * Takes a photo down (docs/pictures.md, "Taking a photo down"): its row goes, with its audit entry,
 * then its files are deleted from the media folder every instance shares, so no instance serves
 * them again; false when there is no such photo. A takedown is for a licence withdrawn or a person
 * in the picture: nothing of it may stay public. Should the files outlive the row (a crash between
 * the two), no instance serves them either: /media answers only for photos in the catalog.
 */
export async function removePhoto(db: Db, media: MediaStore, photoId: number, actor: Actor): Promise<boolean> {
  const gone = await db.transaction(async (tx) => {
    const [row] = await tx.delete(photos).where(eq(photos.photo_id, photoId)).returning();
    if (!row) return undefined;
    await recordAction(tx, actor, {
      action: 'photo.remove',
      targetId: photoId,
      target: await photoLabel(tx, row),
      details: `${row.author}, ${row.licence}, ${row.source_url}`,
    });
    return row;
  });
  if (!gone) return false;
  await media.removeAll(gone.variants.map((variant) => variant.file));
  return true;
}

export async function listPhotos(db: Db): Promise<PhotoRow[]> {
  return db.select().from(photos).orderBy(asc(photos.photo_id));
}

/** A photo's URL in the API: its widest WebP file (pictures.ts derives the others). */
export function photoUrl(photo: Pick<PhotoRow, 'variants'>): string {
  const widest = photo.variants.filter((variant) => variant.format === 'webp').at(-1);
  return `/media/${widest?.file}`;
}

/** A photo at its smallest width (WebP), from its URL in the API, for a thumbnail beside its credit. */
export const thumbnailUrl = (url: string) => photoFileUrl(url, PHOTO_WIDTHS[0], 'webp');

/** Every photo of an active tree with its credit, by species and slot. */
export async function listCredits(db: Db): Promise<PhotoCredit[]> {
  const rows = await db
    .select({ photo: photos, tree: { name_common: trees.name_common, name_sci: trees.name_sci } })
    .from(photos)
    .innerJoin(trees, and(eq(trees.tree_id, photos.tree_id), eq(trees.active, true)))
    .orderBy(asc(trees.name_common), asc(photos.slot), asc(photos.photo_id));
  return rows.map(({ photo, tree }) => ({
    photo_id: photo.photo_id,
    tree_id: photo.tree_id,
    tree_name_common: tree.name_common,
    tree_name_sci: tree.name_sci,
    slot: photo.slot,
    author: photo.author,
    licence: photo.licence,
    licence_url: licenceUrl(photo.licence),
    source_url: photo.source_url,
    thumbnail_url: thumbnailUrl(photoUrl(photo)),
  }));
}
