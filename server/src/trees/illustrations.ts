import { createHash } from 'node:crypto';
import { type Detail, publicSkeletons, renderIllustration, SLOTS, type Slot, type Species } from '@leafwise/catalog';
import { LRUCache } from 'lru-cache';
import type { TreeRow } from '../db/schema.ts';

/** The catalog record a row came from: what the illustration renderer draws and the explanations read. */
export function speciesOf(row: TreeRow): Species {
  return {
    name_sci: row.name_sci,
    synonyms: row.synonyms,
    name_common: row.name_common,
    family: row.family,
    level: row.level as Species['level'],
    type: row.type,
    conifer: row.conifer,
    fruit_tree: row.fruit_tree,
    descriptions: {
      leaf: row.leaf_description,
      bark: row.bark_description,
      bud: row.bud_description,
      seed: row.seed_description,
      form: row.form_description,
    },
    traits: row.traits,
    look_for: row.look_for,
    // Named forms are drawn with the field guide (catalog/src/field-guide.ts), never by the server.
    forms: [],
  };
}

/** How many drawings other than a slot's first specimen at normal detail are kept (~12 KB each). */
const OTHERS_KEPT = 1000;

/** Skeletons longer than this (in command letters) are never checked; see variant(). */
const SHORT_SKELETON = 80;

/**
 * Drawings are a pure function of the record, so their URLs carry a hash of it and are cached
 * for a year; an edited record gets a new URL. Each picture is drawn on first request, then kept.
 */
export class Illustrations {
  readonly #species = new Map<number, { species: Species; version: string }>();
  readonly #drawn = new Map<string, string>();
  /** Other specimens and high detail, least recently asked for first. */
  readonly #others = new LRUCache<string, string>({ max: OTHERS_KEPT });

  constructor(rows: TreeRow[]) {
    for (const row of rows) {
      const species = speciesOf(row);
      // The look-for marks are no part of a drawing: a new mark leaves the drawing URLs as they were.
      const drawn = JSON.stringify({ ...species, look_for: undefined });
      const version = createHash('sha256').update(drawn).digest('base64url').slice(0, 12);
      this.#species.set(row.tree_id, { species, version });
    }
  }

  /** `tree_img_leaf` and the rest, for the API's tree shape. */
  urls(treeId: number): Record<`tree_img_${Slot}`, string> | Record<string, never> {
    const entry = this.#species.get(treeId);
    if (!entry) return {};
    const url = (slot: Slot) => `/api/illustrations/${treeId}/${slot}.svg?v=${entry.version}`;
    return {
      tree_img_leaf: url('leaf'),
      tree_img_bark: url('bark'),
      tree_img_bud: url('bud'),
      tree_img_seed: url('seed'),
      tree_img_form: url('form'),
    };
  }

  /**
   * A quiz question's own drawing of the species, from its secret seed (renderIllustration's
   * variant): drawn each time, as it is asked for once or twice (a few milliseconds). Its skeleton
   * is no public drawing's of the trees the question offers (`rivals`: any public specimen, any
   * slot, at this detail), so a script that has learnt every public picture recognises none of
   * them. A picture that matched a tree not on offer would tell a script nothing.
   */
  variant(
    treeId: number,
    slot: Slot,
    seed: string,
    rivals: readonly number[] = [],
    detail: Detail = 'normal',
  ): string | undefined {
    const entry = this.#species.get(treeId);
    if (!entry) return undefined;
    // A long skeleton is a drawing of many parts whose commands the disguise has rewritten at
    // random: no other drawing has it. Only short ones (a pod and two seeds) are worth checking.
    const isTaken = (skeleton: string) =>
      skeleton.length <= SHORT_SKELETON &&
      [treeId, ...rivals].some((id) => {
        const rival = this.#species.get(id);
        return rival !== undefined && SLOTS.some((each) => publicSkeletons(rival.species, each, detail).has(skeleton));
      });
    return renderIllustration(entry.species, slot, { variant: seed, detail, taken: isTaken });
  }

  /**
   * The drawing, and whether `version` names the current one (so it may be cached for good): the
   * first specimen at normal detail unless `specimen` (0 to PUBLIC_SPECIMENS - 1) or `detail` say
   * otherwise. Every first specimen is kept; the others (five more specimens, two details: some
   * 90 MB for the whole catalog) only the OTHERS_KEPT asked for most recently.
   */
  get(
    treeId: number,
    slot: Slot,
    version?: string,
    { specimen = 0, detail = 'normal' }: { specimen?: number; detail?: Detail } = {},
  ): { svg: string; current: boolean } | undefined {
    const entry = this.#species.get(treeId);
    if (!entry) return undefined;
    const first = specimen === 0 && detail === 'normal';
    const drawn = first ? this.#drawn : this.#others;
    const key = `${treeId}/${slot}/${specimen}/${detail}`;
    let svg = drawn.get(key);
    if (!svg) {
      svg = renderIllustration(entry.species, slot, { specimen, detail });
      drawn.set(key, svg);
    }
    return { svg, current: version === entry.version };
  }
}
