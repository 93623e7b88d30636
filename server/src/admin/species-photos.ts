import { type AdminPhoto, type AdminSpecies, PICTURE_SLOTS } from '@leafwise/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { type PhotoRow, photos, trees } from '../db/schema.ts';
import { licenceUrl, photoUrl, thumbnailUrl } from '../photos/photos-repository.ts';

const noPhotos = (): AdminSpecies['photos'] =>
  Object.fromEntries(PICTURE_SLOTS.map((slot) => [slot, 0])) as AdminSpecies['photos'];

const speciesColumns = {
  tree_id: trees.tree_id,
  slug: trees.slug,
  name_common: trees.name_common,
  name_sci: trees.name_sci,
};

/** Every active species by common name, with how many photos each slot has. */
export async function listAdminSpecies(db: Db, treeId?: number): Promise<AdminSpecies[]> {
  const [rows, counts] = await Promise.all([
    db
      .select(speciesColumns)
      .from(trees)
      .where(and(eq(trees.active, true), treeId === undefined ? undefined : eq(trees.tree_id, treeId)))
      .orderBy(asc(trees.name_common), asc(trees.slug)),
    db
      .select({ tree_id: photos.tree_id, slot: photos.slot, photos: count() })
      .from(photos)
      .where(treeId === undefined ? undefined : eq(photos.tree_id, treeId))
      .groupBy(photos.tree_id, photos.slot),
  ]);
  const species = rows.map((row) => ({ ...row, photos: noPhotos() }));
  const byId = new Map(species.map((row) => [row.tree_id, row]));
  for (const { tree_id, slot, photos: n } of counts) {
    const row = byId.get(tree_id);
    if (row) row.photos[slot] = n;
  }
  return species;
}

/** An active species by its catalog file name, with its photo counts; undefined when there is none. */
export async function findAdminSpecies(db: Db, slug: string): Promise<AdminSpecies | undefined> {
  const [tree] = await db
    .select({ tree_id: trees.tree_id })
    .from(trees)
    .where(and(eq(trees.slug, slug), eq(trees.active, true)));
  return tree ? (await listAdminSpecies(db, tree.tree_id))[0] : undefined;
}

/** A photo as the console shows it: its credit, its URL in the trees and a thumbnail. */
export function toAdminPhoto(photo: PhotoRow): AdminPhoto {
  const url = photoUrl(photo);
  return {
    photo_id: photo.photo_id,
    slot: photo.slot,
    author: photo.author,
    licence: photo.licence,
    licence_url: licenceUrl(photo.licence),
    source_url: photo.source_url,
    width: photo.width,
    height: photo.height,
    url,
    thumbnail_url: thumbnailUrl(url),
    added_at: photo.created_at.toISOString(),
  };
}

/** Every photo of a tree, slot by slot in the order learners meet them, oldest first. */
export async function listSpeciesPhotos(db: Db, treeId: number): Promise<AdminPhoto[]> {
  const rows = await db.select().from(photos).where(eq(photos.tree_id, treeId)).orderBy(asc(photos.photo_id));
  const slotOrder = (photo: PhotoRow) => PICTURE_SLOTS.indexOf(photo.slot);
  return rows.sort((a, b) => slotOrder(a) - slotOrder(b)).map(toAdminPhoto);
}
