import type { FieldGuideLookAlike, FieldGuideSpecies } from '@leafwise/contract';
import { TREE_SLOTS } from '@leafwise/contract/constants';
import { describe, expect, it } from 'vitest';
import { differenceBetween, drawQuestion } from './draw-question.ts';

/** A field guide species with only what drawing a question reads filled in for real. */
function species(slug: string, fields: Partial<FieldGuideSpecies> = {}): FieldGuideSpecies {
  const [genus = slug] = slug.split('-');
  return {
    slug,
    name_sci: slug,
    name_common: slug,
    synonyms: [],
    family: 'Betulaceae',
    genus,
    level: 1,
    type: 'deciduous',
    conifer: false,
    fruit_tree: false,
    descriptions: { leaf: '', bark: '', bud: '', seed: '', form: '' },
    drawings: { leaf: `/${slug}-leaf.svg`, bark: '', bud: '', seed: '', form: '' },
    look_for: `Look for what marks ${slug}.`,
    features: [],
    look_alikes: [],
    key: {},
    forms: [],
    ...fields,
  };
}
const alike = (slug: string, extra: Partial<FieldGuideLookAlike> = {}): FieldGuideLookAlike => ({
  slug,
  features: [],
  notes: [],
  ...extra,
});

function guideOf(list: FieldGuideSpecies[]) {
  return { species: list, bySlug: new Map(list.map((entry) => [entry.slug, entry])) };
}

/** A deterministic random source (mulberry32), so the checks over many draws cannot flake. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const beech = species('fagus-sylvatica', {
  family: 'Fagaceae',
  look_alikes: [alike('carpinus-betulus'), alike('fagus-orientalis'), alike('castanea-sativa'), alike('ulmus-minor')],
});
const list = [
  beech,
  species('carpinus-betulus'),
  species('fagus-orientalis', { family: 'Fagaceae' }),
  species('castanea-sativa', { family: 'Fagaceae' }),
  species('ulmus-minor', { family: 'Ulmaceae' }),
  species('quercus-robur', { family: 'Fagaceae' }),
  species('quercus-petraea', { family: 'Fagaceae' }),
  species('pinus-sylvestris', { family: 'Pinaceae', conifer: true, type: 'evergreen' }),
  species('betula-pendula'),
];
const guide = guideOf(list);

describe('drawing a practice question', () => {
  it('offers the tree shown and its three most alike look-alikes, in random order, with one of its drawings', () => {
    const random = seeded(1);
    const orders = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const question = drawQuestion(guide, [beech], { random });
      expect(question?.species).toBe(beech);
      expect(TREE_SLOTS).toContain(question?.part);
      const slugs = question?.options.map((option) => option.slug) ?? [];
      expect([...slugs].sort()).toEqual(['carpinus-betulus', 'castanea-sativa', 'fagus-orientalis', 'fagus-sylvatica']);
      orders.add(slugs.join());
    }
    expect(orders.size).toBeGreaterThan(5);
  });

  it('fills up with trees of its kind when it has too few look-alikes: genus, then family', () => {
    const oak = list.find((entry) => entry.slug === 'quercus-robur') as FieldGuideSpecies;
    const random = seeded(2);
    for (let i = 0; i < 30; i++) {
      const slugs = drawQuestion(guide, [oak], { random })?.options.map((option) => option.slug) ?? [];
      expect(slugs).toHaveLength(4);
      expect(new Set(slugs).size).toBe(4);
      expect(slugs).toContain('quercus-robur');
      // Its genus first, then the rest of its family: never the conifer or the birches.
      expect(slugs).toContain('quercus-petraea');
      for (const slug of slugs) expect(list.find((entry) => entry.slug === slug)?.family).toBe('Fagaceae');
    }
  });

  it('offers no wrong option rarer than the level practised, where the guide has enough of it', () => {
    const levelled = guideOf(list.map((entry) => (entry.slug === 'fagus-orientalis' ? { ...entry, level: 3 } : entry)));
    const sapling = levelled.species.find((entry) => entry.slug === 'fagus-sylvatica') as FieldGuideSpecies;
    const random = seeded(4);
    for (let i = 0; i < 30; i++) {
      const options = drawQuestion(levelled, [sapling], { level: 1, random })?.options ?? [];
      expect(options).toHaveLength(4);
      expect(options.map((option) => option.slug)).not.toContain('fagus-orientalis');
    }
    // At Ancient, the rare look-alike is the first one offered.
    const ancient = drawQuestion(levelled, [sapling], { level: 3, random })?.options.map((option) => option.slug);
    expect(ancient).toContain('fagus-orientalis');
  });

  it('never asks the same tree twice running, and only trees of the pool', () => {
    const pool = list.slice(0, 3);
    const random = seeded(3);
    let previous: string | undefined;
    for (let i = 0; i < 40; i++) {
      const question = drawQuestion(guide, pool, { previous, random });
      expect(question?.species.slug).not.toBe(previous);
      expect(pool).toContain(question?.species);
      previous = question?.species.slug;
    }
    expect(drawQuestion(guide, [])).toBeUndefined();
  });
});

describe('what tells two trees apart after a miss', () => {
  const features = [{ part: 'leaf' as const, a: 'wavy-edged leaves', b: 'double-toothed leaves' }];
  const notes = ['Hornbeam leaves are pleated and sharply toothed.'];
  const shown = species('fagus-sylvatica', { look_alikes: [alike('carpinus-betulus', { features, notes })] });
  const chosen = species('carpinus-betulus');

  it("takes the shown tree's look-alike entry for the tree chosen", () => {
    expect(differenceBetween(shown, chosen)).toEqual({ kind: 'compared', features, notes });
  });

  it("turns the chosen tree's entry round when only it lists the other", () => {
    expect(differenceBetween(chosen, shown)).toEqual({
      kind: 'compared',
      features: [{ part: 'leaf', a: 'double-toothed leaves', b: 'wavy-edged leaves' }],
      notes,
    });
  });

  it('falls back on what to look for in each when neither lists the other', () => {
    const birch = species('betula-pendula');
    expect(differenceBetween(birch, chosen)).toEqual({
      kind: 'look-for',
      shown: birch.look_for,
      chosen: chosen.look_for,
    });
  });
});
