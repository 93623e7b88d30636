import { darken, lighten, mix } from './colour.ts';

/**
 * Details the closed trait vocabularies do not carry (how many needles in a pine bundle, the ripe
 * colour of a fruit, whether a cone stands upright) read from a record's own descriptions.
 * Each returns undefined when the text says nothing, and the drawing falls back to its default.
 */

const BASE: Record<string, string> = {
  red: '#b5302a',
  scarlet: '#c53a22',
  crimson: '#9e1f2e',
  orange: '#d8762a',
  yellow: '#d9b43a',
  golden: '#cf9f2c',
  green: '#7f9a45',
  black: '#2b2428',
  blue: '#3f527c',
  purple: '#5b2f52',
  violet: '#5e4580',
  brown: '#7a5232',
  russet: '#8e5a34',
  buff: '#c8b089',
  cinnamon: '#9a5a32',
  chestnut: '#7a3f24',
  grey: '#8a8478',
  pink: '#d98c92',
};
const ISH: Record<string, string> = {
  reddish: 'red',
  orangey: 'orange',
  yellowish: 'yellow',
  greenish: 'green',
  blackish: 'black',
  bluish: 'blue',
  purplish: 'purple',
  brownish: 'brown',
  greyish: 'grey',
  pinkish: 'pink',
};
const WORD = `(?:${[...Object.keys(ISH), ...Object.keys(BASE)].join('|')})`;
const COLOUR = new RegExp(`\\b(?:(dark|deep|pale|light) )?(?:(${WORD})-)?(${WORD})\\b`, 'g');
const RIPE_LEAD = /(?:\bto|\bripen\w*)\s+(?:(?:glossy|shiny|almost|a|an|bright|dark|deep|pale|light|rich|dull)\s+)*$/;

const NOT_FRUIT = /^[\s,a-z]{0,12}?\b(pips?|seeds?|stones?|flowers?|pea-flowers|fluff|hairs|stamens)\b/;

const base = (word: string): string => BASE[ISH[word] ?? word] ?? BASE.brown ?? '#7a5232';

/** The ripe colour a text names ("ripening from green to purple-black" gives purple-black). */
export function ripeColour(text: string): string | undefined {
  const found: { colour: string; ripe: boolean }[] = [];
  const lower = text.toLowerCase();
  for (const m of lower.matchAll(COLOUR)) {
    const [whole, tone, first, last] = m;
    // "brown pips", "white flowers": the colour of some other part.
    if (NOT_FRUIT.test(lower.slice(m.index + whole.length))) continue;
    let colour = first ? mix(base(first), base(last ?? ''), 0.6) : base(last ?? '');
    if (tone === 'dark' || tone === 'deep') colour = darken(colour, 0.25);
    if (tone === 'pale' || tone === 'light') colour = lighten(colour, 0.3);
    found.push({ colour, ripe: RIPE_LEAD.test(lower.slice(Math.max(0, m.index - 40), m.index)) });
  }
  return (found.find((f) => f.ripe) ?? found[0])?.colour;
}

const NUMBERS: Record<string, number> = { pairs: 2, two: 2, three: 3, threes: 3, five: 5, fives: 5 };

/** Needles per bundle for a fascicled leaf: "in pairs", "bundles of five". */
export function needlesPerBundle(text: string): 2 | 3 | 5 | undefined {
  const m = text.toLowerCase().match(/\b(?:in|of)\s+(pairs|two|threes?|fives?)\b/);
  const n = m ? NUMBERS[m[1] ?? ''] : undefined;
  return n === 2 || n === 3 || n === 5 ? n : undefined;
}

/** A typical length in centimetres: the middle of "5 to 9 cm", or "about 2 cm", "5 mm". */
export function sizeCm(text: string): number | undefined {
  const m = text.match(/(\d+(?:\.\d+)?)(?:\s+to\s+(\d+(?:\.\d+)?))?\s*(cm|mm)\b/);
  if (!m) return undefined;
  const low = Number(m[1]);
  const mid = m[2] ? (low + Number(m[2])) / 2 : low;
  return m[3] === 'mm' ? mid / 10 : mid;
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
