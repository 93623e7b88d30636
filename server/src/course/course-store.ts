import { type Course, FOCUS_SLOTS, loadCourse } from '@leafwise/catalog';
import type { PictureSlot, UnitFocus, UnitKind, UnitTree } from '@leafwise/contract';
import { namesOf, type TreeStore } from '../trees/tree-store.ts';

/** A unit of the course as the server uses it: its trees by id, and where its questions' options come from. */
export type CourseUnitEntry = {
  id: string;
  position: number;
  kind: UnitKind;
  title: string;
  level: number;
  focus: UnitFocus;
  /** The picture slots its questions show (FOCUS_SLOTS of its focus). */
  slots: readonly PictureSlot[];
  lesson: readonly string[];
  /** A review: the lesson units it mixes; empty for a lesson. */
  reviews: readonly string[];
  /** Its trees still in the catalog, in course order: a lesson's own, a review's from the units it mixes. */
  treeIds: readonly number[];
  /** Its own trees and those of every earlier unit: the only trees its questions offer. */
  allowedIds: readonly number[];
  /** The outline's fields that are the same for everyone, as JSON without its closing brace (GET /course). */
  outlineJson: string;
};

let loaded: Course | undefined;

/** catalog/course/course.json, read and checked against the catalog once per process (about 0.1 s). */
export function loadCourseOnce(): Course {
  loaded ??= loadCourse();
  return loaded;
}

/**
 * The guided course (docs/course.md) resolved against the trees the server holds: each unit's species
 * slugs become tree ids, leaving out any no longer in the catalog (as quizzes do). Built once at
 * start, with the parts of GET /course that never change already serialised.
 */
export class CourseStore {
  readonly units: readonly CourseUnitEntry[];
  readonly #byId: ReadonlyMap<string, CourseUnitEntry>;

  constructor(course: Course, treeIdsBySlug: ReadonlyMap<string, number>, store: TreeStore) {
    const ids = (slugs: readonly string[]) =>
      slugs.flatMap((slug) => {
        const id = treeIdsBySlug.get(slug);
        return id !== undefined && store.get(id) ? [id] : [];
      });
    const lessonTrees = new Map(
      course.units.flatMap((unit) => (unit.kind === 'lesson' ? [[unit.id, unit.trees]] : [])),
    );
    const taught: number[] = [];
    this.units = course.units.map((unit, position) => {
      const treeIds =
        unit.kind === 'lesson'
          ? ids(unit.trees)
          : [...new Set(ids(unit.reviews.flatMap((id) => lessonTrees.get(id) ?? [])))];
      if (unit.kind === 'lesson') taught.push(...treeIds);
      const entry = {
        id: unit.id,
        position,
        kind: unit.kind,
        title: unit.title,
        level: unit.level,
        focus: unit.focus,
        slots: FOCUS_SLOTS[unit.focus],
        lesson: unit.lesson,
        reviews: unit.kind === 'review' ? unit.reviews : [],
        treeIds,
        allowedIds: [...new Set([...taught, ...treeIds])],
      };
      const trees: UnitTree[] = treeIds.flatMap((id) => {
        const tree = store.get(id);
        return tree ? [{ tree_id: id, ...namesOf(tree) }] : [];
      });
      const { treeIds: _, allowedIds: __, ...shown } = entry;
      return { ...entry, outlineJson: JSON.stringify({ ...shown, trees }).slice(0, -1) };
    });
    this.#byId = new Map(this.units.map((unit) => [unit.id, unit]));
  }

  unit(unitId: string): CourseUnitEntry | undefined {
    return this.#byId.get(unitId);
  }
}
