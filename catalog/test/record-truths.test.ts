import { describe, expect, it } from 'vitest';
import { clausesOf, treeMentions } from '../src/course-text.ts';
import { contrastSpecies, keyAnswers, keyFeatures, loadCourse, lookalikesOf, lookFor, SLOTS } from '../src/index.ts';
import { type CatalogEntry, loadCatalog } from '../src/load.ts';

/**
 * Rules that catch the kinds of error issue 28 found in the records, each a plain reading like
 * record-consistency's: a fleshy fruit's stones, a semi-evergreen called bare in winter, a family
 * that differs within a genus, how another tree's needles stand or what its leaf's underside is.
 */
const catalog = loadCatalog();
const bySlug = (slug: string): CatalogEntry => {
  const found = catalog.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`no ${slug}`);
  return found;
};
const NEGATION = /\b(?:not|no|never|nor|unlike|without|rather than|instead of|lacks?)\b|n't\b/i;
const negated = (fragment: string, at: number) => NEGATION.test(fragment.slice(0, at));
const COMPARED = /\b(?:than|like|as|from)\s+(?:those of\s+|that of\s+)?$/i;

type Fragment = { text: string; about: CatalogEntry[] };
/**
 * A text's fragments (its clauses, cut again at commas), each with the trees it speaks of: those
 * it names, or else those the fragment before it named, or else the record's own tree.
 */
function fragmentsOf(text: string, own?: CatalogEntry): Fragment[] {
  const fragments: Fragment[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    let last: CatalogEntry[] = own ? [own] : [];
    for (const piece of clausesOf(sentence).flatMap((clause) => clause.split(/,\s*/))) {
      // A tree named in a comparison ("rounder than hawthorn's") is not what the fragment speaks of.
      const named = treeMentions(piece, catalog)
        .filter((mention) => mention.kind === 'tree' && !COMPARED.test(piece.slice(0, mention.index)))
        .flatMap((mention) => mention.slugs.map(bySlug));
      if (named.length > 0) last = named;
      fragments.push({ text: piece, about: last });
    }
  }
  return fragments;
}
/** The tree named last before `at` in a fragment, or all it speaks of where it names none there. */
function nearest(fragment: Fragment, at: number): CatalogEntry[] {
  const before = treeMentions(fragment.text.slice(0, at), catalog).filter((mention) => mention.kind === 'tree');
  const last = before.at(-1);
  return last ? last.slugs.map(bySlug) : fragment.about;
}
const lessons = () => loadCourse(catalog).units.map((unit) => unit.lesson.join(' '));

const NUMBERS: Record<string, number> = { one: 1, single: 1, 'a single': 1, two: 2, three: 3, four: 4, five: 5 };
const STONES =
  /\b(a single|one|single|two|three|four|five)(?:\s+(?:or|to)\s+(two|three|four|five))?\s+(?:[\w-]+\s+){0,2}?stones?\b/gi;

describe('a fleshy fruit', () => {
  it('holds as many stones as its record says, in its own words and in other records', () => {
    const found = catalog.flatMap((entry) =>
      fragmentsOf(entry.descriptions.seed, entry).flatMap((fragment) =>
        [...fragment.text.matchAll(STONES)].flatMap((match) => {
          if (negated(fragment.text, match.index)) return [];
          const said = [NUMBERS[match[1]?.toLowerCase() ?? ''] ?? 0, NUMBERS[match[2]?.toLowerCase() ?? ''] ?? 0];
          const [low, high] = [said[0] ?? 0, said[1] || (said[0] ?? 0)];
          return nearest(fragment, match.index).flatMap((tree) => {
            const stones = tree.traits.seed.stones;
            if (stones && stones[0] <= low && high <= stones[1]) return [];
            return [`${entry.slug} says ${tree.slug} has ${low}-${high} stones ("${match[0]}"), its record ${stones}`];
          });
        }),
      ),
    );
    expect(found).toEqual([]);
  });

  it('is a drupe of one stone only where its record says one', () => {
    expect(bySlug('frangula-alnus').traits.seed.stones).toEqual([2, 3]);
    expect(bySlug('rhamnus-cathartica').traits.seed.stones).toEqual([3, 4]);
    expect(bySlug('crataegus-laevigata').traits.seed.stones).toEqual([2, 3]);
    expect(bySlug('crataegus-monogyna').traits.seed.stones).toEqual([1, 1]);
    // What the issue saw: "a fleshy fruit with one stone" for alder buckthorn against alder.
    const { features } = contrastSpecies(bySlug('frangula-alnus'), bySlug('alnus-glutinosa'));
    expect(features.find((feature) => feature.part === 'seed')?.a).toMatch(/^a fleshy fruit with two or three stones/);
  });
});

describe('a semi-evergreen', () => {
  const halfEvergreen = catalog.filter((entry) => entry.traits.leaf.semi_evergreen);
  const BARE = /\bbare in winter\b|\bleafless\b|\bloses all its leaves\b/i;

  it('is every deciduous tree whose words keep its leaves through mild winters', () => {
    const keeps = catalog.filter(
      (entry) =>
        entry.type === 'deciduous' &&
        Object.values(entry.descriptions).some((text) => /(?:through|in) (?:a |the )?mild winters?\b/i.test(text)),
    );
    expect(keeps.map((entry) => entry.slug)).toEqual(halfEvergreen.map((entry) => entry.slug));
    expect(halfEvergreen.map((entry) => entry.slug)).toContain('ligustrum-vulgare');
  });

  it('is never called bare in winter: not by its words, a comparison, a look-for line or its key features', () => {
    for (const entry of halfEvergreen) {
      const lookalikes = lookalikesOf(entry, catalog);
      const said = [
        ...Object.values(entry.descriptions),
        ...keyFeatures(entry),
        ...lookalikes.flatMap((other) =>
          [contrastSpecies(entry, other), contrastSpecies(other, entry)].flatMap(({ features }) =>
            features.flatMap((feature) => [feature.a, feature.b]),
          ),
        ),
        ...[undefined, ...SLOTS.map((slot) => [slot])].map((slots) => lookFor(entry, lookalikes, { slots })),
      ];
      expect(
        said.filter((text) => BARE.test(text)),
        entry.slug,
      ).toEqual([]);
    }
  });

  it('answers the key both ways when asked whether it keeps its leaves in winter', () => {
    for (const entry of halfEvergreen) expect(keyAnswers(entry)['habit.type']).toEqual(['deciduous', 'evergreen']);
  });
});

describe('a family', () => {
  it('is the same for every species of a genus', () => {
    const families = new Map<string, Set<string>>();
    for (const entry of catalog) {
      const genus = entry.name_sci.split(' ')[0] ?? '';
      families.set(genus, (families.get(genus) ?? new Set()).add(entry.family));
    }
    const split = [...families]
      .filter(([, names]) => names.size > 1)
      .map(([genus, names]) => `${genus}: ${[...names]}`);
    expect(split).toEqual([]);
  });

  it('is never one that current floras (APG IV) have merged or renamed', () => {
    // Adoxaceae is Viburnaceae (elder and the viburnums); limes are Malvaceae, maples and horse
    // chestnuts Sapindaceae, the redwoods and swamp cypress Cupressaceae.
    const superseded = ['Adoxaceae', 'Tiliaceae', 'Aceraceae', 'Hippocastanaceae', 'Taxodiaceae'];
    expect(catalog.filter((entry) => superseded.includes(entry.family)).map((entry) => entry.slug)).toEqual([]);
    expect(bySlug('sambucus-nigra').family).toBe('Viburnaceae');
  });
});

describe('words about needles and undersides', () => {
  const PARTINGS: [RegExp, string][] = [
    [/\ball round\b|\bbottle-brush\b/i, 'all-round'],
    [/\bforward over\b|\bover the top\b|\bcrowd(?:s|ing)? the top\b/i, 'over-top'],
    [/\btwo (?:[\w-]+,? ){0,2}rows\b/i, 'two-rows'],
  ];
  /** Every claim of how a tree's single needles stand, in records and lessons, against its record. */
  function partingFindings(text: string, own?: CatalogEntry): string[] {
    return fragmentsOf(text, own).flatMap((fragment) =>
      PARTINGS.flatMap(([words, parting]) => {
        const match = words.exec(fragment.text);
        if (!match || negated(fragment.text, match.index)) return [];
        return nearest(fragment, match.index)
          .filter((tree) => tree.traits.leaf.parting !== undefined && tree.traits.leaf.parting !== parting)
          .map((tree) => `"${fragment.text}" says ${parting} of ${tree.slug}, its record ${tree.traits.leaf.parting}`);
      }),
    );
  }

  it('say of a fir, spruce or yew how its needles stand as its record does', () => {
    const found = [
      ...catalog.flatMap((entry) => partingFindings(entry.descriptions.leaf, entry)),
      ...lessons().flatMap((lesson) => partingFindings(lesson)),
    ];
    expect(found).toEqual([]);
    // What the course's review said, and the issue caught: Nordmann fir's needles "all round".
    expect(partingFindings("Nordmann fir's glossy ones cover it all round.")).toHaveLength(1);
  });

  const UNDERSIDES: [RegExp, (underside: string) => boolean][] = [
    [/\bonly (?:[\w-]+ )?tufts\b|\bhairless beneath\b/i, (u) => !['hairy', 'white-felted', 'grey-felted'].includes(u)],
    [
      /\bgreen (?:beneath|underneath|below)\b|\bgreen and softly hairy\b/i,
      (u) => !['white-felted', 'grey-felted', 'silvery', 'blue-grey'].includes(u),
    ],
    [
      /\b(?:softly |densely )?(?:hairy|downy) all over\b|\bdowny underside\b/i,
      (u) => ['hairy', 'white-felted', 'grey-felted'].includes(u),
    ],
    [/\bblu(?:e|ish)-grey (?:beneath|underneath|below)\b/i, (u) => ['blue-grey', 'white-banded'].includes(u)],
  ];
  /** Every claim a record makes of another tree's leaf underside, against that tree's record. */
  function undersideFindings(entry: CatalogEntry, text: string): string[] {
    return fragmentsOf(text, entry).flatMap((fragment) =>
      UNDERSIDES.flatMap(([words, holds]) => {
        const match = words.exec(fragment.text);
        if (!match || negated(fragment.text, match.index)) return [];
        return nearest(fragment, match.index)
          .filter((tree) => tree !== entry && !holds(tree.traits.leaf.underside))
          .map((tree) => `${entry.slug}: "${fragment.text}" of ${tree.slug}, its record ${tree.traits.leaf.underside}`);
      }),
    );
  }

  it("say of another tree's leaf underside what its record has", () => {
    expect(catalog.flatMap((entry) => undersideFindings(entry, entry.descriptions.leaf))).toEqual([]);
    // Silver lime's sentence as it was: large-leaved lime, softly hairy beneath, given "only tufts".
    const before =
      "Common lime and large-leaved lime are green beneath and small-leaved lime bluish-grey, with only tufts of hairs in the vein angles, while white poplar's leaves are white-felted too.";
    expect(undersideFindings(bySlug('tilia-tomentosa'), before)).toEqual([
      expect.stringContaining('of tilia-platyphyllos, its record hairy'),
    ]);
  });
});

describe('the corrections of issue 28 stay made', () => {
  it('gives honey locust once-pinnate leaves, twice-divided ones only on strong shoots', () => {
    expect(bySlug('gleditsia-triacanthos').traits.leaf.compound).toBe('pinnate');
    expect(bySlug('gleditsia-triacanthos').descriptions.leaf).toMatch(/most of them pinnate.*twice-divided/);
  });

  it("says Himalayan birch's chalk-white bark is var. jacquemontii's, wild trees' coppery to pinkish-brown", () => {
    expect(bySlug('betula-utilis').descriptions.bark).toMatch(/var\. jacquemontii/);
    expect(bySlug('betula-utilis').descriptions.bark).toMatch(/coppery to pinkish-brown/);
  });

  it('gives old Monterey cypresses the broad, flat-topped, layered crown they are known by', () => {
    const { form } = bySlug('cupressus-macrocarpa').traits;
    expect([form.crown, form.top]).toEqual(['tiered', 'flat']);
  });

  it('describes the upright mountain pine of the Pyrenees and western Alps too', () => {
    expect(bySlug('pinus-mugo').descriptions.form).toMatch(/Pyrenees.*20 m tall.*Pinus uncinata/);
    expect(bySlug('pinus-mugo').descriptions.seed).toMatch(/hooked/);
  });

  it("holds small-leaved lime's flower and fruit clusters out at angles, not hanging", () => {
    expect(bySlug('tilia-cordata').traits.seed.posture).toBe('spreading');
    expect(bySlug('tilia-cordata').descriptions.seed).toMatch(/at all angles instead of hanging/);
  });

  it('marks Lawson cypress and western red cedar white beneath, not with two white bands', () => {
    expect(bySlug('chamaecyparis-lawsoniana').traits.leaf.underside).toBe('white-marked');
    expect(bySlug('thuja-plicata').traits.leaf.underside).toBe('white-marked');
  });

  it("lets field maple's stalk bleed milky sap in the lessons too", () => {
    const sap = lessons().filter((lesson) => /milky sap/.test(lesson) && /Norway maple/.test(lesson));
    expect(sap.length).toBeGreaterThan(0);
    for (const lesson of sap) expect(lesson).toMatch(/either bleeds milky sap|field and Norway maples/);
  });
});
