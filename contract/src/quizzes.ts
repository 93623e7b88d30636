import { z } from 'zod';
import {
  CHOICES_PER_QUESTION,
  MAX_LEVEL,
  MIN_LEVEL,
  NAME_CHOICES,
  QUESTION_KINDS,
  QUIZ_ERRORS,
  QUIZ_MODES,
  RESUMABLE_MODES,
  REVIEW,
  SLOT_CHOICES,
  TEST_SIZES,
  TREE_SLOTS,
  TREE_TYPES,
} from './constants/index.ts';
import { CheckpointScoreSchema, unitIdSchema } from './course.ts';
import { ExplanationSchema } from './explanations.ts';
import { strictParams, TreeSchema } from './trees.ts';

/**
 * Quizzes are run by the server (docs/quizzes.md): it draws the trees and the options, checks each
 * answer once and keeps the score. A question as sent never contains its answer: its pictures
 * are served under the quiz's own URLs, and its options are in random order.
 */

/** The largest values the database's columns hold (smallint, integer): beyond them, a 400. */
const MAX_QUESTION_INDEX = 32_767;
const MAX_TREE_ID = 2_147_483_647;

/** Left out: common names, every slot. */
const practiceOptions = {
  names: z.enum(NAME_CHOICES, { error: `names must be one of: ${NAME_CHOICES.join(', ')}` }).optional(),
  slots: z.enum(SLOT_CHOICES, { error: `slots must be one of: ${SLOT_CHOICES.join(', ')}` }).optional(),
};

const TREE_IDS_ERROR = `tree_ids must be 1 to ${REVIEW.chosenMaxTrees} different tree ids`;

/**
 * POST /quizzes. Training and the leaderboard challenge take no settings: the product fixes them
 * (TRAINING and CHALLENGE in constants.ts; docs/product.md#constants). Review takes the caller's
 * due trees, or with `tree_ids` exactly those trees: two are drilled (the pair the caller mixes
 * up), any other number is reviewed once each (the trees an end screen says were missed). Practice
 * and checkpoint take a course unit (docs/course.md); they, and tests, take the ways to practise
 * (`names`, `slots`).
 */
export const StartQuizBodySchema = z.discriminatedUnion(
  'mode',
  [
    strictParams({ mode: z.literal('training') }),
    strictParams({ mode: z.literal('challenge') }),
    strictParams({
      mode: z.literal('review'),
      tree_ids: z
        .array(z.number({ error: TREE_IDS_ERROR }).int({ error: TREE_IDS_ERROR }).positive({ error: TREE_IDS_ERROR }), {
          error: TREE_IDS_ERROR,
        })
        .min(1, { error: TREE_IDS_ERROR })
        .max(REVIEW.chosenMaxTrees, { error: TREE_IDS_ERROR })
        .refine((ids) => new Set(ids).size === ids.length, { error: TREE_IDS_ERROR })
        .optional(),
    }),
    strictParams({
      mode: z.literal('test'),
      level: z
        .number({ error: `level must be a whole number from ${MIN_LEVEL} to ${MAX_LEVEL}` })
        .int({ error: `level must be a whole number from ${MIN_LEVEL} to ${MAX_LEVEL}` })
        .min(MIN_LEVEL, { error: `level must be a whole number from ${MIN_LEVEL} to ${MAX_LEVEL}` })
        .max(MAX_LEVEL, { error: `level must be a whole number from ${MIN_LEVEL} to ${MAX_LEVEL}` }),
      tree_count: z.union(
        TEST_SIZES.map((size) => z.literal(size)),
        { error: `tree_count must be one of: ${TEST_SIZES.join(', ')}` },
      ),
      /** Omitted for All Trees. */
      type: z.enum(TREE_TYPES, { error: `type must be one of: ${TREE_TYPES.join(', ')}` }).optional(),
      ...practiceOptions,
      /** True: each question also shows the whole tree (`form`), and `slots: "one"` may pick it. Left out: false. */
      form: z.boolean({ error: 'form must be true or false' }).optional(),
    }),
    strictParams({ mode: z.literal('practice'), unit_id: unitIdSchema('unit_id'), ...practiceOptions }),
    strictParams({ mode: z.literal('checkpoint'), unit_id: unitIdSchema('unit_id'), ...practiceOptions }),
  ],
  { error: `mode must be one of: ${QUIZ_MODES.join(', ')}` },
);
export type StartQuizBody = z.infer<typeof StartQuizBodySchema>;

/** A tree offered as an answer: its names only. */
export const OptionSchema = z.object({
  tree_id: z.number().int().positive(),
  tree_name_common: z.string(),
  tree_name_sci: z.string(),
  /** An earlier scientific name still the familiar one (docs/catalog.md), shown beside the accepted name; left out where there is none. */
  tree_name_synonym: z.string().optional(),
});
export type Option = z.infer<typeof OptionSchema>;

/**
 * One of a picture question's four pictures, all of one slot. Which tree it shows is told only
 * once the question is answered: the prompt names the tree to find, so a tree with the picture
 * would give the answer away.
 */
export const PictureOptionSchema = z.object({
  /** Under /api/quizzes/:quizId/questions/:index/options/:option/, e.g. `leaf.svg`. */
  picture: z.string(),
  /** Null until the question is answered. */
  tree: OptionSchema.nullable(),
});
export type PictureOption = z.infer<typeof PictureOptionSchema>;

export const AnswerSchema = z.object({
  chosen_tree_id: z.number().int().positive(),
  correct_tree_id: z.number().int().positive(),
  correct: z.boolean(),
  answered_at: z.iso.datetime({ offset: true }),
});
export type Answer = z.infer<typeof AnswerSchema>;

export const QuestionSchema = z.object({
  /** 0-based position in the quiz. */
  index: z.number().int().min(0),
  /**
   * `name`: pictures of a tree and four names to choose from (every mode). `picture` (practice
   * and checkpoint): a tree's name in `prompt` and four pictures in `picture_options`, answered
   * with `{ option }`, the position of the picture chosen.
   */
  kind: z.enum(QUESTION_KINDS),
  /** A picture question's tree to find; null for a name question. */
  prompt: OptionSchema.pick({ tree_name_common: true, tree_name_sci: true, tree_name_synonym: true }).nullable(),
  /**
   * Picture URLs under /api/quizzes/:quizId/questions/:index/: a drawing (`leaf.svg`) or a photo
   * (`leaf-1280.webp`, see pictures.ts). Training questions show the leaf only; tests show all four
   * (one with `slots: "one"`), and the whole tree (`form.svg`) as a fifth when started with
   * `form: true`; course units their focus's slots. Empty for a picture question. A drawing may be
   * asked for with `?detail=high`, the same picture with more detail, for an enlarged view.
   */
  pictures: z.partialRecord(z.enum(TREE_SLOTS), z.string()),
  /** A name question's four distinct trees in random order, the right one among them; empty for a picture question. */
  options: z.array(OptionSchema),
  /** A picture question's four pictures of distinct trees in random order, the right one among them; null for a name question. */
  picture_options: z.array(PictureOptionSchema).nullable(),
  /** Null until answered; then which tree was chosen and which was right. */
  answer: AnswerSchema.nullable(),
});
export type Question = z.infer<typeof QuestionSchema>;

export const QuizSchema = z.object({
  quiz_id: z.uuid(),
  mode: z.enum(QUIZ_MODES),
  level: z.number().int().min(MIN_LEVEL).max(MAX_LEVEL),
  /** Null for All Trees. */
  type: z.enum(TREE_TYPES).nullable(),
  /**
   * Training and review: the trees to study before their questions, in groups. Training: groups
   * of TRAINING.treesPerGroup, group g's questions are those at g * quizzedPerGroup onwards.
   * Review: groups of REVIEW.treesPerGroup, each tree asked once in random order within its group; the
   * last group takes any questions left over (a drill: two trees, REVIEW.drillQuestions questions).
   */
  study: z.array(TreeSchema).optional(),
  questions: z.array(QuestionSchema),
  correct: z.number().int().min(0),
  incorrect: z.number().int().min(0),
  /** `max(0, correct - incorrect) * 14` (docs/product.md#constants). */
  score: z.number().int().min(0),
  created_at: z.iso.datetime({ offset: true }),
  finished_at: z.iso.datetime({ offset: true }).nullable(),
  /**
   * Challenge only (null otherwise): when time runs out. Answers reaching the server later than
   * CHALLENGE.graceSeconds after it are refused.
   */
  deadline_at: z.iso.datetime({ offset: true }).nullable(),
  /**
   * Challenge only: milliseconds to the deadline when the server answered (0 once it has passed),
   * so that a client counts down right even when its own clock is wrong.
   */
  time_left_ms: z.number().int().min(0).nullable(),
  /** Challenge only: when its score was put on the leaderboard; null until then. */
  submitted_at: z.iso.datetime({ offset: true }).nullable(),
  /** Practice and checkpoint: the course unit; null otherwise. */
  unit_id: z.string().nullable(),
  /** Which names the page shows on the options; the API sends both. */
  names: z.enum(NAME_CHOICES),
  /** `one`: each name question shows a single picture slot. */
  slots: z.enum(SLOT_CHOICES),
  /**
   * A finished checkpoint's result: passed when `correct / total >= pass_mark`, unanswered
   * questions counting as wrong; a pass makes the unit done. Null for other modes and until finished.
   */
  checkpoint: CheckpointScoreSchema.extend({ passed: z.boolean(), pass_mark: z.number() }).nullable(),
});
export type Quiz = z.infer<typeof QuizSchema>;
export const QuizResponseSchema = z.object({ quiz: QuizSchema });

/** GET /api/quizzes/challenges/today: how many of the day's leaderboard challenges are left. */
export const ChallengeAllowanceSchema = z.object({
  per_day: z.number().int().positive(),
  /** Challenges the caller may still start in the rolling 24 hours. */
  left: z.number().int().min(0),
  /** When the next one opens, if none is left; null otherwise. */
  next_at: z.iso.datetime({ offset: true }).nullable(),
  /** A run still under way, which a start resumes; null when none is. */
  open_quiz_id: z.uuid().nullable(),
});
export type ChallengeAllowance = z.infer<typeof ChallengeAllowanceSchema>;

/** GET /api/quizzes/open: the caller's latest quiz left half-way, to continue from home. */
export const OpenQuizSchema = z.object({
  quiz_id: z.uuid(),
  mode: z.enum(RESUMABLE_MODES),
  /** Questions answered so far, of `total`. */
  answered: z.number().int().min(0),
  total: z.number().int().positive(),
  created_at: z.iso.datetime({ offset: true }),
});
export type OpenQuiz = z.infer<typeof OpenQuizSchema>;
export const OpenQuizResponseSchema = z.object({ quiz: OpenQuizSchema.nullable() });
export type OpenQuizResponse = z.infer<typeof OpenQuizResponseSchema>;

export const QuizParamsSchema = strictParams({ quizId: z.uuid({ error: 'quizId must be a quiz id' }) });
export const QuestionParamsSchema = strictParams({
  quizId: z.uuid({ error: 'quizId must be a quiz id' }),
  index: z.coerce
    .number({ error: 'index must be a question number' })
    .int({ error: 'index must be a question number' })
    .min(0, { error: 'index must be a question number' })
    // The column is a smallint: a larger number is no question's, and must not reach the database.
    .max(MAX_QUESTION_INDEX, { error: 'index must be a question number' }),
});

const OPTION_ERROR = QUIZ_ERRORS.notAnOptionPosition;
const ANSWER_ERROR =
  'Send tree_id (the tree chosen), or for a picture question option (the position of the picture chosen)';

/**
 * POST /quizzes/:quizId/questions/:index/answer: a name question by `tree_id` (or `option`, its
 * position among the options); a picture question by `option` only, since its prompt names the tree.
 */
export const AnswerBodySchema = strictParams({
  tree_id: z
    .number({ error: 'tree_id must be the id of one of the options' })
    .int({ error: 'tree_id must be the id of one of the options' })
    .positive({ error: 'tree_id must be the id of one of the options' })
    .max(MAX_TREE_ID, { error: 'tree_id must be the id of one of the options' })
    .optional(),
  option: z
    .number({ error: OPTION_ERROR })
    .int({ error: OPTION_ERROR })
    .min(0, { error: OPTION_ERROR })
    .max(CHOICES_PER_QUESTION - 1, { error: OPTION_ERROR })
    .optional(),
}).refine((body) => (body.tree_id === undefined) !== (body.option === undefined), { error: ANSWER_ERROR });
export type AnswerBody = z.infer<typeof AnswerBodySchema>;
export const AnswerResponseSchema = z.object({
  question: QuestionSchema,
  /** What to learn from the answer; null in a challenge, whose debrief waits for the end (docs/teaching.md). */
  explanation: ExplanationSchema.nullable(),
  correct: z.number().int().min(0),
  incorrect: z.number().int().min(0),
  score: z.number().int().min(0),
});
export type AnswerResponse = z.infer<typeof AnswerResponseSchema>;
