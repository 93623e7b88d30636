import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../src/load.ts';
import { SpeciesSchema } from '../src/schema.ts';
import { SCOPED_TRAITS, scopedValue } from '../src/trait-scope.ts';

describe('the traits only some records have', () => {
  const catalog = loadCatalog();

  it.each(SCOPED_TRAITS.map((trait) => [`${trait.part}.${trait.key}`, trait] as const))(
    'give %s wherever it applies',
    (_name, trait) => {
      const lacking = catalog.filter((s) => trait.requires(s) && scopedValue(s, trait) === undefined);
      expect(lacking.map((s) => s.slug)).toEqual([]);
    },
  );

  it('are refused where they do not apply', () => {
    const holly = structuredClone(catalog.find((s) => s.slug === 'ilex-aquifolium'));
    if (!holly) throw new Error('no holly');
    const { slug: _slug, ...record } = holly;
    expect(SpeciesSchema.safeParse(record).success).toBe(true);
    // Holly is evergreen, its leaves unlobed and single, its fruit a berry.
    const wrong = structuredClone(record);
    Object.assign(wrong.traits.leaf, { bundle: 2, semi_evergreen: true, lobe_depth: 'deep' });
    Object.assign(wrong.traits.seed, { stones: [4, 4], seed_position: 'centre' });
    const paths = SpeciesSchema.safeParse(wrong).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual([
      'traits.leaf.bundle',
      'traits.leaf.lobe_depth',
      'traits.leaf.semi_evergreen',
      'traits.seed.stones',
      'traits.seed.seed_position',
    ]);
  });

  it('give each pine the needles per bundle a field guide counts', () => {
    const bundle = (slug: string) => catalog.find((s) => s.slug === slug)?.traits.leaf.bundle;
    expect(bundle('pinus-sylvestris')).toBe(2);
    expect(bundle('pinus-pinaster')).toBe(2);
    expect(bundle('pinus-radiata')).toBe(3);
    expect(bundle('pinus-cembra')).toBe(5);
  });
});
