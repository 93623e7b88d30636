import type { Species } from './schema.ts';
import type { CountKey, ListKey, RangeKey } from './trait-phrases.ts';
import { listedWords, listWords, rangeOf, rangesApart } from './trait-values.ts';

/** The words given, in order, with the missing ones left out. */
export const words = (...parts: (string | false | undefined)[]): string => parts.filter(Boolean).join(' ');
/** The clauses given, comma-separated, with the missing ones left out. */
export const clauses = (...parts: (string | false | undefined)[]): string => parts.filter(Boolean).join(', ');
/**
 * A head and the clauses after it. A first clause that starts with a preposition follows a plain
 * head without a comma ("an acorn on a long stalk, hanging down"); the rest follow commas.
 */
export function attach(head: string, ...rest: (string | false | undefined)[]): string {
  const [first, ...others] = rest.filter((part): part is string => Boolean(part));
  if (!first) return head;
  const close =
    /^(with|without|on|under|each|tapering|ending|drawn|hanging|held|standing|turning|falling)\b/.test(first) &&
    !head.includes(',');
  return clauses(close ? `${head} ${first}` : `${head}, ${first}`, ...others);
}
/** "a" or "an" before a phrase, by its first letter (the catalog's words have no silent h or long u). */
export const withArticle = (phrase: string): string => `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;

const UNITS: Record<RangeKey, string> = {
  'leaf.length_cm': 'cm long',
  'seed.length_cm': 'cm long',
  'bud.length_mm': 'mm long',
  'form.height_m': 'm tall',
};
/**
 * A record's size range with its unit ("2–3 cm long"); undefined where it has none. Said
 * "usually 8–16 cm long" where it overlaps the range of one of `against`: then it is the typical
 * sizes that differ (trait-values.ts, `typicallyApart`), and the overlap is not hidden.
 */
export function rangePhrase(species: Species, key: RangeKey, against: readonly Species[] = []): string | undefined {
  const range = rangeOf(species, key);
  if (!range) return undefined;
  const [low, high] = range;
  const overlaps = against.some((other) => {
    const theirs = rangeOf(other, key);
    return theirs !== undefined && !rangesApart(range, theirs);
  });
  return `${overlaps ? 'usually ' : ''}${low === high ? low : `${low}–${high}`} ${UNITS[key]}`;
}

const NUMBER_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'];
/** A count in words: "one", "two or three" (neighbours), "three to five". */
export function countWords([low, high]: readonly [number, number]): string {
  const say = (n: number) => NUMBER_WORDS[n] ?? String(n);
  if (low === high) return say(low);
  return `${say(low)} ${high === low + 1 ? 'or' : 'to'} ${say(high)}`;
}
/** "one stone", "two or three stones", "four lobes": a record's count with its noun; undefined where it has none. */
export function countPhrase(species: Species, key: CountKey): string | undefined {
  const range = rangeOf(species, key);
  if (!range) return undefined;
  const noun = key === 'seed.stones' ? 'stone' : 'lobe';
  return `${countWords(range)} ${noun}${range[1] === 1 ? '' : 's'}`;
}

/**
 * "with X", X the word of `species`' list that the most of `against` lack (the earlier in the
 * table, which lists the words most telling first, among equals); where it has no word they lack,
 * "without Y", Y the word it lacks that the most of them have. Undefined when neither exists. A
 * word its other traits imply (lenticels in lenticelled bark) is never said to be lacking, and
 * `unsaid` words (already said another way) are not said as its own.
 */
export function listClause(
  species: Species,
  key: ListKey,
  table: Record<string, string>,
  against: readonly Species[],
  unsaid: readonly string[] = [],
): string | undefined {
  const order = Object.keys(table);
  const best = (candidates: readonly string[], count: (word: string) => number) =>
    candidates
      .filter((word) => against.length === 0 || count(word) > 0)
      .sort((x, y) => count(y) - count(x) || order.indexOf(x) - order.indexOf(y))[0];
  const own = listWords(species, key);
  const said = listedWords(species, key).filter((word) => !unsaid.includes(word));
  const has = best(said, (word) => against.filter((other) => !listWords(other, key).includes(word)).length);
  if (has) return `with ${table[has]}`;
  const theirs = [...new Set(against.flatMap((other) => listedWords(other, key)))].filter(
    (word) => !own.includes(word),
  );
  const lacks = best(theirs, (word) => against.filter((other) => listWords(other, key).includes(word)).length);
  return lacks ? `without ${table[lacks]}` : undefined;
}
