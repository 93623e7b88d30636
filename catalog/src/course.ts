import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { traitContradictions, treeMentions, unknownTreeNames } from './course-text.ts';
import type { Slot } from './illustrate/index.ts';
import { type CatalogEntry, CatalogError, loadCatalog } from './load.ts';

/**
 * The guided course (docs/course.md): an ordered list of units, from the trees a walker meets most
 * (Sapling) to the rare ones (Ancient), grouped by look-alikes and family. A lesson unit teaches
 * 3 to 6 trees side by side; a review unit mixes the trees of earlier lesson units and teaches
 * none. The data is catalog/course/course.json; docs/catalog.md has the rules.
 */

export const COURSE_FILE = join(import.meta.dirname, '..', 'course', 'course.json');

/** Which picture slots a unit practises. */
export const COURSE_FOCUS = ['all', 'leaf', 'winter'] as const;
export type CourseFocus = (typeof COURSE_FOCUS)[number];

/** The picture slots of each focus: winter is what a bare tree shows, its bark and buds. */
export const FOCUS_SLOTS = {
  all: ['leaf', 'bark', 'bud', 'seed'],
  leaf: ['leaf'],
  winter: ['bark', 'bud'],
} as const satisfies Record<CourseFocus, readonly Slot[]>;

/** The course's limits, as the validation and the docs state them. */
export const COURSE_LIMITS = {
  /** Trees in a lesson unit. */
  lessonTrees: { min: 3, max: 6 },
  /** Earlier lesson units a review mixes, and the trees it may hold in all. */
  reviewUnits: { min: 2 },
  reviewTrees: { max: 24 },
  /** Words in a lesson, all its paragraphs together. */
  lessonWords: { min: 40, max: 120 },
  lessonParagraphs: { min: 1, max: 3 },
  /** Lesson units in a row before a review must come. */
  lessonsInARow: { max: 4 },
} as const;

const wordCount = (paragraphs: readonly string[]) =>
  paragraphs.reduce((sum, paragraph) => sum + paragraph.split(/\s+/).filter(Boolean).length, 0);

const IdSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be a kebab-case slug like "oaks-and-beech"' });
const { lessonParagraphs, lessonWords, lessonTrees, reviewUnits } = COURSE_LIMITS;

/** 1-3 short paragraphs in our own words, 40-120 words in all. */
const LessonTextSchema = z
  .array(
    z
      .string()
      .trim()
      .min(20, { error: 'a paragraph must be at least 20 characters' })
      .refine((text) => /[.!?]$/.test(text), { error: 'a paragraph must end with a full stop' }),
  )
  .min(lessonParagraphs.min, { error: `must have ${lessonParagraphs.min} to ${lessonParagraphs.max} paragraphs` })
  .max(lessonParagraphs.max, { error: `must have ${lessonParagraphs.min} to ${lessonParagraphs.max} paragraphs` })
  .refine(
    (paragraphs) => {
      const words = wordCount(paragraphs);
      return words >= lessonWords.min && words <= lessonWords.max;
    },
    { error: `must be ${lessonWords.min} to ${lessonWords.max} words` },
  );

const unitFields = {
  id: IdSchema,
  title: z.string().trim().min(3).max(80),
  /** The highest level among the unit's trees: 1 Sapling, 2 Veteran, 3 Ancient. */
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** What to look at first in this group and how its trees differ. */
  lesson: LessonTextSchema,
  focus: z.enum(COURSE_FOCUS),
};

const LessonUnitSchema = z.strictObject({
  ...unitFields,
  kind: z.literal('lesson'),
  /** Species slugs (the record's file name without .json), taught side by side. */
  trees: z
    .array(z.string().regex(/^[a-z][a-z-]*$/, { error: 'must be a species slug like "quercus-robur"' }))
    .min(lessonTrees.min, { error: `must hold ${lessonTrees.min} to ${lessonTrees.max} trees` })
    .max(lessonTrees.max, { error: `must hold ${lessonTrees.min} to ${lessonTrees.max} trees` }),
});

const ReviewUnitSchema = z.strictObject({
  ...unitFields,
  kind: z.literal('review'),
  /** Ids of earlier lesson units whose trees this review mixes. */
  reviews: z.array(IdSchema).min(reviewUnits.min, { error: `must review at least ${reviewUnits.min} lesson units` }),
});

const CourseUnitSchema = z.discriminatedUnion('kind', [LessonUnitSchema, ReviewUnitSchema]);
const CourseSchema = z.strictObject({ units: z.array(CourseUnitSchema).min(1) });

export type LessonUnit = z.infer<typeof LessonUnitSchema>;
type CourseUnit = z.infer<typeof CourseUnitSchema>;
export type Course = z.infer<typeof CourseSchema>;

/** A broken course; `problems` are "course.json: units[3] (unit-id): field: message" lines. */
export class CourseError extends CatalogError {
  constructor(problems: string[]) {
    super(problems);
    this.name = 'CourseError';
    this.message = `The course has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`;
  }
}

/** The unit with this id, or undefined. */
function unitById(course: Course, unitId: string): CourseUnit | undefined {
  return course.units.find((unit) => unit.id === unitId);
}

/** The species slugs a unit practises: a lesson's own trees, or for a review those of the units it reviews. */
export function unitTrees(course: Course, unitId: string): string[] {
  const unit = unitById(course, unitId);
  if (!unit) throw new Error(`The course has no unit "${unitId}"`);
  if (unit.kind === 'lesson') return [...unit.trees];
  return [
    ...new Set(
      unit.reviews.flatMap((id) => {
        const reviewed = unitById(course, id);
        return reviewed?.kind === 'lesson' ? reviewed.trees : [];
      }),
    ),
  ];
}

/** The lesson unit that teaches a species, or undefined if none does. */
export function unitOfTree(course: Course, slug: string): LessonUnit | undefined {
  return course.units.find((unit): unit is LessonUnit => unit.kind === 'lesson' && unit.trees.includes(slug));
}

/** Each rule beyond the schema, as problem lines; empty when the course keeps them all. */
function courseProblems(course: Course, catalog: readonly CatalogEntry[], file: string): string[] {
  const problems: string[] = [];
  const where = (i: number, field?: string) =>
    `${file}: units[${i}] (${course.units[i]?.id})${field ? `: ${field}` : ''}`;
  const bySlug = new Map(catalog.map((entry) => [entry.slug, entry]));
  const position = new Map<string, number>();
  // Where each tree is taught: the index of its lesson unit (the first, if it is doubled).
  const taughtAt = new Map<string, number>();
  const teachers = new Map<string, string[]>();

  course.units.forEach((unit, i) => {
    if (position.has(unit.id))
      problems.push(`${where(i, 'id')}: "${unit.id}" is already the id of units[${position.get(unit.id)}]`);
    else position.set(unit.id, i);
    if (unit.kind !== 'lesson') return;
    for (const slug of unit.trees) {
      if (!bySlug.has(slug)) problems.push(`${where(i, 'trees')}: "${slug}" is not a catalog species`);
      teachers.set(slug, [...(teachers.get(slug) ?? []), unit.id]);
      if (!taughtAt.has(slug)) taughtAt.set(slug, i);
    }
  });

  for (const entry of catalog) {
    const units = teachers.get(entry.slug) ?? [];
    if (units.length === 0) {
      problems.push(
        `${file}: ${entry.slug} (${entry.name_common}) is in no lesson unit: every species must be taught once`,
      );
    } else if (units.length > 1) {
      problems.push(`${file}: ${entry.slug} (${entry.name_common}) is taught more than once, in ${units.join(', ')}`);
    }
  }

  const levelOf = (slug: string) => bySlug.get(slug)?.level ?? 1;
  let lessonLevel = 1;
  let lessonsInARow = 0;
  course.units.forEach((unit, i) => {
    let trees: string[];
    if (unit.kind === 'review') {
      lessonsInARow = 0;
      if (new Set(unit.reviews).size !== unit.reviews.length)
        problems.push(`${where(i, 'reviews')}: names a unit twice`);
      for (const id of unit.reviews) {
        const at = position.get(id);
        const reviewed = at === undefined ? undefined : course.units[at];
        if (at === undefined || !reviewed) problems.push(`${where(i, 'reviews')}: "${id}" is not a unit of the course`);
        else if (at >= i)
          problems.push(`${where(i, 'reviews')}: "${id}" comes later; a review mixes earlier units only`);
        else if (reviewed.kind !== 'lesson')
          problems.push(`${where(i, 'reviews')}: "${id}" is a review; list lesson units`);
      }
      trees = unitTrees(course, unit.id);
      if (trees.length > COURSE_LIMITS.reviewTrees.max) {
        problems.push(`${where(i, 'reviews')}: mixes ${trees.length} trees, at most ${COURSE_LIMITS.reviewTrees.max}`);
      }
    } else {
      trees = unit.trees;
      lessonsInARow += 1;
      if (lessonsInARow > COURSE_LIMITS.lessonsInARow.max) {
        problems.push(
          `${where(i)}: ${lessonsInARow} lesson units in a row; a review must come after at most ${COURSE_LIMITS.lessonsInARow.max}`,
        );
      }
      if (unit.level < lessonLevel) {
        problems.push(
          `${where(i, 'level')}: level ${unit.level} comes after a level-${lessonLevel} lesson; lessons go from Sapling to Ancient`,
        );
      }
      lessonLevel = Math.max(lessonLevel, unit.level);
      for (const slug of unit.trees) {
        if (levelOf(slug) === 1 && unit.level > 1) {
          problems.push(`${where(i, 'trees')}: ${slug} is a Sapling tree, so it must be taught in a level-1 unit`);
        }
      }
    }
    const highest = Math.max(...trees.map(levelOf));
    if (trees.length > 0 && unit.level !== highest) {
      problems.push(`${where(i, 'level')}: is ${unit.level} but its highest tree is level ${highest}`);
    }

    // A lesson may name only trees of this unit or taught before it.
    const lessonText = unit.lesson.join('\n');
    for (const mention of treeMentions(lessonText, catalog)) {
      const known = mention.slugs.filter((slug) => (taughtAt.get(slug) ?? Number.POSITIVE_INFINITY) <= i);
      if (known.length === 0) {
        const what = mention.kind === 'tree' ? 'a tree' : 'trees';
        problems.push(`${where(i, 'lesson')}: names "${mention.text}", ${what} not taught by this unit or before it`);
      }
    }
    for (const name of unknownTreeNames(lessonText, catalog)) {
      problems.push(`${where(i, 'lesson')}: names "${name}", which is no tree of the catalog`);
    }
    for (const wrong of traitContradictions(lessonText, catalog)) {
      problems.push(
        `${where(i, 'lesson')}: "${wrong.clause}" says ${wrong.claim}, but ${wrong.tree}'s record has ${wrong.has}`,
      );
    }
  });

  if (!course.units.some((unit) => unit.kind === 'review' && unit.focus === 'winter')) {
    problems.push(
      `${file}: no review unit has focus "winter"; the course needs at least one winter round of bark and buds`,
    );
  }
  return problems;
}

/** Validates a parsed course against the catalog; throws CourseError listing every problem. */
export function validateCourse(raw: unknown, catalog: readonly CatalogEntry[], file = 'course.json'): Course {
  const result = CourseSchema.safeParse(raw);
  if (!result.success) {
    const units = (raw as { units?: unknown } | null)?.units;
    throw new CourseError(
      result.error.issues.map((issue) => {
        const [top, index, ...rest] = issue.path;
        if (top === 'units' && typeof index === 'number') {
          const id = Array.isArray(units) ? (units[index] as { id?: unknown } | undefined)?.id : undefined;
          return `${file}: units[${index}]${typeof id === 'string' ? ` (${id})` : ''}: ${rest.join('.') || '(unit)'}: ${issue.message}`;
        }
        return `${file}: ${issue.path.join('.') || '(course)'}: ${issue.message}`;
      }),
    );
  }
  const problems = courseProblems(result.data, catalog, file);
  if (problems.length > 0) throw new CourseError(problems);
  return result.data;
}

/** Reads and validates the course against the catalog (loaded if not given); throws CourseError. */
export function loadCourse(catalog: readonly CatalogEntry[] = loadCatalog(), file: string = COURSE_FILE): Course {
  const name = basename(file);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CourseError([`${name}: ${(error as Error).message}`]);
  }
  return validateCourse(raw, catalog, name);
}
