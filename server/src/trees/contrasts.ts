import { contrastSpecies, lookalikesOf, lookFor, type Species } from '@leafwise/catalog';
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
  readonly #lookFor = new Map<number, string>();

  constructor(rows: TreeRow[]) {
    for (const row of rows) this.#species.set(row.tree_id, speciesOf(row));
  }

  /** The differences between `a` and `b`, `a`'s side first; undefined when either is unknown. */
  between(a: number, b: number): Differences | undefined {
    const key = `${a}/${b}`;
    const known = this.#pairs.get(key);
    if (known) return known;
    const first = this.#species.get(a);
    const second = this.#species.get(b);
    if (!first || !second || a === b) return undefined;
    const differences = contrastSpecies(first, second);
    this.#pairs.set(key, differences);
    return differences;
  }

  /** One line on what to look for to know `treeId` from its look-alikes; undefined when unknown. */
  lookFor(treeId: number): string | undefined {
    const known = this.#lookFor.get(treeId);
    if (known) return known;
    const species = this.#species.get(treeId);
    if (!species) return undefined;
    const line = lookFor(species, lookalikesOf(species, [...this.#species.values()]));
    this.#lookFor.set(treeId, line);
    return line;
  }
}
