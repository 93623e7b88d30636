import { type CatalogEntry, loadCatalog } from '@leafwise/catalog';
import type { TreeRow } from '../../src/db/schema.ts';
import { toRow } from '../../src/trees/trees-repository.ts';

let sequence = 0;

/**
 * The English oak's traits, for the many a drawing needs (sizes, tips, bark features, the twig,
 * the crown) that no test here is about; the words tests do read are set below.
 */
const oak = (() => {
  const record = loadCatalog().find((entry) => entry.slug === 'quercus-robur');
  if (!record) throw new Error('the catalog has no English oak');
  return record.traits;
})();

/** A valid catalog entry; override any field. Names are unique per call unless given. */
export function makeSpecies(overrides: Partial<CatalogEntry> = {}): CatalogEntry {
  sequence += 1;
  const genus = `Testus${String.fromCharCode(97 + (sequence % 26))}`;
  const name_sci = overrides.name_sci ?? `${genus} species${sequence}`;
  return {
    slug: name_sci.toLowerCase().replace(/\s+/g, '-'),
    name_sci,
    synonyms: [],
    name_common: `Test tree ${sequence}`,
    family: 'Fagaceae',
    level: 1,
    type: 'deciduous',
    conifer: false,
    fruit_tree: false,
    forms: [],
    descriptions: {
      leaf: 'A simple oval leaf with a finely toothed edge.',
      bark: 'Smooth grey bark that cracks with age.',
      bud: 'Small brown pointed buds set alternately.',
      seed: 'A hard nut held in a spiny husk.',
      form: 'A broad, rounded crown on a short trunk.',
    },
    look_for: [
      { part: 'leaf', mark: 'a simple oval leaf with a finely toothed edge' },
      { part: 'seed', mark: 'a hard nut held in a spiny husk' },
    ],
    traits: {
      leaf: {
        ...oak.leaf,
        shape: 'ovate',
        margin: 'serrate',
        lobing: 'none',
        compound: 'simple',
        leaflets: 1,
        arrangement: 'alternate',
      },
      bark: { ...oak.bark, texture: 'smooth', colour: 'grey' },
      bud: { ...oak.bud, shape: 'ovoid', colour: 'brown', arrangement: 'alternate' },
      seed: { ...oak.seed, kind: 'nut' },
      form: oak.form,
    },
    ...overrides,
  };
}

/** A deterministic random source (mulberry32), so statistical tests cannot flake. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` rows as the trees table holds them, ids 1..count, for stores built without a database. */
export function makeTreeRows(count: number, overrides: (i: number) => Partial<TreeRow> = () => ({})): TreeRow[] {
  return Array.from({ length: count }, (_, i) => ({
    tree_id: i + 1,
    ...toRow(makeSpecies()),
    active: true,
    created_at: new Date(),
    updated_at: new Date(),
    ...overrides(i),
  }));
}

/** The real catalog as the trees table holds it, ids 1..n in catalog order. */
export function catalogTreeRows(catalog: readonly CatalogEntry[]): TreeRow[] {
  return makeTreeRows(catalog.length, (i) => (catalog[i] ? toRow(catalog[i]) : {}));
}
