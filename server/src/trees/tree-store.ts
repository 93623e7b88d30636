import type { IncorrectOptionsQuery, Tree, TreesQuery, TreeType } from '@leafwise/contract';
import type { TreeRow } from '../db/schema.ts';

/** The API shape of a row (DESIGN §4). Image slots arrive with the pictures work; until then they are left out. */
export function toApiTree(row: TreeRow): Tree {
  return {
    tree_id: row.tree_id,
    tree_name_sci: row.name_sci,
    tree_name_common: row.name_common,
    leaf_description: row.leaf_description,
    bark_description: row.bark_description,
    bud_description: row.bud_description,
    seed_description: row.seed_description,
    level: row.level,
    type: row.type,
  };
}

type Entry = { tree: Tree; json: string };

/**
 * The active catalog, held in memory: it is small (a few hundred rows at most) and read on every
 * quiz, so sampling never touches the database. Each tree is serialised once, up front.
 */
export class TreeStore {
  readonly size: number;
  readonly #entries: Entry[];
  readonly #random: () => number;

  constructor(rows: TreeRow[], random: () => number = Math.random) {
    this.#entries = rows.map((row) => {
      const tree = toApiTree(row);
      return { tree, json: JSON.stringify(tree) };
    });
    this.size = rows.length;
    this.#random = random;
  }

  /** Up to `limit` distinct trees at or below `level`, each subset equally likely. */
  sample({ level, limit, type }: TreesQuery): Entry[] {
    return this.#pick(
      this.#entries.filter((e) => e.tree.level <= level && matchesType(e.tree, type)),
      limit,
    );
  }

  /** Up to `limit` distinct trees of any level, none of them in `exclude_ids`. */
  incorrectOptions({ exclude_ids, limit, type }: IncorrectOptionsQuery): Entry[] {
    const excluded = new Set(exclude_ids ?? []);
    return this.#pick(
      this.#entries.filter((e) => !excluded.has(e.tree.tree_id) && matchesType(e.tree, type)),
      limit,
    );
  }

  /** A partial Fisher-Yates shuffle: uniform, and no tree twice. */
  #pick(pool: Entry[], limit: number): Entry[] {
    const count = Math.min(limit, pool.length);
    for (let i = 0; i < count; i++) {
      const j = i + Math.floor(this.#random() * (pool.length - i));
      [pool[i], pool[j]] = [pool[j] as Entry, pool[i] as Entry];
    }
    return pool.slice(0, count);
  }
}

const matchesType = (tree: Tree, type: TreeType | undefined) => type === undefined || tree.type === type;

/** A `{ trees: [...] }` body from pre-serialised trees, so a hot route does no per-request stringify. */
export const treeListJson = (entries: Entry[]): string => `{"trees":[${entries.map((e) => e.json).join(',')}]}`;
