import { sentencesOf } from './contrast-notes.ts';
import { clausesOf, treeMentions } from './course-text.ts';
import type { CatalogEntry } from './load.ts';
import { partPhrase } from './part-phrase.ts';
import type { LookForMark, MarkPart, Species } from './schema.ts';
import { PART_OF_SLOT } from './shown-parts.ts';
import { partOfTrait, TRAIT_KEYS } from './trait-phrases.ts';
import { contentWords, holds, stemsOf } from './word-stems.ts';

/**
 * Whether a look-for mark says only what its record says (docs/catalog.md, "What to look for"):
 * each word of it that carries meaning must be a word of the record's description of that part
 * or of its traits there, compared by stem ("cups" is "cup-shaped"'s "cup", "hairy" is "hairs"),
 * and each number must be one the record gives or lie within one of its ranges. A plain check, like
 * the record-consistency test: it cannot see that words stand in the wrong order, so read the mark too.
 */

type Traits = Species['traits'];
const TRAITS_OF_PART: Record<MarkPart, (traits: Traits) => unknown> = {
  leaf: (traits) => traits.leaf,
  bark: (traits) => traits.bark,
  bud: (traits) => traits.bud,
  seed: (traits) => traits.seed,
  form: (traits) => traits.form,
};

/** Every leaf value of a trait object: its words, and its numbers as ranges. */
function traitLeaves(value: unknown, words: string[], ranges: [number, number][]): void {
  if (typeof value === 'string') words.push(value.replace(/[-_]/g, ' '));
  else if (typeof value === 'number') ranges.push([value, value]);
  else if (Array.isArray(value) && value.length === 2 && value.every((item) => typeof item === 'number'))
    ranges.push(value as [number, number]);
  else if (Array.isArray(value)) for (const item of value) traitLeaves(item, words, ranges);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) traitLeaves(item, words, ranges);
}

/**
 * What a record says of one part: the sentences of its description, the pieces of them that speak
 * of its own tree, its traits there as phrases and words, its numbers as ranges, and every stem of
 * the pieces and phrases (what a mark's words are looked up in).
 */
export type PartText = {
  sentences: string[];
  own: string[];
  phrases: string[];
  ranges: [number, number][];
  known: ReadonlySet<string>;
};

// A negation turns round what follows it, up to the next comma ("with no hanging tips"); "rather
// than" and "instead of" only the next word or two ("green rather than bluish and has whitish tufts").
const NEGATED =
  /\b(?:rather than|instead of)\s+(?:(?:a|an|the)\s+)?[\w-]+(?:\s+(?!and\b)[\w-]+)?|\b(?:not|no|never|nor|none|unlike|without|lacks?|lacking)\b[^,]*/gi;

// Before a name, words that keep speaking of the record's own tree: "any alder", "other pines" and
// "several planes" name no one tree, a "smell of almonds" is a smell, and "the longest of the
// cedars", "like a beech's" or "narrower than those of silver birch" compare the record's own with
// it. A tree name beside a colour is a colour: "chestnut brown", "grey, cream and olive".
const NOT_ANOTHER =
  /\b(?:any|other|several)\s+$|\b\w+est of (?:the|all)\s+$|\b(?:smell|smells|smelling|scent|taste)\s+of\s+$|\b(?:like|resembling|than)\s+(?:[\w'-]+\s+){0,4}$/i;
const COLOUR_NAMES = /^(?:olive|chestnut|cherry|lime|plum|hazel)$/i;
const COLOURS = 'grey|green|brown|cream|white|yellow|red|black|purple|orange|pink|buff';
const COLOUR_BEFORE = new RegExp(`\\b(?:${COLOURS}),?\\s+(?:and|or|to)?\\s*$`, 'i');
const COLOUR_AFTER = new RegExp(`^(?:-|\\s+)(?:${COLOURS})\\b`, 'i');

/**
 * The pieces of a description that speak of the record's own tree: its clauses, cut at commas, each
 * with what follows a negation taken out. A piece naming another tree speaks of it, and so does
 * every piece after it in the sentence until one names the record's tree again ("Guelder rose's buds
 * are red, glossy and scaled" says nothing of the wayfaring tree's); "maple-like lobes" are its own.
 */
function ownWords(entry: CatalogEntry, text: string, catalog: readonly CatalogEntry[]): string[] {
  // A crab apple's "apples" and a cherry plum's "plums" are its own fruit, not the trees of those names.
  const ownNames = new Set(entry.name_common.toLowerCase().split(/\s+/));
  const isOwnWord = (name: string) => ownNames.has(name.toLowerCase().replace(/(?:'s|s)$/, ''));
  return sentencesOf(text).flatMap((sentence) => {
    let aboutOther = false;
    const pieces = clausesOf(sentence).flatMap((clause) => clause.split(/,\s*/));
    return pieces.flatMap((piece) => {
      const said = piece.replace(NEGATED, ' ');
      const mentions = treeMentions(said, catalog).filter(
        (mention) =>
          !isOwnWord(mention.text) &&
          !/^-like\b/i.test(said.slice(mention.index + mention.text.length)) &&
          !NOT_ANOTHER.test(said.slice(0, mention.index)) &&
          !(
            COLOUR_NAMES.test(mention.text) &&
            (COLOUR_BEFORE.test(said.slice(0, mention.index)) ||
              COLOUR_AFTER.test(said.slice(mention.index + mention.text.length)))
          ),
      );
      if (mentions.some((mention) => !mention.slugs.includes(entry.slug))) aboutOther = true;
      else if (mentions.length > 0) aboutOther = false;
      return aboutOther ? [] : [said];
    });
  });
}

/** What `entry`'s record says of one part, for its marks to be read against. */
export function partText(entry: CatalogEntry, part: MarkPart, catalog: readonly CatalogEntry[]): PartText {
  const contrastPart = PART_OF_SLOT[part];
  const phrases = TRAIT_KEYS.filter((key) => partOfTrait(key) === contrastPart).map((key) =>
    partPhrase(entry, contrastPart, [key]),
  );
  const words: string[] = [];
  const ranges: [number, number][] = [];
  traitLeaves(TRAITS_OF_PART[part](entry.traits), words, ranges);
  // The whole tree is where being evergreen, deciduous or a conifer shows.
  if (part === 'form') words.push(entry.type, entry.conifer ? 'conifer' : 'broadleaf');
  const text = entry.descriptions[part];
  const own = ownWords(entry, text, catalog);
  const said = [...phrases, ...words];
  return { sentences: sentencesOf(text), own, phrases: said, ranges, known: stemsOf([...own, ...said]) };
}

const isNumber = (word: string) => /^\d/.test(word);

/** The words and numbers of `mark` that what the record says of its own tree at that part does not hold. */
export function unsupportedWords(mark: LookForMark, text: PartText): string[] {
  const { known } = text;
  return contentWords(mark.mark).filter((word) => {
    if (holds(known, word)) return false;
    if (!isNumber(word)) return true;
    const value = Number(word);
    return !text.ranges.some(([low, high]) => low <= value && value <= high);
  });
}

/** Whether every word of `mark` is said of that part by a record: what makes a mark fit a tree. */
export const fits = (mark: LookForMark, text: PartText): boolean => unsupportedWords(mark, text).length === 0;

/**
 * Where a mark's words come from: the sentences of the part's description and the trait phrases
 * that hold any of them, those holding the most first (for the review sheet).
 */
export function markSources(mark: LookForMark, text: PartText): { sentences: string[]; phrases: string[] } {
  const wanted = contentWords(mark.mark);
  const shared = (source: string) => {
    const known = stemsOf([source]);
    return wanted.filter((word) => holds(known, word)).length;
  };
  const ranked = (sources: string[]) =>
    sources
      .map((source) => ({ source, count: shared(source) }))
      .filter(({ count }) => count > 0)
      .sort((a, b) => b.count - a.count)
      .map(({ source }) => source);
  return { sentences: ranked(text.sentences), phrases: ranked([...new Set(text.phrases)]).slice(0, 3) };
}
