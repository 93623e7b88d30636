import { describe, expect, it } from 'vitest';
import { clausesOf, treeMentions } from '../src/course-text.ts';
import { type CatalogEntry, loadCatalog } from '../src/load.ts';

/**
 * A record's traits and its own words must not contradict each other where both speak.
 * A plain, rule-based reading, not a proof: each rule is a few words that, in a clause about the
 * record's own tree, state something one of its traits also states. A clause that names another
 * tree (a catalog name or one of the few others the records compare with), says what a tree looks
 * like, or speaks of young or juvenile growth is not read; nor is a claim just after a negation.
 */

type Part = 'leaf' | 'bark' | 'bud' | 'seed';
const PARTS: readonly Part[] = ['leaf', 'bark', 'bud', 'seed'];

type Rule = {
  /** What the words claim, for the finding. */
  claim: string;
  /** The descriptions the rule reads. */
  parts: readonly Part[];
  words: RegExp;
  /** Whether the record's traits allow the claim. */
  holds: (entry: CatalogEntry, clause: string) => boolean;
  /** The record's traits the claim is tested against, for the finding. */
  has: (entry: CatalogEntry) => string;
  /** Words that carry their own "no" ("no scaly winter buds"): read even after a negation. */
  ownNegation?: boolean;
};

const leafArrangement = (e: CatalogEntry) => `leaf arrangement ${e.traits.leaf.arrangement}`;
const budArrangement = (e: CatalogEntry) => `bud arrangement ${e.traits.bud.arrangement}`;
const seedKind = (e: CatalogEntry) => `seed kind ${e.traits.seed.kind}`;
const inThrees = (clause: string) => /\b(?:threes|whorls?|whorled)\b/i.test(clause);
const seedIs =
  (...kinds: CatalogEntry['traits']['seed']['kind'][]) =>
  (e: CatalogEntry) =>
    kinds.includes(e.traits.seed.kind);

const RULES: readonly Rule[] = [
  {
    claim: 'opposite leaves',
    parts: ['leaf'],
    words: /\bopposite\b/i,
    // Leaves "in threes or opposite pairs" (Indian bean tree) are whorled.
    holds: (e, clause) =>
      e.traits.leaf.arrangement === 'opposite' || (e.traits.leaf.arrangement === 'whorled' && inThrees(clause)),
    has: leafArrangement,
  },
  {
    claim: 'alternate leaves',
    parts: ['leaf'],
    words: /\balternate(?:ly)?\b/i,
    holds: (e) => e.traits.leaf.arrangement === 'alternate',
    has: leafArrangement,
  },
  {
    claim: 'opposite buds',
    parts: ['bud'],
    words: /\bopposite\b/i,
    holds: (e, clause) =>
      e.traits.bud.arrangement === 'opposite' || (e.traits.bud.arrangement === 'whorled' && inThrees(clause)),
    has: budArrangement,
  },
  {
    claim: 'alternate buds',
    parts: ['bud'],
    words: /\balternate(?:ly)?\b/i,
    holds: (e) => e.traits.bud.arrangement === 'alternate',
    has: budArrangement,
  },
  {
    claim: 'buds clustered at the shoot tip',
    parts: ['bud'],
    // Several buds crowded at the tip or round the end bud; not a mix ("spread along the shoot and
    // a few grouped at the tip"), nor clusters of flower buds or of leaves.
    words:
      /^(?!.*\b(?:along|single|singly|flower buds|leaves)\b).*(?:\b(?:clustered|crowded|grouped|ringed|surrounded)\b.*\b(?:tips?|end bud)\b|\bring of (?:smaller )?buds\b)/i,
    holds: (e) => e.traits.bud.arrangement === 'clustered',
    has: budArrangement,
  },
  {
    claim: 'evergreen',
    parts: PARTS,
    words: /\bevergreen\b/i,
    holds: (e) => e.type === 'evergreen',
    has: (e) => e.type,
  },
  {
    claim: 'deciduous',
    parts: PARTS,
    words: /\bdeciduous\b|\b(?:drops?|sheds?|loses?)\s+(?:its|their)\s+(?:\w+\s+)?(?:leaves|needles)\b/i,
    holds: (e) => e.type === 'deciduous',
    has: (e) => e.type,
  },
  {
    claim: 'leaves that fall in autumn',
    parts: ['leaf'],
    words: /\b(?:and|before they|often)\s+(?:fall|drop)\b(?!\s+(?:apart|off))/i,
    holds: (e) => e.type === 'deciduous',
    has: (e) => e.type,
  },
  {
    claim: 'needles',
    parts: PARTS,
    words: /\bneedles?\b(?!-like)/i,
    holds: (e) => e.traits.leaf.shape === 'needle' || e.traits.leaf.shape === 'linear',
    has: (e) => `leaf shape ${e.traits.leaf.shape}`,
  },
  {
    claim: 'scale leaves',
    parts: ['leaf'],
    words: /\bscale(?:-like)? leaves\b/i,
    holds: (e) => e.traits.leaf.shape === 'scale',
    has: (e) => `leaf shape ${e.traits.leaf.shape}`,
  },
  {
    claim: 'a pinnate leaf',
    parts: ['leaf'],
    words: /\b(?:pinnate|feathered)\b/i,
    holds: (e) => e.traits.leaf.compound === 'pinnate' || e.traits.leaf.compound === 'bipinnate',
    has: (e) => `${e.traits.leaf.compound} leaves`,
  },
  {
    claim: 'leaflets',
    parts: ['leaf'],
    words: /\bleaflets?\b/i,
    holds: (e) => e.traits.leaf.compound !== 'simple',
    has: (e) => `${e.traits.leaf.compound} leaves`,
  },
  {
    claim: 'naked buds, without scales',
    parts: ['bud'],
    words:
      /\bnaked\b|\bno (?:proper |distinct |scaly )?(?:winter )?buds\b|\bno (?:scaly )?winter buds\b|\b(?:no|without) bud scales\b/i,
    holds: (e) => e.traits.bud.shape === 'naked',
    has: (e) => `bud shape ${e.traits.bud.shape}`,
    ownNegation: true,
  },
  {
    claim: 'bud scales',
    parts: ['bud'],
    // "Scale leaves" are the foliage of cypresses, not scales of a bud.
    words: /\bscales?\b(?![\s-](?:like|leaves))/i,
    holds: (e) => e.traits.bud.shape !== 'naked',
    has: (e) => `bud shape ${e.traits.bud.shape}`,
  },
  {
    claim: 'a drupe',
    parts: ['seed'],
    words: /\bdrupes?\b/i,
    holds: seedIs('drupe'),
    has: seedKind,
  },
  {
    claim: 'a fruit with a stone',
    parts: ['seed'],
    // A haw or a medlar is a pome with stones.
    words: /\bstones?\b/i,
    holds: seedIs('drupe', 'pome'),
    has: seedKind,
  },
  {
    claim: 'one seed or stone, so not a berry',
    parts: ['seed'],
    words: /\b(?:one|a single|single)\s+(?:hard\s+)?(?:seed|stone)\b/i,
    holds: (e) => e.traits.seed.kind !== 'berry',
    has: seedKind,
  },
  {
    claim: 'several seeds, so not a drupe',
    parts: ['seed'],
    words: /\b(?:several|many|a few|few|three to five|about four)\s+(?:\w+,?\s+){0,3}seeds\b/i,
    holds: (e) => e.traits.seed.kind !== 'drupe',
    has: seedKind,
  },
  {
    claim: 'acorns',
    parts: ['seed'],
    words: /\bacorns?\b/i,
    holds: seedIs('acorn'),
    has: seedKind,
  },
  {
    claim: 'cones',
    parts: ['seed'],
    words: /\bcones?\b(?!-like)/i,
    holds: seedIs('cone', 'berry-cone'),
    has: seedKind,
  },
  {
    claim: 'pods',
    parts: ['seed'],
    words: /\bpods?\b/i,
    holds: seedIs('pod'),
    has: seedKind,
  },
  {
    claim: 'winged keys',
    parts: ['seed'],
    words: /\bkeys?\b|\bsamaras?\b/i,
    holds: seedIs('samara', 'double-samara'),
    has: seedKind,
  },
  {
    claim: 'paired keys',
    parts: ['seed'],
    words: /\bpaired\b.*\bkeys\b/i,
    holds: seedIs('double-samara'),
    has: seedKind,
  },
  {
    claim: 'single keys',
    parts: ['seed'],
    words: /\bsingle(?:-winged)?\b.*\bkeys?\b/i,
    holds: seedIs('samara'),
    has: seedKind,
  },
  {
    claim: 'a naked seed',
    parts: ['seed'],
    words: /\bnaked seeds?\b/i,
    holds: seedIs('fleshy-seed'),
    has: seedKind,
  },
  {
    claim: 'an aril',
    parts: ['seed'],
    words: /\barils?\b/i,
    holds: seedIs('aril'),
    has: seedKind,
  },
];

// Trees the records compare with that the catalog does not hold: a clause naming one speaks of it.
const OTHER_TREES =
  /\b(?:American (?:sweetgum|redbud)|coast redwood|Corsican|Austrian|Weymouth|Macedonian|Phoenician juniper|foxglove tree|mastic tree|white mulberry|pin and scarlet oaks|balsam poplars?|grey poplar|hybrid|hybrids|midland hawthorn|rock whitebeam|garden pears|cultivated apples?|other (?:firs|cedars|pines|whitebeams|limes|pears|maples|oaks|elms|willows))\b/i;
// Words that compare or speak of a stage of growth, not the grown tree itself.
const NOT_A_CLAIM =
  /\b(?:look(?:s|ing)? (?:much )?like|resembl\w*|as if|similar|young (?:shoots|plants)|juvenile|suckers?|strong shoots|vigorous shoots|garden forms?)\b/i;
// A negation within the few words before a claim turns it round ("not in opposite pairs").
const NEGATION = /\b(?:not|no|never|nor|none|unlike|without|rather than|instead of|except)\b|n't\b/i;
const LACKS = /\black(?:s|ing)?\b/i;

type Finding = { slug: string; part: Part; clause: string; claim: string; has: string };

/**
 * The clauses of one description that speak of the record's own tree. A clause that names no tree
 * goes on speaking of the tree its sentence last named ("Ash also has pinnate leaves, but they
 * grow in opposite pairs").
 */
function ownClauses(entry: CatalogEntry, text: string, catalog: readonly CatalogEntry[]): string[] {
  return text.split(/(?<=[.!?])\s+/).flatMap((sentence) => {
    let aboutOther = false;
    return clausesOf(sentence).filter((clause) => {
      const mentions = treeMentions(clause, catalog);
      if (OTHER_TREES.test(clause) || mentions.some((mention) => !mention.slugs.includes(entry.slug)))
        aboutOther = true;
      else if (mentions.length > 0) aboutOther = false;
      return !aboutOther && !NOT_A_CLAIM.test(clause) && !LACKS.test(clause);
    });
  });
}

function negated(clause: string, at: number): boolean {
  const before = clause.slice(0, at).split(/\s+/).filter(Boolean).slice(-5).join(' ');
  return NEGATION.test(before);
}

/** Every claim in a record's own words that its traits contradict. */
function recordContradictions(entry: CatalogEntry, catalog: readonly CatalogEntry[]): Finding[] {
  return PARTS.flatMap((part) =>
    ownClauses(entry, entry.descriptions[part], catalog).flatMap((clause) =>
      RULES.filter((rule) => rule.parts.includes(part)).flatMap((rule) => {
        const match = rule.words.exec(clause);
        if (!match) return [];
        if (!rule.ownNegation && negated(clause, match.index + (match[0].length - match[0].trimStart().length)))
          return [];
        if (rule.holds(entry, clause)) return [];
        return [{ slug: entry.slug, part, clause, claim: rule.claim, has: rule.has(entry) }];
      }),
    ),
  );
}

const NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fifteen: 15,
  'twenty-one': 21,
  'twenty-three': 23,
  'twenty-five': 25,
};
const NUMBER = `(?:\\d+(?:\\.\\d+)?|${Object.keys(NUMBERS).join('|')})`;
// "8 to 16 cm", "three to five blunt, rounded lobes", "usually seven smooth-edged oval leaflets".
const MEASURE = new RegExp(
  `\\b(${NUMBER})(?:\\s+(?:to|or)\\s+(${NUMBER}))?\\s+(?:[\\w-]+,?\\s+){0,3}?(cm|mm|lobes|leaflets)\\b`,
  'gi',
);
type Measure = { low: number; high: number; unit: string };
const numberOf = (word: string) => NUMBERS[word.toLowerCase()] ?? Number(word);

function measuresOf(text: string): Measure[] {
  return [...text.matchAll(MEASURE)].map(([, low = '', high, unit = '']) => ({
    low: numberOf(low),
    high: numberOf(high ?? low),
    unit: unit.toLowerCase(),
  }));
}

type CrossFinding = { slug: string; part: Part; clause: string; other: string; says: string; has: string };

/**
 * Where a record tells what another catalog tree has ("Field maple has three to five lobes": a
 * clause that begins with that tree's name, and the clauses after it in the sentence that name no
 * tree), each count or length it gives must take in what the other tree's own description of the
 * same part says in the same unit.
 */
function crossRecordContradictions(entry: CatalogEntry, catalog: readonly CatalogEntry[]): CrossFinding[] {
  const bySlug = new Map(catalog.map((e) => [e.slug, e]));
  const range = (m: Measure) => `${m.low === m.high ? m.low : `${m.low}-${m.high}`} ${m.unit}`;
  return PARTS.flatMap((part) =>
    entry.descriptions[part].split(/(?<=[.!?])\s+/).flatMap((sentence) => {
      let other: CatalogEntry | undefined;
      return clausesOf(sentence).flatMap((clause) => {
        const mentions = treeMentions(clause, catalog);
        const first = mentions[0];
        if (first) {
          const leads = /^(?:(?:but|while|whereas|and|the|common)\s+)*$/i.test(clause.slice(0, first.index));
          const alone = mentions.length === 1 && first.kind === 'tree' && !first.slugs.includes(entry.slug);
          other = leads && alone ? bySlug.get(first.slugs[0] ?? '') : undefined;
        }
        if (!other) return [];
        const theirs = measuresOf(other.descriptions[part]);
        const about = other;
        return measuresOf(clause).flatMap((said) => {
          const same = theirs.filter((m) => m.unit === said.unit);
          if (same.length === 0 || same.some((m) => m.low >= said.low && m.high <= said.high)) return [];
          return [
            { slug: entry.slug, part, clause, other: about.slug, says: range(said), has: same.map(range).join(', ') },
          ];
        });
      });
    }),
  );
}

describe('each record agrees with its own words', () => {
  const catalog = loadCatalog();

  it('has no trait that a clause about its own tree contradicts', () => {
    const found = catalog.flatMap((entry) => recordContradictions(entry, catalog));
    expect(found.map((f) => `${f.slug} ${f.part}: "${f.clause}" says ${f.claim}, but the record has ${f.has}`)).toEqual(
      [],
    );
  });

  it("says of another tree only the counts and lengths that tree's own record gives", () => {
    const found = catalog.flatMap((entry) => crossRecordContradictions(entry, catalog));
    expect(found.map((f) => `${f.slug} ${f.part}: "${f.clause}" gives ${f.says}, but ${f.other} has ${f.has}`)).toEqual(
      [],
    );
  });
});

describe('the consistency rules', () => {
  const catalog = loadCatalog();
  const entry = (slug: string): CatalogEntry => {
    const found = catalog.find((e) => e.slug === slug);
    if (!found) throw new Error(`no ${slug}`);
    return structuredClone(found);
  };
  const claims = (e: CatalogEntry) => recordContradictions(e, catalog).map((f) => f.claim);

  // Contradictions the records once held, each put back on today's record: every one is caught.
  const before: [string, (e: CatalogEntry) => void, string][] = [
    ['abies-alba', (e) => Object.assign(e.traits.bud, { arrangement: 'spiral' }), 'buds clustered at the shoot tip'],
    ['cupressus-x-leylandii', (e) => Object.assign(e.traits.bud, { shape: 'hidden' }), 'naked buds, without scales'],
    ['araucaria-araucana', (e) => Object.assign(e.traits.bud, { shape: 'hidden' }), 'naked buds, without scales'],
    ['ginkgo-biloba', (e) => Object.assign(e.traits.seed, { kind: 'drupe' }), 'a naked seed'],
    ['laurus-nobilis', (e) => Object.assign(e.traits.seed, { kind: 'berry' }), 'one seed or stone, so not a berry'],
    ['sambucus-nigra', (e) => Object.assign(e.traits.bud, { shape: 'naked' }), 'bud scales'],
  ];
  it.each(before)('catch %s as it was', (slug, undo, claim) => {
    const e = entry(slug);
    expect(claims(e)).toEqual([]);
    undo(e);
    expect(claims(e)).toEqual([claim]);
  });

  it("catch a record giving another tree a count its own record does not (Montpellier maple's field maple, as it was)", () => {
    const e = entry('acer-monspessulanum');
    e.descriptions.leaf = e.descriptions.leaf.replace(
      /Field maple has .*$/,
      'Field maple has five lobes and milky sap.',
    );
    expect(crossRecordContradictions(e, catalog)).toEqual([
      expect.objectContaining({ other: 'acer-campestre', says: '5 lobes', has: '3-5 lobes' }),
    ]);
    const pine = entry('pinus-sylvestris');
    pine.descriptions.leaf = pine.descriptions.leaf.replace('8 to 16 cm', '10 to 15 cm');
    expect(crossRecordContradictions(pine, catalog)).toEqual([
      expect.objectContaining({ other: 'pinus-nigra', says: '10-15 cm', has: '8-16 cm' }),
    ]);
  });

  it('read only clauses about the record’s own tree, and not a claim turned round by a negation', () => {
    const e = entry('sorbus-aucuparia');
    for (const text of [
      'Ash has pinnate leaves too, but they grow in opposite pairs.',
      'They grow alternately, not in opposite pairs.',
      'Rather than opposite pairs, they come singly.',
      'Young shoots may carry opposite leaves.',
      'The leaf looks like an opposite pair of fronds.',
    ]) {
      e.descriptions.leaf = text;
      expect(claims(e), text).toEqual([]);
    }
    e.descriptions.leaf = 'Pinnate leaves set in opposite pairs.';
    expect(claims(e)).toEqual(['opposite leaves']);
  });
});

describe('the corrections of the catalog review stay made', () => {
  const catalog = loadCatalog();
  const text = (slug: string, part: Part) => catalog.find((e) => e.slug === slug)?.descriptions[part] ?? '';

  it('says nothing of carob seeds being of even size (a myth: they vary as much as other seeds)', () => {
    expect(text('ceratonia-siliqua', 'seed')).not.toMatch(/even size|same size|uniform/i);
  });

  it("calls English oak's leaves thin, not leathery like the evergreen oaks'", () => {
    expect(text('quercus-robur', 'leaf')).not.toMatch(/leathery/i);
    expect(text('quercus-robur', 'leaf')).toMatch(/^Thin\b/);
  });

  it("sets tree of heaven's leaves, not its leaflets, alternately", () => {
    expect(text('ailanthus-altissima', 'leaf')).not.toMatch(/leaflets[^.;]*alternate/i);
    expect(text('ailanthus-altissima', 'leaf')).toMatch(/leaves[^.;]*set alternately/);
  });

  it("gives Scots pine's black pine the 8-16 cm needles of its own record, which the rule above then checks", () => {
    expect(text('pinus-sylvestris', 'leaf')).toMatch(/^.*\. Black pine\b.*8 to 16 cm/);
  });

  it("gives Ley's whitebeam lobes cut a third to half of the way to the midrib", () => {
    expect(text('sorbus-leyana', 'leaf')).toMatch(/a third to half of the way to the midrib/);
  });
});
