import { createHash } from 'node:crypto';
import { pictureSkeletons, renderIllustration, SLOTS, type Slot, type Species } from '@leafwise/catalog';
import type { TreeRow } from '../db/schema.ts';

/** The catalog record a row came from: what the illustration renderer draws. */
export function speciesOf(row: TreeRow): Species {
  return {
    name_sci: row.name_sci,
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
    },
    traits: row.traits,
  };
}

/** Skeletons by record version and slot: the same in every app of a process (tests start many). */
const skeletonsDrawn = new Map<string, string[]>();

/**
 * Drawings are a pure function of the record, so their URLs carry a hash of it and are cached
 * for a year; an edited record gets a new URL. Each picture is drawn on first request, then kept.
 */
export class Illustrations {
  readonly #species = new Map<number, { species: Species; version: string }>();
  readonly #drawn = new Map<string, string>();

  constructor(rows: TreeRow[]) {
    for (const row of rows) {
      const species = speciesOf(row);
      const version = createHash('sha256').update(JSON.stringify(species)).digest('base64url').slice(0, 12);
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
    };
  }

  /**
   * A quiz question's own drawing of the species, from its secret seed (renderIllustration's
   * variant): drawn each time, as it is asked for once or twice (about a millisecond). Its
   * skeleton is no public drawing's, of this species or any other, so a script that has learnt
   * them all recognises none.
   */
  variant(treeId: number, slot: Slot, seed: string): string | undefined {
    const entry = this.#species.get(treeId);
    if (!entry) return undefined;
    const taken = this.#publicSkeletons();
    return renderIllustration(entry.species, slot, { variant: seed, taken: (skeleton) => taken.has(skeleton) });
  }

  #skeletons: Set<string> | undefined;

  /** Every public drawing's skeletons, worked out on the first quiz picture (under a second). */
  #publicSkeletons(): Set<string> {
    if (!this.#skeletons) {
      this.#skeletons = new Set();
      for (const [treeId, entry] of this.#species) {
        for (const slot of SLOTS) {
          const key = `${entry.version}/${slot}`;
          let known = skeletonsDrawn.get(key);
          if (!known) {
            known = pictureSkeletons(this.get(treeId, slot)?.svg ?? '');
            skeletonsDrawn.set(key, known);
          }
          for (const skeleton of known) this.#skeletons.add(skeleton);
        }
      }
    }
    return this.#skeletons;
  }

  /** The drawing, and whether `version` names the current one (so it may be cached for good). */
  get(treeId: number, slot: Slot, version?: string): { svg: string; current: boolean } | undefined {
    const entry = this.#species.get(treeId);
    if (!entry) return undefined;
    const key = `${treeId}/${slot}`;
    let svg = this.#drawn.get(key);
    if (!svg) {
      svg = renderIllustration(entry.species, slot);
      this.#drawn.set(key, svg);
    }
    return { svg, current: version === entry.version };
  }
}
