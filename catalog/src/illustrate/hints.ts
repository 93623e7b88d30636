/**
 * Details the closed trait vocabularies do not carry (how many needles in a pine bundle, how many
 * lobes a leaf has, whether a cone is called stout) read from a record's own descriptions.
 * Each returns undefined when the text says nothing, and the drawing falls back to its default.
 */

const NUMBERS: Record<string, number> = { pairs: 2, two: 2, three: 3, threes: 3, five: 5, fives: 5 };

/** Needles per bundle for a fascicled leaf: "in pairs", "bundles of five". */
export function needlesPerBundle(text: string): 2 | 3 | 5 | undefined {
  const m = text.toLowerCase().match(/\b(?:in|of)\s+(pairs|two|threes?|fives?)\b/);
  const n = m ? NUMBERS[m[1] ?? ''] : undefined;
  return n === 2 || n === 3 || n === 5 ? n : undefined;
}

export const mentions = (text: string, ...words: string[]): boolean => {
  const lower = text.toLowerCase();
  return words.some((w) => lower.includes(w));
};

const COUNT: Record<string, number> = {
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
};
const N = `(${Object.keys(COUNT).join('|')})`;
const LOBES = new RegExp(`\\b${N}(?: (?:to|or) ${N})? (pairs of )?(?:[a-z,-]+ ){0,4}?lobes\\b|\\b${N}-lobed\\b`);

/** How many lobes a text gives ("three to five lobes", "five or six pairs of lobes", "three-lobed"). */
export function lobeCount(text: string): { min: number; max: number; pairs: boolean } | undefined {
  const m = text.toLowerCase().match(LOBES);
  if (!m) return undefined;
  const min = COUNT[m[1] ?? m[4] ?? ''] ?? 0;
  const max = COUNT[m[2] ?? ''] ?? min;
  return min > 0 ? { min, max, pairs: Boolean(m[3]) } : undefined;
}

/** The sentences that describe the species itself, leaving out comparisons with other trees. */
export function ownWords(text: string): string {
  const sentences = text.split(/(?<=[.!?])\s+/);
  const own = sentences.filter(
    (s) => !/\b(unlike|than|whose|tell it|apart|separates|whereas|while|instead|other)\b/i.test(s),
  );
  return (own.length > 0 ? own : sentences.slice(0, 1)).join(' ');
}
