import { COURSE_FOCUS, FOCUS_SLOTS, loadCatalog, unitTrees } from '@leafwise/catalog';
import { COURSE, UNIT_FOCUSES } from '@leafwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCourseOnce } from '../src/course/course-store.ts';
import { drawUnitQuiz } from '../src/quizzes/draw-unit.ts';
import { lookalikes } from '../src/quizzes/wrong-options.ts';
import { seededRandom } from './helpers/factories.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Every unit of the real course, drawn many times: what a practice and a checkpoint may ask. */
const catalog = loadCatalog();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(catalog);
});
afterAll(() => t.app.close());

describe('the course as the server holds it', () => {
  it('names its focuses as the contract does', () => {
    expect([...UNIT_FOCUSES]).toEqual([...COURSE_FOCUS]);
  });

  it('resolves every unit’s trees, and offers each unit only its own and earlier units’ trees', () => {
    const course = loadCourseOnce();
    const idOf = new Map(t.app.trees.matching({}).map((tree) => [tree.tree_name_sci, tree.tree_id]));
    const slugToId = new Map(catalog.map((entry) => [entry.slug, idOf.get(entry.name_sci)]));
    const taught = new Set<number>();
    for (const [i, unit] of t.app.course.units.entries()) {
      expect(unit.id).toBe(course.units[i]?.id);
      expect(unit.treeIds).toEqual(unitTrees(course, unit.id).map((slug) => slugToId.get(slug)));
      expect(unit.slots).toEqual(FOCUS_SLOTS[unit.focus]);
      if (unit.kind === 'lesson') for (const id of unit.treeIds) taught.add(id);
      expect(new Set(unit.allowedIds)).toEqual(taught);
    }
  });
});

describe.each(['practice', 'checkpoint'] as const)('a %s', (mode) => {
  const size = mode === 'practice' ? COURSE.practiceQuestions : COURSE.checkpointQuestions;

  it('asks only the unit’s trees, each of a lesson’s at least once, with options it has met, on its slots', () => {
    const random = seededRandom(mode === 'practice' ? 1 : 2);
    for (const unit of t.app.course.units) {
      for (let round = 0; round < 10; round++) {
        const drawn = drawUnitQuiz(t.app.trees, unit, { mode, random });
        if (!drawn) throw new Error(`${unit.id}: nothing drawn`);
        expect(drawn).toMatchObject({ mode, level: unit.level, unitId: unit.id });
        expect(drawn.questions).toHaveLength(size);
        const asked = drawn.questions.map((question) => question.tree_id);
        for (const id of asked) expect(unit.treeIds).toContain(id);
        if (unit.kind === 'lesson') expect(new Set(asked)).toEqual(new Set(unit.treeIds));
        // As evenly as the count allows: no tree asked twice more than another.
        const times = unit.treeIds.map((id) => asked.filter((asked) => asked === id).length);
        expect(Math.max(...times) - Math.min(...times)).toBeLessThanOrEqual(1);
        const pictures = drawn.questions.filter((question) => question.option_pictures);
        expect(pictures).toHaveLength(Math.round(size * COURSE.pictureQuestionShare));
        for (const question of drawn.questions) {
          expect(question.option_ids).toHaveLength(4);
          expect(new Set(question.option_ids).size).toBe(4);
          expect(question.option_ids).toContain(question.tree_id);
          for (const id of question.option_ids) expect(unit.allowedIds).toContain(id);
          const slots = question.option_pictures
            ? [...new Set(question.option_pictures.flatMap((choices) => Object.keys(choices)))]
            : Object.keys(question.pictures);
          if (question.option_pictures) expect(slots).toHaveLength(1);
          else expect(slots).toEqual(unit.slots);
          for (const slot of slots) expect(unit.slots).toContain(slot);
        }
      }
    }
  });

  it('offers a look-alike whenever the unit and earlier ones hold one', () => {
    const random = seededRandom(3);
    for (const unit of t.app.course.units) {
      const drawn = drawUnitQuiz(t.app.trees, unit, { mode, random });
      for (const question of drawn?.questions ?? []) {
        const close = lookalikes(t.app.trees, question.tree_id, [...unit.allowedIds]);
        if (close.length > 0) expect(question.option_ids.some((id) => close.includes(id))).toBe(true);
      }
    }
  });

  it('shows one of the unit’s slots a question with slots "one"', () => {
    const random = seededRandom(4);
    for (const unit of t.app.course.units) {
      const drawn = drawUnitQuiz(t.app.trees, unit, { mode, slots: 'one', random });
      for (const question of drawn?.questions.filter((q) => !q.option_pictures) ?? []) {
        const slots = Object.keys(question.pictures);
        expect(slots).toHaveLength(1);
        expect(unit.slots).toContain(slots[0]);
      }
    }
  });
});
