import { describe, expect, it } from 'vitest';
import { type CatalogEntry, lookalikesOf, lookFor, SLOTS, type Slot } from '../src/index.ts';
import { lessonMarksOf } from '../src/lesson-marks.ts';
import { loadCatalog } from '../src/load.ts';
import { lookForLine } from '../src/look-for.ts';
import { fits, type PartText, partText, unsupportedWords } from '../src/mark-support.ts';
import { partPhrase } from '../src/part-phrase.ts';
import type { LookForMark } from '../src/schema.ts';
import { PART_OF_SLOT } from '../src/shown-parts.ts';
import { type ContrastPart, partOfTrait } from '../src/trait-phrases.ts';
import { contentWords, stems } from '../src/word-stems.ts';

/** Each record's `look_for`: the field marks an expert names first (docs/catalog.md, "What to look for"). */
const catalog = loadCatalog();
const tree = (name: string): CatalogEntry => {
  const found = catalog.find((species) => species.name_common === name);
  if (!found) throw new Error(`no ${name} in the catalog`);
  return found;
};
const textOf = new Map(
  catalog.map((entry) => [entry, new Map(SLOTS.map((slot) => [slot, partText(entry, slot, catalog)]))]),
);
const text = (entry: CatalogEntry, slot: Slot) => textOf.get(entry)?.get(slot) as PartText;
const marksOf = (entry: CatalogEntry): LookForMark[] => entry.look_for ?? [];
const SLOT_OF_PART = Object.fromEntries(SLOTS.map((slot) => [PART_OF_SLOT[slot], slot])) as Record<ContrastPart, Slot>;

/** The records every mark of `marks` fits: each word is said by that record of that part. */
const fitting = (marks: readonly LookForMark[]) =>
  catalog.filter((entry) => marks.every((mark) => fits(mark, text(entry, mark.part))));

/** The record's marks a line shows, the lead and the mark after "Also:" (lookForLine). */
function shownMarks(entry: CatalogEntry, slots?: readonly Slot[]): LookForMark[] | undefined {
  const line = lookForLine(entry, lookalikesOf(entry, catalog), { slots });
  if (!line.lead.some((phrase) => phrase.authored)) return undefined;
  return [...line.lead, ...(line.also ? [line.also] : [])]
    .filter((phrase) => phrase.authored)
    .map((phrase) => ({ part: SLOT_OF_PART[phrase.part], mark: phrase.phrase }));
}

// Words naming the part itself: sharing one says nothing about agreeing with a lesson.
const PART_WORDS = new Set(
  [
    'leaf',
    'leaflet',
    'needle',
    'bark',
    'trunk',
    'bud',
    'twig',
    'shoot',
    'fruit',
    'seed',
    'cone',
    'tree',
    'crown',
  ].flatMap((word) => [...stems(word)]),
);
/** Whether two texts share a word that says something of the part (by stem). */
function shareAWord(one: string, other: string): boolean {
  const theirs = new Set(contentWords(other).flatMap((word) => [...stems(word)]));
  return contentWords(one).some((word) => [...stems(word)].some((stem) => theirs.has(stem) && !PART_WORDS.has(stem)));
}

describe("each record's look-for marks", () => {
  it('are given for every species, 2 to 6 of them (the schema holds their shape)', () => {
    const missing = catalog.filter((entry) => marksOf(entry).length < 2).map((entry) => entry.slug);
    expect(missing).toEqual([]);
  });

  it('say only what the record says of that part, in its own words, and never what the tree lacks', () => {
    const problems: string[] = [];
    let marks = 0;
    for (const entry of catalog) {
      for (const mark of marksOf(entry)) {
        const where = `${entry.slug} [${mark.part}] "${mark.mark}"`;
        const unsaid = unsupportedWords(mark, text(entry, mark.part));
        if (unsaid.length > 0) problems.push(`${where}: the record does not say ${unsaid.join(', ')} there`);
        if (/\b(?:not|no|never|nor|without|lacks?|lacking|unlike)\b/i.test(mark.mark))
          problems.push(`${where}: a lack`);
        marks += 1;
      }
    }
    expect(problems).toEqual([]);
    expect(marks).toBeGreaterThan(600);
  });

  it('name, for each part its lesson gives a mark of, that mark among the first two of the part', () => {
    const problems: string[] = [];
    let agreed = 0;
    for (const entry of catalog) {
      for (const [key, value, words] of lessonMarksOf(entry)) {
        const part = SLOT_OF_PART[partOfTrait(key)];
        const lead = marksOf(entry)
          .filter((mark) => mark.part === part)
          .slice(0, 2)
          .map((mark) => mark.mark);
        // The lesson's own words, the trait's value or its phrase: any will do.
        const trait = partPhrase(entry, partOfTrait(key), [key]);
        const said = [words, value.replace(/-/g, ' '), trait];
        if (lead.some((mark) => said.some((them) => shareAWord(mark, them)))) agreed += 1;
        else
          problems.push(
            `${entry.slug}: the lesson's ${key} ${value} ("${words}", ${trait}) is in none of: ${lead.join(' | ')}`,
          );
      }
    }
    expect(problems).toEqual([]);
    expect(agreed).toBeGreaterThan(300);
  });
});

describe('the look-for lines the marks make', () => {
  it('are no generic phrase: each line fits at most 2 species, its first mark alone at most 4', () => {
    const problems: string[] = [];
    for (const entry of catalog) {
      const [first] = marksOf(entry);
      if (!first) continue;
      const alone = fitting([first]).map((other) => other.slug);
      if (alone.length > 4) problems.push(`${entry.slug}: "${first.mark}" alone fits ${alone.join(', ')}`);
      for (const slots of [undefined, ...SLOTS.map((slot) => [slot])]) {
        const marks = shownMarks(entry, slots);
        if (!marks) continue;
        const fit = fitting(marks).map((other) => other.slug);
        const line = `${entry.slug} [${slots ?? 'all'}]: ${marks.map((mark) => mark.mark).join(' | ')}`;
        // A line that fits not even its own record has a word the record lacks: the test above says which.
        if (fit.length > 2) problems.push(`${line} fits ${fit.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('are shared by no two species, nor is any mark', () => {
    const lines = catalog.map((entry) => lookFor(entry, lookalikesOf(entry, catalog)));
    expect(lines.filter((line, i) => lines.indexOf(line) !== i)).toEqual([]);
    const marks = catalog.flatMap((entry) => marksOf(entry).map((mark) => mark.mark));
    expect(marks.filter((mark, i) => marks.indexOf(mark) !== i)).toEqual([]);
  });

  it('lead with the marks of the part a question showed, and add the first mark of another part', () => {
    const yew = tree('Yew');
    const lookalikes = lookalikesOf(yew, catalog);
    expect(lookFor(yew, lookalikes)).toBe(
      'Look for dark, flat needles in two rows, yellowish-green beneath, and a single seed sitting in a soft, bright red cup.',
    );
    expect(lookFor(yew, lookalikes, { slots: ['bark'] })).toBe(
      'Look for thin, flaking red-brown bark leaving purplish-red patches. Also: dark, flat needles in two rows, yellowish-green beneath.',
    );
    // Two marks of the part shown: both, before the other part's.
    const ginkgo = tree('Ginkgo');
    expect(lookFor(ginkgo, [], { slots: ['leaf'] })).toBe(
      'Look for leathery, fan-shaped leaves, often split into two lobes, in tufts on spur shoots, and leaves turning clear butter-yellow in autumn. Also: a gaunt, open tree with a few long branches studded with short spurs.',
    );
  });

  it('fall back to the traits for a part the record gives no mark of', () => {
    // Turkey oak names no mark of its whole tree: a question of that slot is answered from the traits.
    const turkey = tree('Turkey oak');
    expect(marksOf(turkey).some((mark) => mark.part === 'form')).toBe(false);
    const line = lookForLine(turkey, lookalikesOf(turkey, catalog), { slots: ['form'] });
    expect(line.lead.every((phrase) => !phrase.authored)).toBe(true);
    expect(line.also).toEqual({
      part: 'bud',
      phrase: 'buds surrounded by long, twisted, whisker-like threads',
      authored: true,
    });
  });
});
