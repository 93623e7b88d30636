import { contrastSpecies, lookalikesOf, lookFor, type Slot, type Species } from '@leafwise/catalog';
import type { TreeRow } from '../db/schema.ts';
import { speciesOf } from './illustrations.ts';

type Differences = ReturnType<typeof contrastSpecies>;

/**
 * What tells two trees apart, and what to look for to know one (catalog/src/contrast.ts), for the
 * trees the server holds. Both are pure functions of the records, so each is worked out once, on
 * first asking, and kept: the catalog is a few hundred trees at most.
 */
export class Contrasts {
  readonly #species = new Map<number, Species>();
  readonly #pairs = new Map<string, Differences>();
  readonly #lookFor = new Map<string, string>();

  constructor(rows: TreeRow[]) {
    for (const row of rows) this.#species.set(row.tree_id, speciesOf(row));
  }

  /**
   * The differences between `a` and `b`, `a`'s side first, those the `slots` a question showed
   * first; undefined when either is unknown.
   */
  between(a: number, b: number, slots?: readonly Slot[]): Differences | undefined {
    const key = `${a}/${b}/${slots?.join(',') ?? ''}`;
    const known = this.#pairs.get(key);
    if (known) return known;
    const first = this.#species.get(a);
    const second = this.#species.get(b);
    if (!first || !second || a === b) return undefined;
    const differences = contrastSpecies(first, second, { slots });
    this.#pairs.set(key, differences);
    return differences;
  }

  /**
   * One line on what to look for to know `treeId` from its look-alikes, leading with what the
   * `slots` a question showed can show; undefined when unknown.
   */
  lookFor(treeId: number, slots?: readonly Slot[]): string | undefined {
    const key = `${treeId}/${slots?.join(',') ?? ''}`;
    const known = this.#lookFor.get(key);
    if (known) return known;
    const species = this.#species.get(treeId);
    if (!species) return undefined;
    const line = lookFor(species, lookalikesOf(species, [...this.#species.values()]), { slots });
    this.#lookFor.set(key, line);
    return line;
  }
}
