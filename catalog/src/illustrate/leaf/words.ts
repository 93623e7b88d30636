/**
 * Counts a leaf description states ("five to seven leaflets", "ten to fifteen pairs of veins",
 * "three to six teeth on each side"), which the closed trait words do not carry.
 */

const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const TEENS = ['thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];

/** "seven", "twenty-three" or "13" as a number. */
export function numberWord(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  const unit = UNITS.indexOf(word);
  if (unit >= 0) return unit + 1;
  const teen = TEENS.indexOf(word);
  if (teen >= 0) return teen + 13;
  const twenty = word.match(/^twenty(?:-(\w+))?$/);
  if (twenty) return 20 + (twenty[1] ? UNITS.indexOf(twenty[1]) + 1 : 0);
  return undefined;
}

const NUMBER = '(\\d+|[a-z]+(?:-[a-z]+)?)';

export type Count = { min: number; max: number; pairs: boolean };

/**
 * The count of `noun` a text gives: "five to seven stalkless leaflets", "13 to 25 pointed leaflets",
 * "two to five pairs of leaflets" (pairs), "usually seven leaflets". Up to five words may stand
 * between the number and the noun.
 */
export function countsIn(text: string, noun: string): Count | undefined {
  const pattern = new RegExp(
    `\\b${NUMBER}(?: (?:to|or) ${NUMBER})? (pairs of |parallel pairs of )?(?:[a-z,-]+ ){0,5}?${noun}\\b`,
    'g',
  );
  for (const m of text.toLowerCase().matchAll(pattern)) {
    const min = numberWord(m[1] ?? '');
    const max = m[2] ? numberWord(m[2]) : min;
    if (min !== undefined && max !== undefined && min > 0) return { min, max, pairs: Boolean(m[3]) };
  }
  return undefined;
}

/** Pairs of side veins a text gives ("ten to fifteen pairs of sunken veins"). */
export function veinPairs(text: string): Count | undefined {
  const count = countsIn(text, 'veins');
  return count?.pairs ? count : undefined;
}

/** Teeth on each side a text gives ("three to six large, rounded teeth on each side"). */
export function toothCount(text: string): Count | undefined {
  const count = countsIn(text, 'teeth');
  return count && /teeth on each side/.test(text.toLowerCase()) ? count : undefined;
}
