import type { IncorrectOptionsQuery, Tree, TreesQuery, TreeType } from '@leafwise/contract';
import type { TreeRow } from '../db/schema.ts';
import { Illustrations } from './illustrations.ts';

/** The API shape of a row (DESIGN §4), with a picture for each slot. */
export function toApiTree(row: TreeRow, pictures: Illustrations): Tree {
  return {
    tree_id: row.tree_id,
    tree_name_sci: row.name_sci,
    tree_name_common: row.name_common,
    ...pictures.urls(row.tree_id),
    leaf_description: row.leaf_description,
    bark_description: row.bark_description,
    bud_description: row.bud_description,
    seed_description: row.seed_description,
    level: row.level,
    type: row.type,
  };
}

/** What makes two trees easy to confuse: the genus (first word of the name), the family, the leaf's form. */
export type Kinship = { genus: string; family: string; leafForm: string };

const kinshipOf = (row: TreeRow): Kinship => ({
  genus: row.name_sci.split(' ')[0] ?? row.name_sci,
  family: row.family,
  leafForm: `${row.traits.leaf.compound} ${row.traits.leaf.shape}`,
});

const LIST_START = Buffer.from('{"trees":[');
const LIST_END = Buffer.from(']}');
const COMMA = Buffer.from(',');

/**
 * The active catalog, held in memory: it is small (a few hundred rows at most) and read on every
 * quiz, so sampling never touches the database. Each tree is also serialised and UTF-8 encoded
 * once, up front: validating, stringifying and encoding ~13 KB per answer took most of the trees
 * route's time (see docs/benchmarks.md).
 */
export class TreeStore {
  readonly size: number;
  readonly illustrations: Illustrations;
  readonly #trees: Tree[];
  readonly #json = new Map<Tree, Buffer>();
  readonly #byId = new Map<number, Tree>();
  readonly #kinship = new Map<number, Kinship>();
  readonly #random: () => number;

  constructor(rows: TreeRow[], random: () => number = Math.random) {
    this.illustrations = new Illustrations(rows);
    this.#trees = rows.map((row) => toApiTree(row, this.illustrations));
    for (const tree of this.#trees) {
      this.#json.set(tree, Buffer.from(JSON.stringify(tree)));
      this.#byId.set(tree.tree_id, tree);
    }
    for (const row of rows) this.#kinship.set(row.tree_id, kinshipOf(row));
    this.size = rows.length;
    this.#random = random;
  }

  /** Up to `limit` distinct trees at or below `level`, each subset equally likely. */
  sample({ level, limit, type }: TreesQuery): Tree[] {
    return this.#pick(
      this.#trees.filter((tree) => tree.level <= level && matchesType(tree, type)),
      limit,
    );
  }

  /** Up to `limit` distinct trees of any level, none of them in `exclude_ids`. */
  incorrectOptions({ exclude_ids, limit, type }: IncorrectOptionsQuery): Tree[] {
    const excluded = new Set(exclude_ids ?? []);
    return this.#pick(
      this.#trees.filter((tree) => !excluded.has(tree.tree_id) && matchesType(tree, type)),
      limit,
    );
  }

  get(treeId: number): Tree | undefined {
    return this.#byId.get(treeId);
  }

  kinship(treeId: number): Kinship | undefined {
    return this.#kinship.get(treeId);
  }

  /** `{ "trees": [...] }` as UTF-8 JSON, joined from the stored bytes of each tree. */
  toJson(trees: Tree[]): Buffer {
    const parts: Buffer[] = [LIST_START];
    trees.forEach((tree, i) => {
      if (i > 0) parts.push(COMMA);
      parts.push(this.#json.get(tree) ?? Buffer.from(JSON.stringify(tree)));
    });
    parts.push(LIST_END);
    return Buffer.concat(parts);
  }

  /** A partial Fisher-Yates shuffle: uniform, and no tree twice. */
  #pick(pool: Tree[], limit: number): Tree[] {
    const count = Math.min(limit, pool.length);
    for (let i = 0; i < count; i++) {
      const j = i + Math.floor(this.#random() * (pool.length - i));
      [pool[i], pool[j]] = [pool[j] as Tree, pool[i] as Tree];
    }
    return pool.slice(0, count);
  }
}

const matchesType = (tree: Tree, type: TreeType | undefined) => type === undefined || tree.type === type;
