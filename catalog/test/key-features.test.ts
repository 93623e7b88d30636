import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { type CatalogEntry, keyFeatures, loadCatalog } from '../src/index.ts';

const catalog = loadCatalog();
const byName = (name: string): CatalogEntry => {
  const found = catalog.find((species) => species.name_common === name);
  if (!found) throw new Error(`no ${name} in the catalog`);
  return found;
};

describe('keyFeatures', () => {
  it.each(catalog.map((species) => [species.name_sci, species] as const))(
    'gives %s 3 to 6 distinct points, each a capitalised phrase',
    (_name, species) => {
      const features = keyFeatures(species);
      expect(features.length).toBeGreaterThanOrEqual(3);
      expect(features.length).toBeLessThanOrEqual(6);
      expect(new Set(features).size).toBe(features.length);
      for (const feature of features) {
        expect(feature.trim()).toBe(feature);
        expect(feature).toMatch(/^[A-Z]/);
        expect(feature).not.toMatch(/undefined|false|\s{2}|,,|, *$/);
      }
    },
  );

  it('tells apart every two species of a genus whose records differ', () => {
    const same: string[] = [];
    for (const a of catalog) {
      for (const b of catalog) {
        const genus = (entry: CatalogEntry) => entry.name_sci.split(' ')[0];
        if (a.name_sci >= b.name_sci || genus(a) !== genus(b) || isDeepStrictEqual(a.traits, b.traits)) continue;
        if (isDeepStrictEqual(keyFeatures(a), keyFeatures(b))) same.push(`${a.name_sci} / ${b.name_sci}`);
      }
    }
    expect(same).toEqual([]);
  });

  it('puts the leaves first and names what a field guide would', () => {
    const sycamore = keyFeatures(byName('Sycamore'));
    // A leaf lobed like a hand is said by its lobes (a tulip tree's four are no hand's).
    expect(sycamore[0]).toMatch(/^Saw-toothed leaves 10–20 cm long, with five lobes, in opposite pairs$/);
    expect(sycamore).toContain(
      'Paired winged keys, 3–5 cm long, pale brown when ripe, the wings at about a right angle',
    );
    expect(sycamore.some((point) => /jigsaw.*smooth when young/.test(point))).toBe(true);
  });

  it('opens with the habit only where it is unusual', () => {
    expect(keyFeatures(byName('European larch'))[0]).toBe('A deciduous conifer, bare in winter');
    expect(keyFeatures(byName('Holly'))[0]).toBe('An evergreen broadleaf');
    expect(keyFeatures(byName('Scots pine')).some((point) => /conifer/.test(point))).toBe(false);
  });

  it('names a striking twig but not a slight one, and buds only where they form', () => {
    expect(keyFeatures(byName('Hawthorn'))).toContain('Red-brown round buds with a glossy shine, on twigs with thorns');
    expect(keyFeatures(byName('Ash')).join(' ')).not.toMatch(/pores/);
    expect(keyFeatures(byName('Lawson cypress'))).toContain('Twigs with flat fern-like sprays');
  });

  it('says lenticels once on bark that is banded with them', () => {
    const cherry = keyFeatures(byName('Cherry plum')).join(' ');
    const sour = keyFeatures(byName('Sour cherry')).find((feature) => feature.includes('bark'));
    expect(sour).toMatch(/^Red-brown bark with horizontal lenticels/);
    expect(sour?.match(/lenticel/g)).toHaveLength(1);
    expect(cherry).toMatch(/rows of lenticels/);
  });
});
