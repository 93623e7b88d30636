import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../src/contrast-notes.ts';
import {
  CONTRAST_PARTS,
  type ContrastFeature,
  type ContrastPart,
  contrastSpecies,
  lookalikesOf,
  lookFor,
  partPhrase,
  type Species,
  TRAIT_KEYS,
  type TraitKey,
} from '../src/index.ts';
import { loadCatalog } from '../src/load.ts';
import * as phrases from '../src/trait-phrases.ts';

const catalog = loadCatalog();
const tree = (name: string): Species => {
  const found = catalog.find((species) => species.name_common === name);
  if (!found) throw new Error(`no ${name} in the catalog`);
  return found;
};

/** Every pair of look-alikes, once each, as the server would offer them. */
const lookalikePairs = (() => {
  const seen = new Set<string>();
  const pairs: [Species, Species][] = [];
  for (const species of catalog) {
    for (const other of lookalikesOf(species, catalog)) {
      const key = [species.name_sci, other.name_sci].sort().join('|');
      if (!seen.has(key)) pairs.push([species, other]);
      seen.add(key);
    }
  }
  return pairs;
})();
const allPairs = catalog.flatMap((a) => catalog.filter((b) => b !== a).map((b): [Species, Species] => [a, b]));

// Read straight from the record, not through the code under test.
const recordValue = (species: Species, key: TraitKey): unknown => {
  if (key === 'conifer' || key === 'type') return species[key];
  if (key === 'leaf.compound') return `${species.traits.leaf.compound} ${species.traits.leaf.leaflets}`;
  const [part, trait] = key.split('.') as ['leaf' | 'bud' | 'bark' | 'seed', string];
  return (species.traits[part] as Record<string, unknown>)[trait];
};
const keysOfPart = (part: ContrastPart) =>
  TRAIT_KEYS.filter((key) => (part === 'habit' ? key === 'conifer' || key === 'type' : key.startsWith(`${part}.`)));
/** Every non-empty subset, in the items' order. */
function subsets<T>(items: readonly T[]): T[][] {
  const all: T[][] = [[]];
  for (const item of items) for (const subset of [...all]) all.push([...subset, item]);
  return all.slice(1);
}

/** The phrase table of each trait, and the value of it a record has. */
const TABLES: Record<ContrastPart, [Record<string, string>, (s: Species) => string][]> = {
  habit: [[phrases.HABIT_PHRASES, (s) => `${s.conifer ? 'conifer' : 'broadleaf'} ${s.type}`]],
  leaf: [
    [phrases.LEAF_SHAPE_PHRASES, (s) => s.traits.leaf.shape],
    [phrases.LEAF_MARGIN_PHRASES, (s) => s.traits.leaf.margin],
    [phrases.LEAF_LOBING_PHRASES, (s) => s.traits.leaf.lobing],
    [phrases.LEAF_COMPOUND_PHRASES, (s) => s.traits.leaf.compound],
    [phrases.LEAF_ARRANGEMENT_PHRASES, (s) => s.traits.leaf.arrangement],
  ],
  bud: [
    [phrases.BUD_SHAPE_PHRASES, (s) => s.traits.bud.shape],
    [phrases.BUD_COLOUR_PHRASES, (s) => s.traits.bud.colour],
    [phrases.BUD_ARRANGEMENT_PHRASES, (s) => s.traits.bud.arrangement],
  ],
  bark: [
    [phrases.BARK_TEXTURE_PHRASES, (s) => s.traits.bark.texture],
    [phrases.BARK_COLOUR_PHRASES, (s) => s.traits.bark.colour],
  ],
  seed: [[phrases.SEED_KIND_PHRASES, (s) => s.traits.seed.kind]],
};
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholePhrase = (phrase: string) => new RegExp(`(?<![\\w-])${escapeRegExp(phrase)}(?![\\w-])`, 'g');

/**
 * What a phrase says beyond the record's own trait phrases and the words that join them: empty
 * when it names nothing the record does not have.
 */
function leftOver(species: Species, part: ContrastPart, phrase: string): string {
  let rest = phrase;
  const own = TABLES[part].map(([table, value]) => table[value(species)] ?? '').sort((x, y) => y.length - x.length);
  for (const mine of own) rest = rest.replace(wholePhrase(mine), ' ');
  for (const [table] of TABLES[part]) {
    for (const other of Object.values(table)) if (!own.includes(other)) expect(rest).not.toMatch(wholePhrase(other));
  }
  const leaflets = /about (\d+)/.exec(phrase)?.[1];
  if (leaflets) expect(Number(leaflets)).toBe(species.traits.leaf.leaflets);
  return rest.replace(/\b(leaves|leaflets|buds|bark|of|about|\d+)\b|,/g, ' ').trim();
}

const isSentence = (text: string) => /^[A-Z].*[.!?]$/.test(text);

/** Checks everything a contrast says against the two records. */
function expectTrue(a: Species, b: Species, features: ContrastFeature[], notes: string[]) {
  for (const feature of features) {
    expect(CONTRAST_PARTS).toContain(feature.part);
    expect(feature.a).not.toBe(feature.b);
    if (isSentence(feature.a)) {
      // The description fallback: each side is a sentence of that record's own description of the part.
      expect(feature.part).not.toBe('habit');
      const part = feature.part as 'leaf' | 'bark' | 'bud' | 'seed';
      expect(sentencesOf(a.descriptions[part])).toContain(feature.a);
      expect(sentencesOf(b.descriptions[part])).toContain(feature.b);
      continue;
    }
    const differing = keysOfPart(feature.part).filter((key) => recordValue(a, key) !== recordValue(b, key));
    const source = subsets(differing).find(
      (keys) => partPhrase(a, feature.part, keys) === feature.a && partPhrase(b, feature.part, keys) === feature.b,
    );
    expect(source, `${a.name_common} / ${b.name_common}: ${JSON.stringify(feature)}`).toBeDefined();
    expect(leftOver(a, feature.part, feature.a)).toBe('');
    expect(leftOver(b, feature.part, feature.b)).toBe('');
  }
  const sentences = (s: Species) => Object.values(s.descriptions).flatMap(sentencesOf);
  for (const note of notes) {
    const [from, other] = sentences(a).includes(note) ? [a, b] : [b, a];
    expect(sentences(from)).toContain(note);
    const names = [other.name_common, other.name_sci.split(' ')[0] ?? '', ...other.name_common.split(' ')];
    expect(names.some((name) => note.toLowerCase().includes(name.toLowerCase()))).toBe(true);
  }
}

describe('the phrase tables', () => {
  it('give each value of a trait a phrase of its own, so differing phrases mean differing values', () => {
    for (const part of CONTRAST_PARTS) {
      for (const [table] of TABLES[part]) expect(new Set(Object.values(table)).size).toBe(Object.keys(table).length);
    }
  });
});

describe('contrastSpecies', () => {
  it('never says nothing, for any two trees in the catalog', () => {
    expect(lookalikePairs.length).toBeGreaterThan(400);
    for (const [a, b] of allPairs) {
      const { features, notes } = contrastSpecies(a, b);
      expect(features.length + notes.length, `${a.name_common} / ${b.name_common}`).toBeGreaterThan(0);
      expect(features.length).toBeLessThanOrEqual(4);
      expect(notes.length).toBeLessThanOrEqual(2);
    }
  });

  it('never states a difference the records do not have, for any pair of look-alikes', () => {
    for (const [a, b] of lookalikePairs) {
      const { features, notes } = contrastSpecies(a, b);
      expectTrue(a, b, features, notes);
      const reversed = contrastSpecies(b, a);
      expectTrue(b, a, reversed.features, reversed.notes);
    }
  });

  it('gives most look-alikes two trait differences or more', () => {
    const traitFeatures = lookalikePairs.map(([a, b]) =>
      contrastSpecies(a, b).features.filter((f) => !isSentence(f.a)),
    );
    expect(traitFeatures.filter((features) => features.length >= 2).length / lookalikePairs.length).toBeGreaterThan(
      0.9,
    );
  });

  it('tells field maple from sycamore by the keys, the leaf edge and the buds', () => {
    const { features, notes } = contrastSpecies(tree('Field maple'), tree('Sycamore'));
    expect(notes).toContain('Sycamore keys meet at a much sharper angle.');
    expect(features).toContainEqual({ part: 'leaf', a: 'smooth-edged leaves', b: 'saw-toothed leaves' });
    expect(features).toContainEqual({ part: 'bud', a: 'brown buds', b: 'green buds' });
  });

  it('tells ash from rowan by how the leaves are set, the fruit and the black buds', () => {
    const { features } = contrastSpecies(tree('Ash'), tree('Rowan'));
    expect(features[0]).toEqual({
      part: 'leaf',
      a: 'pinnate leaves of about 11 lance-shaped leaflets, in opposite pairs',
      b: 'pinnate leaves of about 13 oblong leaflets, set alternately',
    });
    expect(features).toContainEqual({ part: 'seed', a: 'a single winged key', b: 'an apple-like fruit' });
    expect(features).toContainEqual({ part: 'bud', a: 'black buds', b: 'purple buds' });
  });

  it('tells a pine from a spruce by its needles in bundles', () => {
    const { features } = contrastSpecies(tree('Scots pine'), tree('Norway spruce'));
    expect(features[0]).toEqual({ part: 'leaf', a: 'needles in bundles', b: 'needles set singly around the shoot' });
  });

  it('tells sessile from English oak by the bark and by what each record says of the other', () => {
    const { features, notes } = contrastSpecies(tree('Sessile oak'), tree('English oak'));
    expect(features).toEqual([{ part: 'bark', a: 'cracked bark', b: 'deeply furrowed bark' }]);
    expect(notes).toEqual([
      'The blade narrows gradually into the stalk with no ear-like lobes at the base, which is the quickest way to tell it from English oak.',
      'The long stalk is the surest way to tell it from sessile oak, whose acorns sit directly on the twig.',
    ]);
  });

  it('puts the plainest difference first: a conifer against a broadleaf', () => {
    const { features } = contrastSpecies(tree('Yew'), tree('Holly'));
    expect(features[0]).toEqual({ part: 'habit', a: 'an evergreen conifer', b: 'an evergreen broadleaf' });
  });

  it('falls back to the records’ own words where their traits match and neither names the other', () => {
    const hungarian = tree('Hungarian oak');
    const { features, notes } = contrastSpecies(hungarian, tree('Sessile oak'));
    expect(notes).toEqual([]);
    expect(features.map((f) => f.part)).toEqual(['leaf', 'bark', 'bud', 'seed']);
    expect(features[0]?.a).toBe(sentencesOf(hungarian.descriptions.leaf)[0]);
  });

  it('counts a tree as named only by its own name, not inside another one or as a colour', () => {
    // "other pears" and "Plymouth pear" do not name the pear; "grey, cream and olive" is a colour.
    expect(contrastSpecies(tree('Plymouth pear'), tree('Pear')).notes).toEqual([]);
    expect(contrastSpecies(tree('Oriental plane'), tree('Olive')).notes).toEqual([]);
    expect(contrastSpecies(tree('Deodar'), tree('Cedar of Lebanon')).notes).toEqual([
      'Old trees spread their branches in broad, flat, level tiers, unlike the rising branches of Atlas cedar and the drooping tips of deodar.',
    ]);
    expect(contrastSpecies(tree('Turkey oak'), tree('English oak')).notes).toEqual([
      'The lobing varies a lot from tree to tree, but the leaves are longer, narrower and harsher than those of English or sessile oak.',
    ]);
  });

  it('keeps to `max` features', () => {
    expect(contrastSpecies(tree('Blackthorn'), tree('Rowan'), { max: 2 }).features).toHaveLength(2);
  });
});

describe('lookFor', () => {
  /** Every phrase partPhrase can make of the record, alone or two joined. */
  const sayable = (species: Species) => {
    const one = CONTRAST_PARTS.flatMap((part) =>
      subsets(keysOfPart(part)).map((keys) => partPhrase(species, part, keys)),
    );
    return new Set([...one, ...one.flatMap((x) => one.flatMap((y) => [`${x} and ${y}`, `${x}, and ${y}`]))]);
  };

  it('says in one line, for every tree, something it has', () => {
    for (const species of catalog) {
      const line = lookFor(species, lookalikesOf(species, catalog));
      expect(line).toMatch(/^Look for \S.*\.$/);
      if (line.startsWith('Look for the difference: ')) {
        // In the record's own words: a sentence of its descriptions, verbatim.
        const own = Object.values(species.descriptions).join(' ');
        expect(own, line).toContain(line.slice('Look for the difference: '.length));
      } else expect(sayable(species), line).toContain(line.slice('Look for '.length, -1));
    }
  });

  it("tells look-alikes no trait separates in the record's own words", () => {
    // No trait an explanation names tells wild pear from Plymouth pear; only their words do.
    const pear = tree('Wild pear');
    const line = lookFor(pear, lookalikesOf(pear, catalog));
    expect(line).toMatch(/^Look for the difference: .*pear/);
    expect(Object.values(pear.descriptions).join(' ')).toContain(line.slice('Look for the difference: '.length));
  });

  it('names what sets a tree apart from most of its look-alikes', () => {
    expect(lookFor(tree('Ash'), lookalikesOf(tree('Ash'), catalog))).toContain('black buds');
    expect(lookFor(tree('Scots pine'), lookalikesOf(tree('Scots pine'), catalog))).toContain('orange bark');
  });

  it('names what stands out of a tree with no look-alikes', () => {
    expect(lookalikesOf(tree('Yew'), catalog)).toEqual([]);
    expect(lookFor(tree('Yew'), [])).toBe('Look for leaves set singly around the shoot and a seed in a fleshy cup.');
  });
});

describe('lookalikesOf', () => {
  const genus = (s: Species) => s.name_sci.split(' ')[0];
  const leafForm = (s: Species) => `${s.traits.leaf.compound} ${s.traits.leaf.shape}`;

  it('draws look-alikes as the server does: same genus, else family, else leaf form', () => {
    for (const species of catalog) {
      const others = catalog.filter((other) => other !== species);
      const level = [genus, (s: Species) => s.family, leafForm].find((kin) =>
        others.some((other) => kin(other) === kin(species)),
      );
      const expected = level ? others.filter((other) => level(other) === level(species)) : [];
      expect(lookalikesOf(species, catalog)).toEqual(expected);
    }
    expect(lookalikesOf(tree('Sweet chestnut'), catalog).map((s) => s.name_common)).toContain('Beech');
    expect(lookalikesOf(tree('Ginkgo'), catalog)).toEqual([]);
  });
});
