import { buildFieldGuide, type CatalogEntry, CROWN_ASPECTS, keyAnswers, loadCatalog } from '@leafwise/catalog';
import type { FieldGuide, FieldGuideSpecies } from '@leafwise/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { crownOutlines } from '../catalog/src/illustrate/form/crown.ts';
import { planForm } from '../catalog/src/illustrate/form/plan.ts';
import { seeded } from '../catalog/src/illustrate/random.ts';
import {
  candidatesOf,
  EMPTY_STATE,
  type KeyState,
  nextQuestion,
  withAnswer,
  withSkipped,
} from '../web/src/features/identify/identify-key.ts';
import { beginnerReadings } from './beginner-readings.ts';
import { type KeyPath, SCENARIOS, type Scenario } from './key-scenarios.ts';

/**
 * A beginner's honest answers never lose the tree (issue 27): every species is keyed out in the
 * browser's key, as the field guide's JSON gives it, by a person answering each question the key
 * offers with what they may honestly see (beginner-readings.ts): a horse chestnut's crown as a dome
 * or an egg, its conker as a nut or a husk that splits, a leaf near a band's edge as either band.
 * Every such reading is tried, each ambiguous question answered both ways, and the species is
 * never ruled out; the figures are the worst case over all those paths.
 */
let guide: FieldGuide;
let records: Map<string, CatalogEntry>;
beforeAll(() => {
  const catalog = loadCatalog();
  records = new Map(catalog.map((entry) => [entry.slug, entry]));
  const { files } = buildFieldGuide(catalog, '/assets/field-guide');
  guide = JSON.parse(files.at(-1)?.content ?? '{}') as FieldGuide;
});

const readingsOf = (species: FieldGuideSpecies) => {
  const record = records.get(species.slug);
  if (!record) throw new Error(`no record for ${species.slug}`);
  return beginnerReadings(record);
};

const MOST_ANSWERS = 8;

/** Every path through the key a beginner may take for `target`, branching on each honest reading. */
function beginnerPaths(
  target: FieldGuideSpecies,
  readings: Record<string, string[]>,
  scenario: Scenario,
  state: KeyState,
  left: number[] = [],
): KeyPath[] {
  const { questions } = guide.key;
  const candidates = candidatesOf(guide.species, questions, state);
  if (!candidates.includes(target)) return [{ left, lost: true }];
  const question = nextQuestion(questions, candidates, state);
  if (!question) return [{ left, lost: false }];
  const answers = readings[question.id] ?? [];
  if (scenario.unsure(question, target) || answers.length === 0)
    return beginnerPaths(target, readings, scenario, withSkipped(state, question.id), left);
  return answers.flatMap((choice) => {
    const next = withAnswer(state, question.id, choice);
    return beginnerPaths(target, readings, scenario, next, [
      ...left,
      candidatesOf(guide.species, questions, next).length,
    ]);
  });
}

describe('the key forgives a beginner’s honest answers', () => {
  it('reads each question only in the choices it offers', () => {
    const offered = new Map(guide.key.questions.map((question) => [question.id, question.choices.map(({ id }) => id)]));
    for (const species of guide.species) {
      for (const [question, readings] of Object.entries(readingsOf(species))) {
        expect(offered.get(question), question).toEqual(expect.arrayContaining(readings));
      }
    }
  });

  it('holds every honest reading of every species', () => {
    const refused = guide.species.flatMap((species) =>
      Object.entries(readingsOf(species)).flatMap(([question, readings]) =>
        readings
          .filter((choice) => !species.key[question]?.includes(choice))
          .map((choice) => `${species.slug} ${question}: ${choice}`),
      ),
    );
    expect(refused).toEqual([]);
  });

  it('keeps a horse chestnut seen as a dome, its conker taken for a nut', () => {
    const horseChestnut = guide.species.find((species) => species.slug === 'aesculus-hippocastanum');
    const { questions } = guide.key;
    let state: KeyState = EMPTY_STATE;
    for (const [question, choice] of [
      ['habit.crown', 'dome'],
      ['seed.kind', 'nut'],
      ['seed.colour', 'brown'],
      ['leaf.lobes', 'palmate'],
      ['bark.texture', 'plates'],
    ] as const) {
      state = withAnswer(state, question, choice);
      expect(candidatesOf(guide.species, questions, state), `${question}: ${choice}`).toContain(horseChestnut);
    }
  });

  it.each(SCENARIOS)(
    'walks every species through a beginner’s answers, each ambiguous one both ways: $name',
    (scenario) => {
      const rows = guide.species.map((species) => {
        const paths = beginnerPaths(species, readingsOf(species), scenario, {
          ...EMPTY_STATE,
          season: scenario.season,
        });
        const needed = (path: KeyPath) => {
          const index = path.left.findIndex((count) => count <= scenario.mostLeft);
          return index === -1 ? Number.POSITIVE_INFINITY : index + 1;
        };
        return {
          slug: species.slug,
          paths: paths.length,
          lost: paths.some((path) => path.lost),
          needed: Math.max(...paths.map(needed)),
          worstEnd: Math.max(...paths.map((path) => path.left.at(-1) ?? guide.species.length)),
        };
      });
      const needed = rows.map((row) => row.needed);
      console.log(
        [
          `Beginner's key, ${scenario.name} (worst case over every honest path):`,
          `  species ${rows.length}, paths ${rows.reduce((sum, row) => sum + row.paths, 0)}, lost on any path: ${rows.filter((row) => row.lost).length}`,
          `  answers to reach ${scenario.mostLeft} or fewer: max ${Math.max(...needed)}, mean ${(needed.reduce((sum, count) => sum + count, 0) / needed.length).toFixed(2)}`,
          `  trees left once the key has nothing more to ask: max ${Math.max(...rows.map((row) => row.worstEnd))}`,
        ].join('\n'),
      );
      expect(rows.filter((row) => row.lost).map((row) => row.slug)).toEqual([]);
      expect(rows.filter((row) => row.needed > MOST_ANSWERS).map((row) => row.slug)).toEqual([]);
    },
  );
});

describe('the whole-tree drawing shows the outline the key expects', () => {
  it('draws every public specimen’s crown as deep, for its breadth, as an outline the key holds for it', () => {
    const misdrawn: string[] = [];
    for (const record of records.values()) {
      const outlines = keyAnswers(record)['habit.crown'] ?? [];
      const bands = Object.entries(CROWN_ASPECTS).filter(([outline]) => outlines.includes(outline));
      if (bands.length === 0) continue;
      for (let specimen = 0; specimen < 6; specimen++) {
        // Seeded and seasoned as renderIllustration draws the public specimens.
        const seed = `${record.name_sci}/form${specimen === 0 ? '' : `/specimen ${specimen}`}`;
        const plan = planForm(record, seeded(seed), specimen === 0 ? 'growing' : 'any');
        const aspect = (plan.heightM - plan.crownBaseM) / plan.crownWidthM;
        if (!bands.some(([, [low, high]]) => aspect >= low && aspect <= high))
          misdrawn.push(`${record.slug} #${specimen}: ${aspect.toFixed(2)} (${outlines.join(', ')})`);
      }
    }
    expect(misdrawn).toEqual([]);
  });

  it('draws a horse chestnut as a broad egg or dome, never a narrow column', () => {
    const horseChestnut = records.get('aesculus-hippocastanum');
    if (!horseChestnut) throw new Error('no horse chestnut');
    for (let specimen = 0; specimen < 6; specimen++) {
      const rng = seeded(`${horseChestnut.name_sci}/form${specimen === 0 ? '' : `/specimen ${specimen}`}`);
      const plan = planForm(horseChestnut, rng, specimen === 0 ? 'growing' : 'any');
      // The crown's outline as drawForm draws it, from the same stream.
      const points = crownOutlines(plan, rng.fork('shape')).outlines.flat();
      const across = Math.max(...points.map(({ x }) => x)) - Math.min(...points.map(({ x }) => x));
      const deep = Math.max(...points.map(({ y }) => y)) - Math.min(...points.map(({ y }) => y));
      expect(deep / across, `specimen ${specimen}`).toBeLessThan(1.3);
    }
  });
});
