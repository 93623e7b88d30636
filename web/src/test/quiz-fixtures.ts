import {
  type AnswerResponse,
  AnswerResponseSchema,
  type Explanation,
  type Option,
  type Question,
  type Quiz,
  QuizSchema,
  type Tree,
  TreeSchema,
} from '@leafwise/contract';

/**
 * Quizzes as the server sends them, for the component tests' stand-in server (render.tsx). Each is
 * checked against the contract's schema, so a change of the API's shape fails the tests that use it.
 */

export const QUIZ_ID = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';

const tree = (tree_id: number, slug: string, tree_name_common: string, tree_name_sci: string): Tree =>
  TreeSchema.parse({
    tree_id,
    slug,
    tree_name_common,
    tree_name_sci,
    tree_img_leaf: `/api/illustrations/${slug}/leaf.svg`,
    tree_img_bark: `/api/illustrations/${slug}/bark.svg`,
    tree_img_bud: `/api/illustrations/${slug}/bud.svg`,
    tree_img_seed: `/api/illustrations/${slug}/seed.svg`,
    leaf_description: `The leaf of ${tree_name_common}.`,
    bark_description: `The bark of ${tree_name_common}.`,
    bud_description: `The buds of ${tree_name_common}.`,
    seed_description: `The seed of ${tree_name_common}.`,
    form_description: `${tree_name_common} at a distance.`,
    level: 1,
    type: 'deciduous',
  });

export const OAK = tree(1, 'quercus-robur', 'English oak', 'Quercus robur');
export const SESSILE_OAK = tree(2, 'quercus-petraea', 'Sessile oak', 'Quercus petraea');
export const BEECH = tree(3, 'fagus-sylvatica', 'Beech', 'Fagus sylvatica');
export const HORNBEAM = tree(4, 'carpinus-betulus', 'Hornbeam', 'Carpinus betulus');
/** The order a question offers them in. */
export const TREES = [OAK, SESSILE_OAK, BEECH, HORNBEAM];

const option = ({ tree_id, tree_name_common, tree_name_sci }: Tree): Option => ({
  tree_id,
  tree_name_common,
  tree_name_sci,
});

const pictures = (index: number) => {
  const base = `/api/quizzes/${QUIZ_ID}/questions/${index}`;
  return { leaf: `${base}/leaf.svg`, bark: `${base}/bark.svg`, bud: `${base}/bud.svg`, seed: `${base}/seed.svg` };
};

/** A name question: four pictures of `answer`'s tree, the four trees to name it by. */
export const nameQuestion = (index: number): Question => ({
  index,
  kind: 'name',
  prompt: null,
  pictures: pictures(index),
  options: TREES.map(option),
  picture_options: null,
  answer: null,
});

/** A picture question: find `prompt` among four leaves, the first of them its own. */
export const pictureQuestion = (index: number, prompt: Tree = OAK): Question => ({
  index,
  kind: 'picture',
  prompt: { tree_name_common: prompt.tree_name_common, tree_name_sci: prompt.tree_name_sci },
  pictures: {},
  options: [],
  picture_options: TREES.map((_, place) => ({
    picture: `/api/quizzes/${QUIZ_ID}/questions/${index}/options/${place}/leaf.svg`,
    tree: null,
  })),
  answer: null,
});

/** The question answered: `chosen` taken, `correct` the right tree; a picture question's trees shown. */
export function answered(question: Question, chosen: Tree, correct: Tree = OAK): Question {
  return {
    ...question,
    picture_options:
      question.picture_options?.map((picture, place) => ({ ...picture, tree: option(TREES[place] ?? OAK) })) ?? null,
    answer: {
      chosen_tree_id: chosen.tree_id,
      correct_tree_id: correct.tree_id,
      correct: chosen.tree_id === correct.tree_id,
      answered_at: '2026-05-04T10:00:00.000Z',
    },
  };
}

export function quiz(questions: Question[], overrides: Partial<Quiz> = {}): Quiz {
  return QuizSchema.parse({
    quiz_id: QUIZ_ID,
    mode: 'test',
    level: 1,
    type: null,
    questions,
    correct: 0,
    incorrect: 0,
    score: 0,
    created_at: '2026-05-04T09:58:00.000Z',
    finished_at: null,
    deadline_at: null,
    time_left_ms: null,
    submitted_at: null,
    unit_id: null,
    names: 'common',
    slots: 'all',
    checkpoint: null,
    ...overrides,
  });
}

export const LOOK_FOR = 'Look for leaves on very short stalks, with small ear-like lobes at their base.';

/** What the server teaches after an answer: after a miss, the right tree beside the chosen one. */
export function explanation(chosen: Tree, correct: Tree = OAK): Explanation {
  if (chosen.tree_id === correct.tree_id) return { look_for: LOOK_FOR, comparison: null };
  return {
    look_for: LOOK_FOR,
    comparison: {
      trees: [correct, chosen],
      features: [{ part: 'leaf', a: 'leaves almost stalkless, eared at the base', b: 'leaves on long stalks' }],
      notes: ['Sessile oak’s acorns sit on the twig; English oak’s hang on long stalks.'],
    },
  };
}

/** The server's answer to POST …/answer: the question answered, its explanation and the counts. */
export function answerResponse(question: Question, chosen: Tree, correct: Tree = OAK): AnswerResponse {
  const right = chosen.tree_id === correct.tree_id;
  return AnswerResponseSchema.parse({
    question: answered(question, chosen, correct),
    explanation: explanation(chosen, correct),
    correct: right ? 1 : 0,
    incorrect: right ? 0 : 1,
    score: right ? 14 : 0,
  });
}
