import type { SpeciesTraits } from '@leafwise/catalog';
import { TREE_TYPES } from '@leafwise/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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
    name_sci: text().notNull().unique(),
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
    traits: jsonb().$type<SpeciesTraits>().notNull(),
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
export type NewTreeRow = typeof trees.$inferInsert;
