import type { LookForMark, Slot, SpeciesTraits, Synonym } from '@leafwise/catalog';
import { TREE_TYPES } from '@leafwise/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/** One row per catalog species; written only by the catalog seed, read into memory at start. */
export const trees = pgTable(
  'trees',
  {
    tree_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // The catalog file name; the seed upserts on it so ids stay stable across restarts.
    slug: text().notNull().unique(),
    // The accepted name; a rename keeps the row (and its id) through the slug.
    name_sci: text().notNull().unique(),
    // Earlier names, the familiar one shown beside the accepted name (docs/catalog.md).
    synonyms: jsonb().$type<Synonym[]>().notNull().default([]),
    name_common: text().notNull(),
    family: text().notNull(),
    level: smallint().notNull(),
    type: text({ enum: TREE_TYPES }).notNull(),
    conifer: boolean().notNull(),
    fruit_tree: boolean().notNull(),
    leaf_description: text().notNull(),
    bark_description: text().notNull(),
    bud_description: text().notNull(),
    seed_description: text().notNull(),
    // The whole tree at a distance; '' on rows synced before it existed, until the next sync fills it.
    form_description: text().notNull().default(''),
    traits: jsonb().$type<SpeciesTraits>().notNull(),
    // The field marks an expert names first (docs/catalog.md); [] on rows synced before it existed.
    look_for: jsonb().$type<LookForMark[]>().notNull().default([]),
    // A species taken out of the catalog is hidden, not deleted, so history that names it survives.
    active: boolean().notNull().default(true),
    ...timestamps,
  },
  (table) => [
    check('trees_level_range', sql`${table.level} between 1 and 3`),
    check('trees_type_known', sql`${table.type} in ('deciduous', 'evergreen')`),
  ],
);
export type TreeRow = typeof trees.$inferSelect;

// Spelled out rather than imported: drizzle-kit loads this file without the catalog's runtime.
const PHOTO_SLOTS = ['leaf', 'bark', 'bud', 'seed'] as const satisfies readonly Slot[];

/** One encoded file of a photo: a format at a width, named by a hash of its bytes. */
export interface PhotoVariant {
  format: 'avif' | 'webp';
  width: number;
  height: number;
  file: string;
  bytes: number;
}

/** A photo of one slot of one species, with the credit its licence asks for. */
export const photos = pgTable(
  'photos',
  {
    photo_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tree_id: integer()
      .notNull()
      .references(() => trees.tree_id, { onDelete: 'cascade' }),
    slot: text({ enum: PHOTO_SLOTS }).notNull(),
    // sha256 of the file as imported: the same file imported twice is refused.
    source_hash: text().notNull().unique(),
    width: integer().notNull(),
    height: integer().notNull(),
    variants: jsonb().$type<PhotoVariant[]>().notNull(),
    author: text().notNull(),
    licence: text().notNull(),
    source_url: text().notNull(),
    created_at: timestamps.created_at,
  },
  (table) => [
    check('photos_slot_known', sql`${table.slot} in ('leaf', 'bark', 'bud', 'seed')`),
    index('photos_tree_slot').on(table.tree_id, table.slot),
  ],
);
export type PhotoRow = typeof photos.$inferSelect;

/**
 * The catalog as last synced into `trees`: a hash of its records, so that a start with the same
 * catalog (most starts) skips the sync. One row.
 */
export const catalogSyncs = pgTable(
  'catalog_syncs',
  {
    id: smallint().primaryKey().default(1),
    hash: text().notNull(),
    synced_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('catalog_syncs_one_row', sql`${table.id} = 1`)],
);
