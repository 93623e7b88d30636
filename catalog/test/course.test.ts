import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  COURSE_FILE,
  COURSE_FOCUS,
  COURSE_LIMITS,
  type Course,
  CourseError,
  FOCUS_SLOTS,
  loadCourse,
  unitOfTree,
  unitTrees,
  validateCourse,
} from '../src/course.ts';
import { traitContradictions, treeMentions } from '../src/course-text.ts';
import { CatalogError, loadCatalog } from '../src/load.ts';

const catalog = loadCatalog();
const bySlug = new Map(catalog.map((entry) => [entry.slug, entry]));
// The file as written, read without the validator, so each rule below is checked on its own.
const raw = JSON.parse(readFileSync(COURSE_FILE, 'utf8')) as Course;
const units = raw.units;
const lessons = units.flatMap((unit) => (unit.kind === 'lesson' ? [unit] : []));
const reviews = units.flatMap((unit) => (unit.kind === 'review' ? [unit] : []));
const indexOf = (id: string) => units.findIndex((unit) => unit.id === id);
const treesOf = (id: string): string[] => {
  const unit = units[indexOf(id)];
  if (!unit) return [];
  return unit.kind === 'lesson' ? unit.trees : unit.reviews.flatMap(treesOf);
};
const levelOf = (slug: string) => bySlug.get(slug)?.level ?? 0;

describe('the course', () => {
  it('loads and validates against the catalog', () => {
    let problems: string[] = [];
    try {
      loadCourse(catalog);
    } catch (error) {
      if (!(error instanceof CourseError)) throw error;
      problems = error.problems;
    }
    expect(problems).toEqual([]);
  });

  it('teaches every catalog species in exactly one lesson unit', () => {
    const taught = lessons.flatMap((unit) => unit.trees.map((slug) => ({ slug, unit: unit.id })));
    const leftOut = catalog.filter((entry) => !taught.some((t) => t.slug === entry.slug)).map((entry) => entry.slug);
    const doubled = catalog
      .map((entry) => ({ slug: entry.slug, units: taught.filter((t) => t.slug === entry.slug).map((t) => t.unit) }))
      .filter((entry) => entry.units.length > 1);
    const unknown = taught.filter((t) => !bySlug.has(t.slug));
    expect(leftOut, 'species in no lesson unit').toEqual([]);
    expect(doubled, 'species in more than one lesson unit').toEqual([]);
    expect(unknown, 'slugs that are not catalog species').toEqual([]);
    expect(taught).toHaveLength(catalog.length);
  });

  it('gives each lesson 3 to 6 trees, and each review 2 or more earlier lesson units and at most 24 trees', () => {
    const badLessons = lessons.filter((unit) => unit.trees.length < 3 || unit.trees.length > 6).map((unit) => unit.id);
    expect(badLessons, 'lesson units with fewer than 3 or more than 6 trees').toEqual([]);
    for (const review of reviews) {
      const at = indexOf(review.id);
      expect(review.reviews.length, review.id).toBeGreaterThanOrEqual(2);
      expect(new Set(review.reviews).size, `${review.id} names a unit twice`).toBe(review.reviews.length);
      for (const id of review.reviews) {
        const reviewed = units[indexOf(id)];
        expect(reviewed?.kind, `${review.id} reviews "${id}", which must be a lesson unit`).toBe('lesson');
        expect(indexOf(id), `${review.id} reviews "${id}", which must come before it`).toBeLessThan(at);
      }
      expect(treesOf(review.id).length, `${review.id} mixes too many trees`).toBeLessThanOrEqual(24);
    }
  });

  it('gives every unit a unique id', () => {
    const ids = units.map((unit) => unit.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('has a winter review of bark and buds, and only known focuses', () => {
    expect(reviews.filter((unit) => unit.focus === 'winter').length).toBeGreaterThanOrEqual(1);
    expect(units.filter((unit) => !COURSE_FOCUS.includes(unit.focus))).toEqual([]);
  });

  it('orders lessons from Sapling to Ancient, and teaches every Sapling tree in a Sapling unit', () => {
    const stepsDown = lessons.flatMap((unit, i) => {
      const before = Math.max(1, ...lessons.slice(0, i).map((earlier) => earlier.level));
      return unit.level < before ? [`${unit.id} (level ${unit.level} after level ${before})`] : [];
    });
    expect(stepsDown).toEqual([]);
    const waiting = lessons.flatMap((unit) =>
      unit.level > 1 ? unit.trees.filter((slug) => levelOf(slug) === 1).map((slug) => `${slug} in ${unit.id}`) : [],
    );
    expect(waiting, 'Sapling trees taught behind rarer ones').toEqual([]);
  });

  it("sets each unit's level to its highest tree's level", () => {
    const wrong = units.flatMap((unit) => {
      const highest = Math.max(...treesOf(unit.id).map(levelOf));
      return unit.level === highest ? [] : [`${unit.id}: ${unit.level}, highest tree ${highest}`];
    });
    expect(wrong).toEqual([]);
  });

  it('brings a review after at most 4 lesson units in a row', () => {
    let run = 0;
    const tooLong: string[] = [];
    for (const unit of units) {
      run = unit.kind === 'lesson' ? run + 1 : 0;
      if (run > 4) tooLong.push(unit.id);
    }
    expect(tooLong).toEqual([]);
  });

  it('keeps each lesson to 1-3 paragraphs and 40-120 words', () => {
    const wrong = units.flatMap((unit) => {
      const words = unit.lesson.join(' ').split(/\s+/).filter(Boolean).length;
      const fits = unit.lesson.length >= 1 && unit.lesson.length <= 3 && words >= 40 && words <= 120;
      return fits ? [] : [`${unit.id}: ${unit.lesson.length} paragraph(s), ${words} words`];
    });
    expect(wrong).toEqual([]);
  });

  it('names in a lesson only trees taught by its unit or an earlier one', () => {
    const taughtAt = new Map(lessons.flatMap((unit) => unit.trees.map((slug) => [slug, indexOf(unit.id)] as const)));
    const early = units.flatMap((unit, i) =>
      treeMentions(unit.lesson.join('\n'), catalog)
        .filter((mention) => !mention.slugs.some((slug) => (taughtAt.get(slug) ?? Number.POSITIVE_INFINITY) <= i))
        .map((mention) => `${unit.id}: "${mention.text}"`),
    );
    expect(early).toEqual([]);
    // The check sees names at all: the first unit names its own trees, in plurals and possessives too.
    const first = treeMentions(units[0]?.lesson.join('\n') ?? '', catalog).map((mention) => mention.text.toLowerCase());
    expect(first).toEqual(expect.arrayContaining(['oaks', 'english oak', 'sessile oak', "sweet chestnut's"]));
  });

  it("never states a trait that a named tree's record contradicts, where a plain check can tell", () => {
    const wrong = units.flatMap((unit) =>
      traitContradictions(unit.lesson.join('\n'), catalog).map(
        (w) => `${unit.id}: "${w.clause}" (${w.tree}: ${w.has})`,
      ),
    );
    expect(wrong).toEqual([]);
  });
});

describe('course helpers', () => {
  // Loaded in the tests, so a broken course fails here and in the rule it breaks, not the whole file.
  let course: Course;
  beforeAll(() => {
    course = loadCourse(catalog);
  });

  it("resolves a review unit's trees from the units it reviews", () => {
    const review = course.units.find((unit) => unit.kind === 'review');
    if (review?.kind !== 'review') throw new Error('the course has no review');
    const expected = review.reviews.flatMap((id) => unitTrees(course, id));
    expect(unitTrees(course, review.id)).toEqual(expected);
    expect(expected.length).toBeGreaterThanOrEqual(6);
    expect(() => unitTrees(course, 'no-such-unit')).toThrow(/no-such-unit/);
  });

  it('finds the lesson unit that teaches a tree', () => {
    expect(unitOfTree(course, 'quercus-robur')?.trees).toContain('quercus-robur');
    expect(unitOfTree(course, 'quercus-robur')?.kind).toBe('lesson');
    expect(unitOfTree(course, 'not-a-tree')).toBeUndefined();
  });

  it('maps each focus to its picture slots', () => {
    expect(FOCUS_SLOTS).toEqual({ all: ['leaf', 'bark', 'bud', 'seed'], leaf: ['leaf'], winter: ['bark', 'bud'] });
    expect(COURSE_LIMITS.lessonTrees).toEqual({ min: 3, max: 6 });
  });
});

describe('course validation', () => {
  const clone = (): Course => structuredClone(raw);
  const problemsOf = (course: unknown): string[] => {
    try {
      validateCourse(course, catalog);
    } catch (error) {
      if (error instanceof CourseError) return error.problems;
      throw error;
    }
    return [];
  };
  const lessonAt = (course: Course, id: string) => {
    const unit = course.units.find((u) => u.id === id);
    if (unit?.kind !== 'lesson') throw new Error(`${id} is not a lesson unit`);
    return unit;
  };
  const reviewAt = (course: Course, id: string) => {
    const unit = course.units.find((u) => u.id === id);
    if (unit?.kind !== 'review') throw new Error(`${id} is not a review unit`);
    return unit;
  };

  it('accepts the real course', () => {
    expect(problemsOf(clone())).toEqual([]);
  });

  it('names a species left out, and one taught twice', () => {
    const course = clone();
    const oaks = lessonAt(course, 'oaks-beech-chestnut');
    oaks.trees = oaks.trees.filter((slug) => slug !== 'castanea-sativa');
    lessonAt(course, 'ash-and-feathered-leaves').trees.push('quercus-robur');
    expect(problemsOf(course)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/castanea-sativa \(Sweet chestnut\) is in no lesson unit/),
        expect.stringMatching(/quercus-robur .* more than once, in oaks-beech-chestnut, ash-and-feathered-leaves/),
      ]),
    );
  });

  it('rejects an empty unit and an over-long one, naming the unit and field', () => {
    const course = clone();
    lessonAt(course, 'lime-elm-hazel').trees = [];
    lessonAt(course, 'maples-sycamore-plane').trees.push('tilia-x-europaea', 'ulmus-glabra', 'corylus-avellana');
    const problems = problemsOf(course);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/units\[\d+\] \(lime-elm-hazel\): trees: must hold 3 to 6 trees/),
        expect.stringMatching(/units\[\d+\] \(maples-sycamore-plane\): trees: must hold 3 to 6 trees/),
      ]),
    );
  });

  it('rejects a species the catalog lacks', () => {
    const course = clone();
    lessonAt(course, 'oaks-beech-chestnut').trees.push('quercus-imaginaria');
    expect(problemsOf(course)).toEqual([
      expect.stringMatching(/oaks-beech-chestnut\): trees: "quercus-imaginaria" is not/),
    ]);
  });

  it('rejects a lesson naming a tree before it is taught, by full name or group word', () => {
    const course = clone();
    const first = lessonAt(course, 'oaks-beech-chestnut');
    first.lesson = [...first.lesson.slice(0, 1), 'Unlike Scots pine, they shed their leaves, and so do the birches.'];
    const problems = problemsOf(course);
    expect(problems).toEqual([
      expect.stringMatching(/\(oaks-beech-chestnut\): lesson: names "Scots pine", a tree not taught/),
      expect.stringMatching(/\(oaks-beech-chestnut\): lesson: names "birches", trees not taught/),
    ]);
  });

  it('rejects a lesson naming a tree the catalog lacks', () => {
    const course = clone();
    const first = lessonAt(course, 'oaks-beech-chestnut');
    first.lesson = [...first.lesson.slice(0, 1), 'Their acorns are bigger than those of scarlet oaks in America.'];
    expect(problemsOf(course)).toEqual([
      expect.stringMatching(/\(oaks-beech-chestnut\): lesson: names "scarlet oaks", which is no tree of the catalog/),
    ]);
  });

  it('accepts a lesson naming a tree of its own unit or an earlier one', () => {
    const course = clone();
    const lime = lessonAt(course, 'lime-elm-hazel');
    lime.lesson = [
      ...lime.lesson.slice(0, 1),
      "Hornbeam's leaf is neater, and English oak's is lobed; beeches are smooth.",
    ];
    expect(problemsOf(course)).toEqual([]);
  });

  it("rejects a lesson stating a trait its one named tree's record contradicts", () => {
    const course = clone();
    const oaks = lessonAt(course, 'oaks-from-abroad');
    oaks.lesson = [...oaks.lesson.slice(0, 1), 'Holm oak is deciduous. Red oak sets its leaves in opposite pairs.'];
    expect(problemsOf(course)).toEqual([
      expect.stringMatching(
        /oaks-from-abroad\): lesson: "Holm oak is deciduous\." says deciduous, but Holm oak's record has evergreen/,
      ),
      expect.stringMatching(/"Red oak sets its leaves in opposite pairs\." says opposite leaves or buds/),
    ]);
  });

  it('rejects a review of a later unit, of a review, or of a unit the course lacks', () => {
    const course = clone();
    reviewAt(course, 'review-oaks-ash-maples').reviews.push(
      'willows-and-aspen',
      'review-birches-limes-willows',
      'nowhere',
    );
    const problems = problemsOf(course);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/review-oaks-ash-maples\): reviews: "willows-and-aspen" comes later/),
        expect.stringMatching(/"review-birches-limes-willows" comes later/),
        expect.stringMatching(/"nowhere" is not a unit of the course/),
      ]),
    );
    const reviewOfReview = clone();
    reviewAt(reviewOfReview, 'winter-woodland-twigs').reviews.push('review-oaks-ash-maples');
    expect(problemsOf(reviewOfReview)).toEqual(
      expect.arrayContaining([expect.stringMatching(/"review-oaks-ash-maples" is a review; list lesson units/)]),
    );
  });

  it('rejects a review of fewer than 2 units, or of more than 24 trees', () => {
    const single = clone();
    reviewAt(single, 'review-oaks-ash-maples').reviews = ['oaks-beech-chestnut'];
    expect(problemsOf(single)).toEqual([
      expect.stringMatching(/review-oaks-ash-maples\): reviews: must review at least 2 lesson units/),
    ]);
    const big = clone();
    reviewAt(big, 'winter-hedgerow-twigs').reviews.push('ash-and-feathered-leaves');
    expect(problemsOf(big)).toEqual([
      expect.stringMatching(/winter-hedgerow-twigs\): reviews: mixes 26 trees, at most 24/),
    ]);
  });

  it('rejects a duplicate id', () => {
    const course = clone();
    lessonAt(course, 'lime-elm-hazel').id = 'oaks-beech-chestnut';
    expect(problemsOf(course)).toEqual(
      expect.arrayContaining([expect.stringMatching(/id: "oaks-beech-chestnut" is already the id of units\[0\]/)]),
    );
  });

  it('rejects a course without a winter review', () => {
    const course = clone();
    for (const unit of course.units) if (unit.focus === 'winter') unit.focus = 'all';
    expect(problemsOf(course)).toEqual([expect.stringMatching(/no review unit has focus "winter"/)]);
  });

  it("rejects a unit level that is not its highest tree's, and a lesson level going down", () => {
    const course = clone();
    lessonAt(course, 'oaks-from-abroad').level = 3;
    const problems = problemsOf(course);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/oaks-from-abroad\): level: is 3 but its highest tree is level 2/),
        expect.stringMatching(/limes-and-field-elm\): level: level 2 comes after a level-3 lesson/),
      ]),
    );
  });

  it('rejects a Sapling tree taught in a rarer unit', () => {
    const course = clone();
    const oaks = lessonAt(course, 'oaks-beech-chestnut');
    oaks.trees = oaks.trees.filter((slug) => slug !== 'castanea-sativa');
    lessonAt(course, 'oaks-from-abroad').trees.push('castanea-sativa');
    const problems = problemsOf(course);
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/oaks-from-abroad\): trees: castanea-sativa is a Sapling tree/)]),
    );
    // The first unit still names sweet chestnut, now taught later: that is caught too.
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/oaks-beech-chestnut\): lesson: names "Sweet chestnut"/)]),
    );
  });

  it('rejects more than 4 lesson units in a row', () => {
    const course = clone();
    // Without the two reviews after the willows, five lessons run from the birches to the apples.
    course.units.splice(indexOf('review-birches-limes-willows'), 2);
    expect(problemsOf(course)).toEqual([
      expect.stringMatching(
        /\(apples-pears-whitebeam-rowan\): 5 lesson units in a row; a review must come after at most 4/,
      ),
    ]);
  });

  it('rejects a lesson too short or too long, and a bad id or focus', () => {
    const course = clone();
    lessonAt(course, 'lime-elm-hazel').lesson = ['Three trees.'];
    lessonAt(course, 'willows-and-aspen').lesson = Array.from({ length: 3 }, () =>
      'Willow '.repeat(50).trim().concat('.'),
    );
    lessonAt(course, 'birches-alder-hornbeam').id = 'Birches';
    (lessonAt(course, 'hawthorn-blackthorn-cherries') as { focus: string }).focus = 'summer';
    const problems = problemsOf(course);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\(lime-elm-hazel\): lesson: must be 40 to 120 words/),
        expect.stringMatching(/\(willows-and-aspen\): lesson: must be 40 to 120 words/),
        expect.stringMatching(/\(Birches\): id: must be a kebab-case slug/),
        expect.stringMatching(/\(hawthorn-blackthorn-cherries\): focus:/),
      ]),
    );
  });

  describe('loadCourse', () => {
    let dir: string | undefined;
    afterEach(() => {
      if (dir) rmSync(dir, { recursive: true, force: true });
      dir = undefined;
    });
    const fileWith = (text: string) => {
      dir = mkdtempSync(join(tmpdir(), 'leafwise-course-'));
      const file = join(dir, 'course.json');
      writeFileSync(file, text);
      return file;
    };

    it('reads a course from a file and fails with a CourseError (a CatalogError) naming the file', () => {
      expect(loadCourse(catalog, fileWith(JSON.stringify(raw))).units).toHaveLength(units.length);
      const broken = fileWith('{ "units": [');
      expect(() => loadCourse(catalog, broken)).toThrow(CourseError);
      expect(() => loadCourse(catalog, broken)).toThrow(CatalogError);
      expect(() => loadCourse(catalog, broken)).toThrow(/The course has 1 problem\(s\):\n {2}course\.json: /);
    });
  });
});
