import { buildFieldGuide, loadCatalog } from '@leafwise/catalog';
import type { FieldGuide, FieldGuideSpecies } from '@leafwise/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  candidatesOf,
  EMPTY_STATE,
  type KeyState,
  nextQuestion,
  withAnswer,
  withSkipped,
} from '../web/src/features/identify/identify-key.ts';
import { msPerKeyStep } from '../web/src/features/identify/key-timing.ts';
import { type KeyPath, SCENARIOS, type Scenario } from './key-scenarios.ts';

/**
 * The identification key over every species of the catalog, as the browser gets it (the field
 * guide's JSON): a person answering with any choice the species' record holds, always taking the
 * question the key offers, keeps the species among the candidates and narrows it to at most 3 in
 * at most 8 answers; so too without the fruit. Where a record holds several choices (a leaf length
 * spanning two bands, a crown between an egg and a dome), every one of them is tried: the figures
 * are the worst case over all those paths. On bare winter twigs, with a beginner's readings of
 * bark, buds and outline each forgiven both ways, the worst case is 5 trees left (docs/offline.md,
 * "The key").
 */
const MOST_ANSWERS = 8;

let guide: FieldGuide;
let speciesCount = 0;
beforeAll(() => {
  const catalog = loadCatalog();
  speciesCount = catalog.length;
  const { files } = buildFieldGuide(catalog, '/assets/field-guide');
  guide = JSON.parse(files.at(-1)?.content ?? '{}') as FieldGuide;
});

/** Every path through the key for `target` its record holds, as far as the key has questions that split. */
function pathsOf(target: FieldGuideSpecies, scenario: Scenario, state: KeyState, left: number[] = []): KeyPath[] {
  const { questions } = guide.key;
  const candidates = candidatesOf(guide.species, questions, state);
  if (!candidates.includes(target)) return [{ left, lost: true }];
  const question = nextQuestion(questions, candidates, state);
  if (!question) return [{ left, lost: false }];
  if (scenario.unsure(question, target)) return pathsOf(target, scenario, withSkipped(state, question.id), left);
  return (target.key[question.id] ?? []).flatMap((choice) => {
    const next = withAnswer(state, question.id, choice);
    return pathsOf(target, scenario, next, [...left, candidatesOf(guide.species, questions, next).length]);
  });
}

/** Answers needed to reach `mostLeft` or fewer, on a path (Infinity if never). */
const answersNeeded = (path: KeyPath, mostLeft: number) => {
  const index = path.left.findIndex((count) => count <= mostLeft);
  return index === -1 ? Number.POSITIVE_INFINITY : index + 1;
};
const leftAfter = (path: KeyPath, answers: number) =>
  path.left[Math.min(answers, path.left.length) - 1] ?? guide.species.length;

/** Each species keyed out every way its record holds, and its worst case. */
function keyEverySpecies(scenario: Scenario) {
  return guide.species.map((species) => {
    const paths = pathsOf(species, scenario, { ...EMPTY_STATE, season: scenario.season });
    return {
      slug: species.slug,
      paths: paths.length,
      lost: paths.some((path) => path.lost),
      needed: Math.max(...paths.map((path) => answersNeeded(path, scenario.mostLeft))),
      leftAfter8: Math.max(...paths.map((path) => leftAfter(path, MOST_ANSWERS))),
      toOne: paths.every((path) => path.left.at(-1) === 1),
    };
  });
}

describe('the identification key over every species', () => {
  it('is built for every species, each answer a choice its question offers', () => {
    expect(speciesCount).toBeGreaterThanOrEqual(170);
    expect(guide.species).toHaveLength(speciesCount);
    const ids = guide.key.questions.map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const question of guide.key.questions) {
      const choices = question.choices.map((choice) => choice.id);
      expect(new Set(choices).size, question.id).toBe(choices.length);
      for (const species of guide.species) {
        const held = species.key[question.id] ?? [];
        expect(held.length, `${species.slug} ${question.id}`).toBeGreaterThan(0);
        expect(choices, `${species.slug} ${question.id}`).toEqual(expect.arrayContaining(held));
      }
    }
  });

  it.each(SCENARIOS)(
    'keeps each species and narrows it to at most $mostLeft in at most 8 answers: $name',
    (scenario) => {
      const rows = keyEverySpecies(scenario);
      const needed = rows.map((row) => row.needed);
      const mean = needed.reduce((sum, count) => sum + count, 0) / needed.length;
      console.log(
        [
          `Identification key, ${scenario.name} (worst case over every path the records hold):`,
          `  species ${rows.length}, paths ${rows.reduce((sum, row) => sum + row.paths, 0)}`,
          `  answers to reach ${scenario.mostLeft} or fewer: max ${Math.max(...needed)}, mean ${mean.toFixed(2)}`,
          `  candidates left after ${MOST_ANSWERS} answers: max ${Math.max(...rows.map((row) => row.leftAfter8))}`,
          `  species narrowed to 1 on every path: ${rows.filter((row) => row.toOne).length}`,
        ].join('\n'),
      );
      expect(rows.filter((row) => row.lost).map((row) => row.slug)).toEqual([]);
      expect(rows.filter((row) => row.needed > MOST_ANSWERS).map((row) => row.slug)).toEqual([]);
    },
  );

  it('takes well under 16 ms a step', () => {
    expect(msPerKeyStep(guide, 300)).toBeLessThan(16);
  });
});
