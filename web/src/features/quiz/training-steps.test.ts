import type { Question, Quiz, Tree } from '@leafwise/contract';
import { describe, expect, it } from 'vitest';
import { quizProblem, resumeIndex } from './quiz-progress.ts';
import { nextStep, resumeStep, type TrainingStep } from './training-steps.ts';

const tree = (id: number): Tree => ({
  tree_id: id,
  slug: `arbor-${id}`,
  tree_name_sci: `Arbor ${id}`,
  tree_name_common: `Tree ${id}`,
  leaf_description: '',
  bark_description: '',
  bud_description: '',
  seed_description: '',
  form_description: '',
  level: 1,
  type: 'deciduous',
});

const question = (index: number, answered = false): Question => ({
  index,
  kind: 'name',
  prompt: null,
  pictures: { leaf: `/api/quizzes/q/questions/${index}/leaf.svg` },
  options: [1, 2, 3, 4].map((id) => ({ tree_id: id, tree_name_common: `Tree ${id}`, tree_name_sci: `Arbor ${id}` })),
  picture_options: null,
  answer: answered
    ? { chosen_tree_id: 1, correct_tree_id: 1, correct: true, answered_at: '2026-01-01T00:00:00.000Z' }
    : null,
});

/** A training quiz of 6 studied trees and 4 questions, the first `answered` of them answered. */
function training(answered: number, finished = false): Quiz {
  return {
    quiz_id: '00000000-0000-4000-8000-000000000000',
    mode: 'training',
    level: 3,
    type: null,
    study: [1, 2, 3, 4, 5, 6].map(tree),
    questions: [0, 1, 2, 3].map((index) => question(index, index < answered)),
    correct: answered,
    incorrect: 0,
    score: answered * 14,
    created_at: '2026-01-01T00:00:00.000Z',
    finished_at: finished ? '2026-01-01T00:05:00.000Z' : null,
    deadline_at: null,
    time_left_ms: null,
    submitted_at: null,
    unit_id: null,
    names: 'common',
    slots: 'all',
    checkpoint: null,
  };
}

describe('a training session, step by step', () => {
  it('studies three trees, asks two questions, and does it again before finishing', () => {
    const quiz = training(0);
    const steps: (TrainingStep | 'finish')[] = [];
    let step: TrainingStep | 'finish' = resumeStep(quiz);
    while (step !== 'finish') {
      steps.push(step);
      step = nextStep(quiz, step);
    }
    expect(steps).toEqual([
      { kind: 'study', group: 0, tree: 0 },
      { kind: 'study', group: 0, tree: 1 },
      { kind: 'study', group: 0, tree: 2 },
      { kind: 'question', index: 0 },
      { kind: 'question', index: 1 },
      { kind: 'study', group: 1, tree: 0 },
      { kind: 'study', group: 1, tree: 1 },
      { kind: 'study', group: 1, tree: 2 },
      { kind: 'question', index: 2 },
      { kind: 'question', index: 3 },
    ]);
  });

  it('resumes at the open question, or at the study of a group not yet asked about', () => {
    expect(resumeStep(training(1))).toEqual({ kind: 'question', index: 1 });
    expect(resumeStep(training(2))).toEqual({ kind: 'study', group: 1, tree: 0 });
    expect(resumeStep(training(3))).toEqual({ kind: 'question', index: 3 });
    // All answered but not finished: the last question again, whose Next finishes.
    expect(resumeStep(training(4))).toEqual({ kind: 'question', index: 3 });
    expect(resumeStep(training(4, true))).toEqual({ kind: 'done' });
  });
});

describe('resumeIndex and quizProblem', () => {
  it('picks the first open question, else the last', () => {
    expect(resumeIndex(training(0))).toBe(0);
    expect(resumeIndex(training(3))).toBe(3);
    expect(resumeIndex(training(4))).toBe(3);
  });

  it('names the fixed messages for a quiz without questions or without four options', () => {
    expect(quizProblem(training(0))).toBeUndefined();
    expect(quizProblem({ ...training(0), questions: [] })).toBe('No trees found for the given criteria.');
    const short = { ...question(0), options: question(0).options.slice(0, 3) };
    expect(quizProblem({ ...training(0), questions: [short] })).toBe('Failed to fetch incorrect options');
  });

  it('counts a picture question’s four pictures as its options', () => {
    const pictures = [0, 1, 2, 3].map((place) => ({
      picture: `/api/quizzes/q/questions/0/options/${place}/leaf.svg`,
      tree: null,
    }));
    const reverse = { ...question(0), kind: 'picture' as const, options: [], picture_options: pictures };
    expect(quizProblem({ ...training(0), questions: [reverse] })).toBeUndefined();
    const three = { ...reverse, picture_options: pictures.slice(0, 3) };
    expect(quizProblem({ ...training(0), questions: [three] })).toBe('Failed to fetch incorrect options');
  });
});

/** All the steps of a session from its start. */
function walk(quiz: Quiz): (TrainingStep | 'finish')[] {
  const steps: (TrainingStep | 'finish')[] = [];
  let step: TrainingStep | 'finish' = resumeStep(quiz);
  while (step !== 'finish') {
    steps.push(step);
    step = nextStep(quiz, step);
  }
  return steps;
}

const review = (studied: number, asked: number): Quiz => ({
  ...training(0),
  mode: 'review',
  study: Array.from({ length: studied }, (_, i) => tree(i + 1)),
  questions: Array.from({ length: asked }, (_, i) => question(i)),
});

describe('a review session, step by step', () => {
  it('studies three trees and asks each once, then the rest the same way', () => {
    const study = (group: number, count: number) =>
      Array.from({ length: count }, (_, tree) => ({ kind: 'study', group, tree }));
    const ask = (...indexes: number[]) => indexes.map((index) => ({ kind: 'question', index }));
    expect(walk(review(5, 5))).toEqual([...study(0, 3), ...ask(0, 1, 2), ...study(1, 2), ...ask(3, 4)]);
    expect(walk(review(1, 1))).toEqual([...study(0, 1), ...ask(0)]);
    // A drill: two trees studied, then all six questions.
    expect(walk(review(2, 6))).toEqual([...study(0, 2), ...ask(0, 1, 2, 3, 4, 5)]);
  });

  it('resumes at the second group’s study once the first group is answered', () => {
    const quiz = review(5, 5);
    quiz.questions = quiz.questions.map((q) => question(q.index, q.index < 3));
    expect(resumeStep(quiz)).toEqual({ kind: 'study', group: 1, tree: 0 });
  });
});
