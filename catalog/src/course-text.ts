import type { CatalogEntry } from './load.ts';

/**
 * What a lesson's words say about the catalog's trees: which trees it names, and a few plain
 * trait claims that can be checked against the records. Used by the course validation
 * (course.ts) so a lesson never compares with a tree not yet taught, nor says what a record
 * contradicts.
 */

/**
 * A name the lesson uses. `tree`: a catalog tree's full common name ("sessile oak", "ash");
 * `group`: the shared last word of several names ("oaks", "maple", "service tree"), which means
 * some tree of `slugs`, any of them.
 */
export type TreeMention = { text: string; kind: 'tree' | 'group'; slugs: string[]; index: number };

// Last words that say nothing about which tree is meant ("Judas tree", "Monkey puzzle"), or that
// name no group of trees here (guelder rose is no rose; "the rose family" means Rosaceae).
const NOT_GROUP_NAMES = new Set(['tree', 'puzzle', 'rose']);

/** The shared word a common name ends in: "Cedar of Lebanon" → "cedar", "Wild service tree" → "service tree". */
function groupNameOf(nameCommon: string): string | undefined {
  const words = nameCommon.toLowerCase().split(/\s+/);
  const ofAt = words.indexOf('of');
  const head = ofAt > 0 ? words.slice(0, ofAt) : words;
  if (head.length < 2 && ofAt < 0) return undefined;
  const last = head.at(-1) ?? '';
  const group = last === 'tree' && head.length >= 2 ? head.slice(-2).join(' ') : last;
  return NOT_GROUP_NAMES.has(group) ? undefined : group;
}

type NameEntry = { name: string; kind: 'tree' | 'group'; slugs: string[]; pattern: RegExp };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name as a whole-word pattern, with its plurals ("oaks", "birches", "cherries") and possessives. */
function namePattern(name: string): RegExp {
  const words = name.split(/\s+/).map(escapeRegExp);
  const last = words.pop() ?? '';
  // English plurals as tree names take them: oaks, birches, cypresses, cherries (never "plumes" for plum).
  const plural = /[^aeiou]y$/.test(last)
    ? `(?:${last}|${last.slice(0, -1)}ies)`
    : /(?:s|x|z|ch|sh)$/.test(last)
      ? `${last}(?:es)?`
      : `${last}s?`;
  const body = [...words, plural].join('\\s+');
  return new RegExp(`(?<![\\w-])${body}(?:['’]s?)?(?![\\w-])`, 'gi');
}

const indexCache = new WeakMap<readonly CatalogEntry[], NameEntry[]>();

/** Every full common name, then every shared last word, longest first, so "horse chestnut" wins over "chestnut". */
function nameIndex(catalog: readonly CatalogEntry[]): NameEntry[] {
  const cached = indexCache.get(catalog);
  if (cached) return cached;
  const full = new Map<string, string[]>();
  const groups = new Map<string, string[]>();
  for (const entry of catalog) {
    const name = entry.name_common.toLowerCase();
    full.set(name, [...(full.get(name) ?? []), entry.slug]);
    const group = groupNameOf(entry.name_common);
    if (group) groups.set(group, [...(groups.get(group) ?? []), entry.slug]);
  }
  // A single-word name that is also a group word ("ash", "elder") means that very tree.
  const entries: NameEntry[] = [
    ...[...full].map(([name, slugs]) => ({ name, kind: 'tree' as const, slugs })),
    ...[...groups]
      .filter(([name]) => !full.has(name))
      .map(([name, slugs]) => ({ name, kind: 'group' as const, slugs })),
  ]
    .map((entry) => ({ ...entry, pattern: namePattern(entry.name) }))
    .sort((a, b) => b.name.length - a.name.length || a.name.localeCompare(b.name));
  indexCache.set(catalog, entries);
  return entries;
}

/** The catalog trees `text` names, in the order they appear; a longer name hides the shorter names inside it. */
export function treeMentions(text: string, catalog: readonly CatalogEntry[]): TreeMention[] {
  const taken: [number, number][] = [];
  const mentions: TreeMention[] = [];
  for (const entry of nameIndex(catalog)) {
    for (const match of text.matchAll(entry.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken.some(([from, to]) => start < to && end > from)) continue;
      taken.push([start, end]);
      // "Dutch elm disease" names a disease, not the tree.
      if (/^\s+disease\b/i.test(text.slice(end))) continue;
      mentions.push({ text: match[0], kind: entry.kind, slugs: entry.slugs, index: start });
    }
  }
  return mentions.sort((a, b) => a.index - b.index);
}

/**
 * Plain claims a clause can make about the one tree it names, each with the record's test.
 * Kept to words that mean one thing in a lesson; anything subtler is left to the reader.
 */
const TRAIT_CLAIMS: {
  words: RegExp;
  claim: string;
  holds: (entry: CatalogEntry) => boolean;
  has: (entry: CatalogEntry) => string;
}[] = [
  {
    words: /\bopposite\b/i,
    claim: 'opposite leaves or buds',
    holds: (e) => e.traits.leaf.arrangement === 'opposite' || e.traits.bud.arrangement === 'opposite',
    has: (e) => `${e.traits.leaf.arrangement} leaves, ${e.traits.bud.arrangement} buds`,
  },
  {
    words: /\balternate(?:ly)?\b/i,
    claim: 'alternate leaves or buds',
    holds: (e) => e.traits.leaf.arrangement === 'alternate' || e.traits.bud.arrangement === 'alternate',
    has: (e) => `${e.traits.leaf.arrangement} leaves, ${e.traits.bud.arrangement} buds`,
  },
  {
    words: /\bevergreen\b/i,
    claim: 'evergreen',
    holds: (e) => e.type === 'evergreen',
    has: (e) => e.type,
  },
  {
    words: /\bdeciduous\b|\b(?:drops?|sheds?|loses?)\s+(?:its|their)\s+(?:\w+\s+)?(?:leaves|needles)\b/i,
    claim: 'deciduous',
    holds: (e) => e.type === 'deciduous',
    has: (e) => e.type,
  },
  {
    words: /\bacorns?\b/i,
    claim: 'acorns',
    holds: (e) => e.traits.seed.kind === 'acorn',
    has: (e) => `seed kind ${e.traits.seed.kind}`,
  },
  {
    words: /\b(?:pinnate|feathered)\b/i,
    claim: 'feathered (pinnate) leaves',
    holds: (e) => e.traits.leaf.compound === 'pinnate' || e.traits.leaf.compound === 'bipinnate',
    has: (e) => `${e.traits.leaf.compound} leaves`,
  },
  {
    words: /\bneedles?\b/i,
    claim: 'needles',
    holds: (e) => e.conifer,
    has: () => 'no needles (not a conifer)',
  },
];

// A clause with any of these may be saying what a tree lacks, so it is not read as a claim.
const NEGATIONS = /\b(?:not|no|never|nor|none|unlike|without|rather than|instead of|apart from|lacks?|except)\b|n't\b/i;

/** A lesson's clauses: sentences split at ; and : and before "but", "while", "whereas", "where". */
export function clausesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|[;:]\s*|,?\s+(?=\b(?:but|while|whereas|where)\b)/)
    .map((clause) => clause.trim())
    .filter(Boolean);
}

/**
 * The trait claims in `text` that a named tree's record contradicts: a clause that names exactly
 * one catalog tree in full and says, without negation, that it is evergreen, has opposite leaves,
 * acorns, needles and the like.
 */
export function traitContradictions(
  text: string,
  catalog: readonly CatalogEntry[],
): { clause: string; tree: string; claim: string; has: string }[] {
  const bySlug = new Map(catalog.map((entry) => [entry.slug, entry]));
  return clausesOf(text).flatMap((clause) => {
    if (NEGATIONS.test(clause)) return [];
    const mentions = treeMentions(clause, catalog);
    const trees = new Set(mentions.flatMap((m) => (m.kind === 'tree' ? m.slugs : [])));
    // A group word counts as another tree unless it is the named tree's own ("box elder is a maple").
    const others = mentions.filter((m) => m.kind === 'group' && !m.slugs.some((slug) => trees.has(slug)));
    if (trees.size !== 1 || others.length > 0) return [];
    const entry = bySlug.get([...trees][0] ?? '');
    if (!entry) return [];
    return TRAIT_CLAIMS.filter(({ words, holds }) => words.test(clause) && !holds(entry)).map(({ claim, has }) => ({
      clause,
      tree: entry.name_common,
      claim,
      has: has(entry),
    }));
  });
}

// Words before a tree word that do not make a tree's name: articles, counts, ages, sizes, parts of a
// sentence ("the other pines", "young oaks", "most maples", "than hornbeam").
const NOT_A_NAME = new Set(
  (
    'a an the and or nor of to than as like with from by for in on at its their his her this that these those ' +
    'other others another each every any all both either neither most many some several few no not same such ' +
    'one two three four five six seven eight nine ten twelve first second young old older oldest mature grown ' +
    'tall taller small smaller smallest large larger largest big bigger tiny little short long slender ' +
    'true real typical ordinary native planted wild-grown garden-grown living dead felled single whole lone ' +
    'hedgerow hedge street park woodland forest orchard roadside riverside city town ' +
    'fruit female male related similar lookalike look-alike familiar common rarer rare cultivated ' +
    'only while whereas unlike but so yet also even just british pale dark glossy oval round rounded bushy gritty ' +
    'hard soft sweet sour ripe unripe twisted low leaning spreading wild wild-type garden separate shrubby nearby ' +
    'neighbouring different individual thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty ' +
    'is are was be means mean against between where recall leaves into christmas timber suckering southern ' +
    'northern bare black white red green grey brown yellow pink purple dark'
  ).split(/\s+/),
);

// Tree names the records and lessons are tempted to use for trees the catalog does not hold: their
// head word is not one of the catalog's group words, so the shape check alone would miss them. One the
// catalog comes to hold is its own name, and passes (unknownTreeNames).
const OTHER_TREE_NAMES = /\b(?:myrtles?|oleanders?|wellingtonias?|redbuds?|sallows?|palms?)\b/gi;

const shapeIndexCache = new WeakMap<readonly CatalogEntry[], { names: Set<string>; heads: Set<string> }>();

/** The catalog's common names and the head words a tree's name ends in ("pine", "oak", "tree"), once per catalog. */
function shapeIndex(catalog: readonly CatalogEntry[]): { names: Set<string>; heads: Set<string> } {
  const cached = shapeIndexCache.get(catalog);
  if (cached) return cached;
  const names = new Set(catalog.map((entry) => entry.name_common.toLowerCase()));
  const heads = new Set(catalog.flatMap((entry) => groupNameOf(entry.name_common)?.split(' ').slice(-1) ?? []));
  heads.add('tree');
  const index = { names, heads };
  shapeIndexCache.set(catalog, index);
  return index;
}

/**
 * Names in `text` shaped like a tree's ("Corsican pine", "pin and scarlet oaks", "foxglove tree")
 * that are no catalog tree's common name, nor the end of one: a description that names a tree must
 * name one the learner can look up (docs/catalog.md, "Checks"). A word before a catalog group word ("pine", "oak",
 * "tree") makes a name unless it is a plain word of the sentence (`NOT_A_NAME`).
 */
export function unknownTreeNames(text: string, catalog: readonly CatalogEntry[]): string[] {
  const { names, heads } = shapeIndex(catalog);
  const known = (phrase: string) =>
    [...names].some((name) => name === phrase || name.endsWith(` ${phrase}`) || name.startsWith(`${phrase} of `));
  const found: string[] = [];
  const words = [...text.matchAll(/[A-Za-zÀ-ÿ'’-]+|[^\sA-Za-zÀ-ÿ'’-]+/g)].map((match) => match[0]);
  words.forEach((word, at) => {
    const before = words[at - 1] ?? '';
    // Plurals as tree names take them: pines, birches, cherries (never "plumes" for plum).
    const head = [word, word.replace(/s$/, ''), word.replace(/(s|x|z|ch|sh)es$/, '$1'), word.replace(/ies$/, 'y')].find(
      (form) => heads.has(form),
    );
    if (!head || !/^[A-Za-zÀ-ÿ'’-]+$/.test(before) || words[at + 1] === 'disease') return;
    const written = before.toLowerCase().replace(/’/g, "'");
    const modifier = written.replace(/'s?$/, '');
    if (NOT_A_NAME.has(modifier) || /-(?:leaved|fruited|sized|shelled|trunked|stemmed|crowned)$/.test(modifier)) return;
    // "Ley's whitebeam" is a name with its possessive; "hawthorn's fruit" a name before a word.
    if (known(`${written} ${head}`) || known(`${modifier} ${head}`) || names.has(modifier)) return;
    found.push(`${before} ${word}`);
  });
  for (const match of text.matchAll(OTHER_TREE_NAMES)) {
    const name = match[0].toLowerCase();
    if (!names.has(name) && !names.has(name.replace(/s$/, ''))) found.push(match[0]);
  }
  return found;
}
