import { describe, expect, it } from 'vitest';
import * as details from '../src/detail-phrases.ts';
import {
  type CatalogEntry,
  loadCourse,
  lookalikesOf,
  lookFor,
  PART_OF_SLOT,
  SLOTS,
  treeMentions,
  unitOfTree,
} from '../src/index.ts';
import { LESSON_MARKS, lessonMarksOf } from '../src/lesson-marks.ts';
import { loadCatalog } from '../src/load.ts';
import { lookForLine } from '../src/look-for.ts';
import * as phrases from '../src/trait-phrases.ts';
import { LIST_KEYS, partOfTrait, type TraitKey } from '../src/trait-phrases.ts';
import { listWords, traitsDiffer, traitValue } from '../src/trait-values.ts';

/** The look-for line of every course tree names the marks its lesson names (docs/teaching.md). */
const catalog = loadCatalog();
const course = loadCourse(catalog);
const tree = (name: string): CatalogEntry => {
  const found = catalog.find((species) => species.name_common === name);
  if (!found) throw new Error(`no ${name} in the catalog`);
  return found;
};
const isList = (key: TraitKey) => (LIST_KEYS as readonly TraitKey[]).includes(key);

// Each lesson with the trees it teaches and names, read once.
const lessons = course.units.map((unit) => {
  const text = unit.lesson.join('\n');
  const named = treeMentions(text, catalog).flatMap((mention) => mention.slugs);
  return { text, slugs: new Set([...(unit.kind === 'lesson' ? unit.trees : []), ...named]) };
});
/** The lessons that teach a tree or name it: where its marks' words must be. */
const lessonsOf = (entry: CatalogEntry) => lessons.filter(({ slugs }) => slugs.has(entry.slug));
/** The trees a tree is set against: those its lessons teach or name, and its look-alikes. */
function comparedWith(entry: CatalogEntry): CatalogEntry[] {
  const slugs = new Set(lessonsOf(entry).flatMap((lesson) => [...lesson.slugs]));
  const lookalikes = lookalikesOf(entry, catalog);
  return catalog.filter((other) => other !== entry && (slugs.has(other.slug) || lookalikes.includes(other)));
}

// The phrase each value of a trait is said by, from the tables (a list's word after "with").
const TABLES: Partial<Record<TraitKey, Record<string, string>>> = {
  'leaf.arrangement': phrases.LEAF_ARRANGEMENT_PHRASES,
  'leaf.lobing': phrases.LEAF_LOBING_PHRASES,
  'leaf.margin': phrases.LEAF_MARGIN_PHRASES,
  'leaf.shape': phrases.LEAF_SHAPE_PHRASES,
  'leaf.underside': details.LEAF_UNDERSIDE_PHRASES,
  'leaf.gloss': details.LEAF_GLOSS_PHRASES,
  'leaf.tip': details.LEAF_TIP_PHRASES,
  'leaf.base': details.LEAF_BASE_PHRASES,
  'leaf.autumn': details.AUTUMN_PHRASES,
  'bud.colour': phrases.BUD_COLOUR_PHRASES,
  'bud.shape': phrases.BUD_SHAPE_PHRASES,
  'bud.stalked': details.BUD_STALKED_PHRASES,
  'bud.stance': details.BUD_STANCE_PHRASES,
  'bud.surface': details.BUD_SURFACE_PHRASES,
  'bud.twig.colour': details.TWIG_COLOUR_PHRASES,
  'bud.twig.features': details.TWIG_FEATURE_PHRASES,
  'bark.texture': phrases.BARK_TEXTURE_PHRASES,
  'bark.colour': phrases.BARK_COLOUR_PHRASES,
  'bark.features': details.BARK_FEATURE_PHRASES,
  'seed.kind': phrases.SEED_KIND_PHRASES,
  'seed.stalk': details.SEED_STALK_PHRASES,
  'seed.ripe_colour': details.SEED_COLOUR_PHRASES,
  'seed.surface': details.SEED_SURFACE_PHRASES,
  'seed.shape': details.SEED_SHAPE_PHRASES,
  'seed.posture': details.SEED_POSTURE_PHRASES,
  'seed.cone.bract': details.CONE_BRACT_PHRASES,
  'form.crown': details.CROWN_PHRASES,
  'form.top': details.CROWN_TOP_PHRASES,
  'form.foliage': details.FOLIAGE_PHRASES,
};

/** What a line must say to name a mark: its value's phrase, worked out here from the tables. */
function markWords(key: TraitKey, value: string): string {
  if (key === 'type') return value;
  if (key === 'leaf.compound') {
    const [kind, count] = value.split(' ');
    return kind === 'trifoliate' ? 'leaves of three' : `about ${count}`;
  }
  if (value.startsWith('[')) {
    const [low, high] = JSON.parse(value) as [number, number];
    return `${low === high ? low : `${low}–${high}`} ${key === 'bud.length_mm' ? 'mm' : 'cm'} long`;
  }
  const phrase = TABLES[key]?.[value];
  if (!phrase) throw new Error(`no phrase for ${key} ${value}`);
  return isList(key) ? `with ${phrase}` : phrase;
}

describe('the lesson marks', () => {
  it('cover every tree of the course, and only trees of the catalog', () => {
    for (const entry of catalog) expect(lessonMarksOf(entry), entry.name_sci).toBe(LESSON_MARKS[entry.name_sci]);
    expect(Object.keys(LESSON_MARKS).toSorted()).toEqual(catalog.map((entry) => entry.name_sci).toSorted());
    for (const entry of catalog) expect(unitOfTree(course, entry.slug), entry.slug).toBeDefined();
  });

  it("are each in a lesson's own words and the record's value, and tell the tree from a tree it is set against", () => {
    let marks = 0;
    for (const entry of catalog) {
      const texts = lessonsOf(entry).map(({ text }) => text);
      const others = comparedWith(entry);
      for (const [key, value, words] of lessonMarksOf(entry)) {
        const where = `${entry.name_common}: ${key} ${value}`;
        expect(
          texts.some((text) => text.includes(words)),
          `${where}: "${words}"`,
        ).toBe(true);
        if (isList(key)) expect(listWords(entry, key as (typeof LIST_KEYS)[number]), where).toContain(value);
        else expect(traitValue(entry, key), where).toBe(value);
        expect(
          others.some((other) => traitsDiffer(entry, other, key)),
          where,
        ).toBe(true);
        marks += 1;
      }
    }
    expect(marks).toBeGreaterThan(300);
  });
});

describe('the look-for line of each course tree', () => {
  it('names, for each slot, every mark its lesson names there, before anything else', () => {
    for (const entry of catalog) {
      const lookalikes = lookalikesOf(entry, catalog);
      for (const slot of SLOTS) {
        const marks = lessonMarksOf(entry).filter(([key]) => partOfTrait(key) === PART_OF_SLOT[slot]);
        if (marks.length === 0) continue;
        const line = lookForLine(entry, lookalikes, { slots: [slot] });
        // The record's own marks of the slot lead instead: look-for-marks.test.ts holds them to the lesson.
        if (line.lead.some((phrase) => phrase.authored)) continue;
        const lead = line.lead.map((phrase) => phrase.phrase);
        for (const [key, value] of marks) {
          expect(lead.join(' | '), `${entry.name_common} [${slot}]: ${key}`).toContain(markWords(key, value));
        }
      }
    }
  });

  it("agrees with the sessile oak's lesson: the leaf stalk and the stalkless acorn, not the bud scales", () => {
    // "Sessile oak turns this round: a clear leaf stalk, and acorns sitting right on the twig."
    const sessile = tree('Sessile oak');
    const lookalikes = lookalikesOf(sessile, catalog);
    const [stalk, acorn] = [
      'lobed leaves narrowing into a clear yellowish stalk 1 to 2.5 cm long',
      'acorns sitting directly on the twig or on a very short stalk',
    ];
    expect(lookFor(sessile, lookalikes)).toBe(`Look for ${stalk} and ${acorn}.`);
    expect(lookFor(sessile, lookalikes, { slots: ['leaf'] })).toBe(`Look for ${stalk}. Also: ${acorn}.`);
    expect(lookFor(sessile, lookalikes, { slots: ['seed'] })).toBe(`Look for ${acorn}. Also: ${stalk}.`);
    expect(lookFor(sessile, lookalikes, { slots: ['leaf', 'bark', 'bud', 'seed'] })).not.toMatch(/scales/);
    // English oak turns it round again.
    const english = tree('English oak');
    expect(lookFor(english, lookalikesOf(english, catalog), { slots: ['leaf'] })).toBe(
      'Look for deeply lobed leaves with two small ear-like lobes at the base wrapping the stalk. Also: acorns on long stalks, often two or three together.',
    );
  });
});
