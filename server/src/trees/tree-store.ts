import { familiarSynonym } from '@leafwise/catalog';
import {
  type IncorrectOptionsQuery,
  TREE_SLOTS,
  type Tree,
  type TreeSlot,
  type TreesQuery,
  type TreeType,
} from '@leafwise/contract';
import type { PhotoRow, TreeRow } from '../db/schema.ts';
import { mediaFileBase } from '../photos/media-store.ts';
import { photoUrl } from '../photos/photos-repository.ts';
import { Contrasts } from './contrasts.ts';
import { Illustrations } from './illustrations.ts';

/** The familiar earlier name of a renamed species, as the API's optional `tree_name_synonym`. */
function synonymOf(row: Pick<TreeRow, 'synonyms'>): { tree_name_synonym?: string } {
  const synonym = familiarSynonym(row);
  return synonym ? { tree_name_synonym: synonym } : {};
}

/** A tree's names as the API repeats them beside its id: common, scientific and any familiar old name. */
export function namesOf(tree: Tree): Pick<Tree, 'tree_name_common' | 'tree_name_sci' | 'tree_name_synonym'> {
  const { tree_name_common, tree_name_sci, tree_name_synonym } = tree;
  return tree_name_synonym
    ? { tree_name_common, tree_name_sci, tree_name_synonym }
    : { tree_name_common, tree_name_sci };
}

/** The API shape of a row (docs/product.md#trees-and-pictures), with a picture for each slot. */
function toApiTree(row: TreeRow, pictures: Illustrations): Tree {
  return {
    tree_id: row.tree_id,
    slug: row.slug,
    tree_name_sci: row.name_sci,
    ...synonymOf(row),
    tree_name_common: row.name_common,
    ...pictures.urls(row.tree_id),
    leaf_description: row.leaf_description,
    bark_description: row.bark_description,
    bud_description: row.bud_description,
    seed_description: row.seed_description,
    form_description: row.form_description,
    level: row.level,
    type: row.type,
  };
}

/** What a slot shows: a photo (when the species has any for that slot) or else its drawing (the form: its drawing only). */
export type SlotPicture = { kind: 'photo'; photo: PhotoRow; url: string } | { kind: 'illustration'; url: string };

/**
 * A tree's JSON, cut at its picture URLs so each answer can join in a randomly chosen one:
 * parts[0] url(leaf) parts[1] url(bark) parts[2] url(bud) parts[3] url(seed) parts[4] url(form) parts[5].
 */
interface EncodedTree {
  parts: Buffer[];
  urls: Buffer[][];
  /** The whole JSON, when no slot has a choice to make. */
  fixed?: Buffer;
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
  #photoCount = 0;
  readonly illustrations: Illustrations;
  /** What tells two trees apart, for the explanations after an answer. */
  readonly contrasts: Contrasts;
  readonly #trees: Tree[];
  readonly #choices = new Map<number, Record<TreeSlot, SlotPicture[]>>();
  readonly #json = new Map<Tree, EncodedTree>();
  readonly #byId = new Map<number, Tree>();
  readonly #bySlug = new Map<string, Tree>();
  readonly #kinship = new Map<number, Kinship>();
  readonly #conifers = new Set<number>();
  /** The file bases (media-store.ts) of every photo in the catalog: /media serves no others. */
  #photoFiles = new Set<string>();
  readonly #random: () => number;

  constructor(rows: TreeRow[], photos: PhotoRow[] = [], random: () => number = Math.random) {
    this.illustrations = new Illustrations(rows);
    this.contrasts = new Contrasts(rows);
    this.#trees = rows.map((row) => toApiTree(row, this.illustrations));
    for (const tree of this.#trees) {
      this.#byId.set(tree.tree_id, tree);
      this.#bySlug.set(tree.slug, tree);
    }
    for (const row of rows) this.#kinship.set(row.tree_id, kinshipOf(row));
    for (const row of rows) if (row.conifer) this.#conifers.add(row.tree_id);
    this.size = rows.length;
    this.#random = random;
    this.setPhotos(photos);
  }

  get photoCount(): number {
    return this.#photoCount;
  }

  /**
   * Which photos each slot shows from now on (the change feed calls this when the photos table
   * changes): the pictures to choose from and each tree's stored JSON are made again; the
   * drawings and contrasts, which photos do not touch, stay.
   */
  setPhotos(photos: PhotoRow[]): void {
    const bySlot = Map.groupBy(photos, (photo) => `${photo.tree_id}/${photo.slot}`);
    for (const tree of this.#trees) {
      const choices = Object.fromEntries(
        TREE_SLOTS.map((slot) => {
          const own = bySlot.get(`${tree.tree_id}/${slot}`) ?? [];
          const drawing = tree[`tree_img_${slot}`];
          const options: SlotPicture[] = own.length
            ? own.map((photo) => ({ kind: 'photo', photo, url: photoUrl(photo) }))
            : drawing
              ? [{ kind: 'illustration', url: drawing }]
              : [];
          return [slot, options];
        }),
      ) as Record<TreeSlot, SlotPicture[]>;
      this.#choices.set(tree.tree_id, choices);
      this.#json.set(tree, encodeTree(tree, choices));
    }
    this.#photoCount = photos.length;
    this.#photoFiles = new Set(photos.map((photo) => mediaFileBase(photo.source_hash)));
  }

  /** Whether the files named by `fileBase` are a photo still in the catalog (not taken down). */
  hasPhotoFiles(fileBase: string): boolean {
    return this.#photoFiles.has(fileBase);
  }

  /** The pictures a slot may show: several photos to pick from at random, or the one drawing. */
  pictureChoices(treeId: number, slot: TreeSlot): SlotPicture[] {
    return this.#choices.get(treeId)?.[slot] ?? [];
  }

  /** One of a slot's pictures, at random (docs/pictures.md). */
  choosePicture(treeId: number, slot: TreeSlot): SlotPicture | undefined {
    const choices = this.pictureChoices(treeId, slot);
    return choices[Math.floor(this.#random() * choices.length)];
  }

  /** The tree with a picture chosen for each slot, as `toJson` sends it. */
  withPictures(tree: Tree): Tree {
    const shown = { ...tree };
    for (const slot of TREE_SLOTS) {
      const picture = this.choosePicture(tree.tree_id, slot);
      if (picture) shown[`tree_img_${slot}`] = picture.url;
    }
    return shown;
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

  /** The tree whose catalog file (and page, /trees/<slug>) has this name. */
  bySlug(slug: string): Tree | undefined {
    return this.#bySlug.get(slug);
  }

  kinship(treeId: number): Kinship | undefined {
    return this.#kinship.get(treeId);
  }

  /** Conifer or broadleaf: the first thing anyone tells apart, so Sapling's wrong options share it. */
  isConifer(treeId: number): boolean {
    return this.#conifers.has(treeId);
  }

  /** Every tree at or below `level` (any level when left out), of `type`, in catalog order. */
  matching({ level, type }: { level?: number; type?: TreeType }): Tree[] {
    return this.#trees.filter((tree) => (level === undefined || tree.level <= level) && matchesType(tree, type));
  }

  /** `{ "trees": [...] }` as UTF-8 JSON, joined from the stored bytes of each tree. */
  toJson(trees: Tree[]): Buffer {
    const parts: Buffer[] = [LIST_START];
    trees.forEach((tree, i) => {
      if (i > 0) parts.push(COMMA);
      const encoded = this.#json.get(tree);
      if (!encoded) parts.push(Buffer.from(JSON.stringify(tree)));
      else if (encoded.fixed) parts.push(encoded.fixed);
      else {
        encoded.urls.forEach((urls, slot) => {
          parts.push(encoded.parts[slot] as Buffer, urls[Math.floor(this.#random() * urls.length)] as Buffer);
        });
        parts.push(encoded.parts[encoded.urls.length] as Buffer);
      }
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

// Stands in for a URL while the tree is serialised, then marks where to cut.
const CUT = '\u0001cut\u0001';

function encodeTree(tree: Tree, choices: Record<TreeSlot, SlotPicture[]>): EncodedTree {
  // Every slot of a tree has its drawing at least, so each tree_img_* key is there to be cut at.
  const marked = Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, key.startsWith('tree_img_') ? CUT : value]),
  );
  const parts = JSON.stringify(marked)
    .split(JSON.stringify(CUT))
    .map((part) => Buffer.from(part));
  const urls = TREE_SLOTS.filter((slot) => `tree_img_${slot}` in tree).map((slot) =>
    choices[slot].map((choice) => Buffer.from(JSON.stringify(choice.url))),
  );
  const fixed = urls.every((options) => options.length === 1)
    ? Buffer.concat(parts.flatMap((part, i) => (i < urls.length ? [part, urls[i]?.[0] as Buffer] : [part])))
    : undefined;
  return { parts, urls, fixed };
}

const matchesType = (tree: Tree, type: TreeType | undefined) => type === undefined || tree.type === type;
