import type { FieldGuide } from '@leafwise/contract';
import {
  candidatesOf,
  EMPTY_STATE,
  type KeyState,
  nearMatchesOf,
  nextQuestion,
  rankQuestions,
  withAnswer,
} from './identify-key.ts';

/**
 * The key's time per step, for the benchmark: a step is what the page works out after each answer
 * (the candidates, every question ranked, the near-matches). It keys out one species after another,
 * answering truthfully from its record, and returns milliseconds per step over `steps` steps.
 */
export function msPerKeyStep(guide: Pick<FieldGuide, 'key' | 'species'>, steps: number): number {
  const { questions } = guide.key;
  let state: KeyState = EMPTY_STATE;
  let target = 0;
  const started = performance.now();
  for (let step = 0; step < steps; step++) {
    const species = guide.species[target % guide.species.length];
    if (!species) break;
    const candidates = candidatesOf(guide.species, questions, state);
    rankQuestions(questions, candidates, state);
    nearMatchesOf(guide.species, questions, state);
    const question = nextQuestion(questions, candidates, state);
    const choice = question && species.key[question.id]?.[0];
    if (question && choice) {
      state = withAnswer(state, question.id, choice);
    } else {
      state = EMPTY_STATE;
      target++;
    }
  }
  return (performance.now() - started) / steps;
}
