import { z } from 'zod';
import { MAX_LEVEL, MIN_LEVEL, TEST_SIZES, TREE_TYPES } from './constants.ts';
import { PICTURE_SLOTS } from './pictures.ts';
import { REVIEW } from './progress.ts';
import { strictParams, TreeSchema } from './trees.ts';

/**
 * Quizzes are run by the server (DESIGN §4): it draws the trees and the options, checks each
 * answer once and keeps the score. A question as sent never contains its answer: its pictures
 * are served under the quiz's own URLs, and its options are in random order.
 */

export const QUIZ_MODES = ['training', 'test', 'review', 'challenge'] as const;
export type QuizMode = (typeof QUIZ_MODES)[number];

/** The largest values the database's columns hold (smallint, integer): beyond them, a 400. */
const MAX_QUESTION_INDEX = 32_767;
const MAX_TREE_ID = 2_147_483_647;

const TREE_IDS_ERROR = `tree_ids must be ${REVIEW.drillTrees} different tree ids`;

/**
 * POST /quizzes. Training and the leaderboard challenge take no settings: SPEC fixes them
 * (TRAINING and CHALLENGE in constants.ts). Review takes the caller's due trees, or with
 * `tree_ids` drills two trees the caller mixes up.
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
        .length(REVIEW.drillTrees, { error: TREE_IDS_ERROR })
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
    }),
  ],
  { error: `mode must be one of: ${QUIZ_MODES.join(', ')}` },
);
export type StartQuizBody = z.infer<typeof StartQuizBodySchema>;

/** A tree offered as an answer: its names only. */
export const OptionSchema = z.object({
  tree_id: z.number().int().positive(),
  tree_name_common: z.string(),
  tree_name_sci: z.string(),
});
export type Option = z.infer<typeof OptionSchema>;

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
   * Picture URLs under /api/quizzes/:quizId/questions/:index/: a drawing (`leaf.svg`) or a photo
   * (`leaf-1280.webp`, see pictures.ts). Training questions show the leaf only; tests show all four.
   */
  pictures: z.partialRecord(z.enum(PICTURE_SLOTS), z.string()),
  /** Four distinct trees in random order, the right one among them. */
  options: z.array(OptionSchema),
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
  /** `max(0, correct - incorrect) * 14` (SPEC §9). */
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

/** POST /quizzes/:quizId/questions/:index/answer */
export const AnswerBodySchema = strictParams({
  tree_id: z
    .number({ error: 'tree_id must be the id of one of the options' })
    .int({ error: 'tree_id must be the id of one of the options' })
    .positive({ error: 'tree_id must be the id of one of the options' })
    .max(MAX_TREE_ID, { error: 'tree_id must be the id of one of the options' }),
});
export const AnswerResponseSchema = z.object({
  question: QuestionSchema,
  correct: z.number().int().min(0),
  incorrect: z.number().int().min(0),
  score: z.number().int().min(0),
});
export type AnswerResponse = z.infer<typeof AnswerResponseSchema>;

export const QUIZ_ERRORS = {
  notFound: 'No such quiz.',
  noSuchQuestion: 'No such question in this quiz.',
  alreadyAnswered: 'This question has already been answered.',
  notAnOption: 'tree_id must be the id of one of the options',
  finished: 'This quiz is finished.',
  timeUp: 'Time is up for this challenge.',
  tooQuick: 'Too quick: take a moment to look at the pictures, then answer.',
  /** Over CHALLENGE.perDay; `wait` says how long until the next one, e.g. "3 h 12 min". */
  challengesUsed: (perDay: number, wait: string) =>
    `You have played ${perDay} challenges in the last 24 hours, the most there are in a day. The next one opens in ${wait}.`,
} as const;
