/**
 * Words compared by stem, for checking that a phrase says only what a record says
 * (mark-support.ts): "cups" is "cup-shaped"'s "cup", "hairy" is "hairs", "reddish" is "red".
 */

// Words that carry no claim of their own: articles, prepositions, the words that tie a phrase together.
const TIES = new Set(
  (
    'a an the and or of in on at to with by from its their it each every one around along across like as into ' +
    'onto over under beneath underneath below above up out off that which who whose is are be often usually ' +
    'mostly many much more most than almost about nearly some has have both so but then when where all any ' +
    'just can you very only also still well far near between through after before against among towards ' +
    'toward until per'
  ).split(' '),
);

// Forms a suffix rule cannot join to their stem.
const IRREGULAR: Record<string, string> = {
  leaves: 'leaf',
  teeth: 'tooth',
  halves: 'half',
  hung: 'hang',
  grown: 'grow',
  kept: 'keep',
  broken: 'break',
  bent: 'bend',
  narrower: 'narrow',
  broader: 'broad',
  longer: 'long',
  larger: 'large',
  smaller: 'small',
  darker: 'dark',
  paler: 'pale',
  thicker: 'thick',
  thinner: 'thin',
  shorter: 'short',
  bigger: 'big',
  deeper: 'deep',
  wider: 'wide',
  rounder: 'round',
  softer: 'soft',
  stiffer: 'stiff',
  finer: 'fine',
  brighter: 'bright',
  greener: 'green',
  redder: 'red',
  largest: 'large',
  longest: 'long',
  biggest: 'big',
  smallest: 'small',
  darkest: 'dark',
};

const SUFFIXES = ['ing', 'ed', 'ish', 'ly', 'y', 'e', 'er', 'est'];

/**
 * The stems a word may have: itself, its singular, and each with an ending (-ing, -ed, -ish, -ly,
 * -y, -e, -er, -est) taken off, once or twice, a doubled last letter made single. Two words are
 * the same word when they share a stem: "bristly" and "bristles" share "bristl", "reddish" and
 * "red" share "red".
 */
export function stems(word: string): Set<string> {
  let base = IRREGULAR[word] ?? word;
  if (base.length > 4 && base.endsWith('ies')) base = `${base.slice(0, -3)}y`;
  else if (base.length > 4 && /(ch|sh|x|z|ss)es$/.test(base)) base = base.slice(0, -2);
  else if (base.length > 3 && base.endsWith('s') && !base.endsWith('ss')) base = base.slice(0, -1);
  const found = new Set([base]);
  let round = [base];
  for (let depth = 0; depth < 2; depth += 1) {
    round = round.flatMap((w) =>
      SUFFIXES.filter((suffix) => w.length - suffix.length >= 3 && w.endsWith(suffix)).map((suffix) =>
        w.slice(0, -suffix.length),
      ),
    );
    for (const w of round) found.add(w);
  }
  for (const w of [...found]) if (/([b-df-hj-np-tv-z])\1$/.test(w)) found.add(w.slice(0, -1));
  return found;
}

const tokens = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/'s\b/g, '')
    .match(/\d+(?:\.\d+)?|[a-z]+/g) ?? [];

/** A text's words that carry meaning, and its numbers, as they are written (lower case). */
export function contentWords(text: string): string[] {
  return tokens(text).filter((word) => !TIES.has(word) && (word.length > 1 || /\d/.test(word)));
}

/** Every stem of every word of some texts: what a word is looked up in. */
export const stemsOf = (texts: readonly string[]): Set<string> =>
  new Set(texts.flatMap((text) => contentWords(text).flatMap((word) => [...stems(word)])));

/** Whether a word, by any of its stems, is among `known`. */
export const holds = (known: ReadonlySet<string>, word: string) =>
  [...stems(word)].some((candidate) => known.has(candidate));
