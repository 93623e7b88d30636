import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { CatalogEntry } from '@leafwise/catalog';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { catalogSyncs, type TreeRow, trees } from '../db/schema.ts';

export async function listActiveTrees(db: Db): Promise<TreeRow[]> {
  return db.select().from(trees).where(eq(trees.active, true)).orderBy(trees.tree_id);
}

export async function countActiveTrees(db: Db): Promise<number> {
  return db.$count(trees, eq(trees.active, true));
}

export function toRow(entry: CatalogEntry): Omit<TreeRow, 'tree_id' | 'created_at' | 'updated_at'> {
  return {
    slug: entry.slug,
    name_sci: entry.name_sci,
    synonyms: entry.synonyms,
    name_common: entry.name_common,
    family: entry.family,
    level: entry.level,
    type: entry.type,
    conifer: entry.conifer,
    fruit_tree: entry.fruit_tree,
    leaf_description: entry.descriptions.leaf,
    bark_description: entry.descriptions.bark,
    bud_description: entry.descriptions.bud,
    seed_description: entry.descriptions.seed,
    form_description: entry.descriptions.form,
    traits: entry.traits,
    look_for: entry.look_for ?? [],
    active: true,
  };
}

const COMPARED = [
  'name_sci',
  'name_common',
  'family',
  'level',
  'type',
  'conifer',
  'fruit_tree',
  'leaf_description',
  'bark_description',
  'bud_description',
  'seed_description',
  'form_description',
  'active',
] as const;

// jsonb does not keep key order, so traits, synonyms and marks are compared by value.
function differs(row: TreeRow, next: ReturnType<typeof toRow>): boolean {
  return (
    COMPARED.some((key) => row[key] !== next[key]) ||
    !isDeepStrictEqual(row.traits, next.traits) ||
    !isDeepStrictEqual(row.synonyms, next.synonyms) ||
    !isDeepStrictEqual(row.look_for, next.look_for)
  );
}

export type SyncResult = { inserted: number; updated: number; hidden: number; unchanged: number; skipped: boolean };

/**
 * Makes the trees table match the catalog: inserts new species, updates edited ones (keeping their
 * ids), hides removed ones. Running it twice changes nothing the second time, and when the
 * catalog's hash is the one last synced (most starts) it reads one row and stops (`skipped`).
 */
export async function syncCatalog(db: Db, entries: CatalogEntry[]): Promise<SyncResult> {
  const rows = entries.map(toRow);
  // A hash of the rows as written: the same catalog gives the same hash.
  const hash = createHash('sha256').update(JSON.stringify(rows)).digest('base64url');
  const [last] = await db.select({ hash: catalogSyncs.hash }).from(catalogSyncs);
  if (last?.hash === hash) return { inserted: 0, updated: 0, hidden: 0, unchanged: rows.length, skipped: true };
  return db.transaction(async (tx) => {
    await tx
      .insert(catalogSyncs)
      .values({ hash })
      .onConflictDoUpdate({ target: catalogSyncs.id, set: { hash, synced_at: new Date() } });
    const existing = new Map((await tx.select().from(trees)).map((row) => [row.slug, row]));
    const result: SyncResult = { inserted: 0, updated: 0, hidden: 0, unchanged: 0, skipped: false };
    const fresh = [];
    for (const next of rows) {
      const row = existing.get(next.slug);
      if (!row) fresh.push(next);
      else if (differs(row, next)) {
        await tx
          .update(trees)
          .set({ ...next, updated_at: new Date() })
          .where(eq(trees.tree_id, row.tree_id));
        result.updated++;
      } else result.unchanged++;
    }
    if (fresh.length > 0) await tx.insert(trees).values(fresh);
    result.inserted = fresh.length;
    const slugs = rows.map((row) => row.slug);
    const hidden = await tx
      .update(trees)
      .set({ active: false, updated_at: new Date() })
      .where(and(eq(trees.active, true), slugs.length > 0 ? notInArray(trees.slug, slugs) : undefined))
      .returning({ tree_id: trees.tree_id });
    result.hidden = hidden.length;
    return result;
  });
}
