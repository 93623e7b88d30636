import { z } from 'zod';
import { OFFLINE_PRACTICE, OFFLINE_PRACTICE_ERRORS, TREE_SLOTS } from './constants/index.ts';
import { strictParams } from './trees.ts';

/**
 * The offline practice's answers as the browser sends them back (docs/progress.md): each names
 * the species shown and the one picked by slug, as the field guide does, never by database id.
 */
const slug = (field: string) =>
  z
    .string({ error: `${field} must be a species' slug` })
    .min(1, { error: `${field} must be a species' slug` })
    .max(200);

export const OfflineAnswerSchema = strictParams({
  /** The answer's place in its practice, from 0: the same index sent again is the same answer. */
  index: z
    .number({ error: 'index must be a whole number' })
    .int({ error: 'index must be a whole number' })
    .min(0, { error: 'index must be 0 or more' })
    .max(OFFLINE_PRACTICE.maxAnswers - 1, { error: `index must be less than ${OFFLINE_PRACTICE.maxAnswers}` }),
  /** The species whose drawing was shown. */
  slug: slug('slug'),
  /** The species picked; the answer is right when it is `slug`. */
  chosen_slug: slug('chosen_slug'),
  /** Which drawing was shown. */
  part: z.enum(TREE_SLOTS, { error: `part must be one of ${TREE_SLOTS.join(', ')}` }),
  /** When, by the device's clock: at most a minute ahead of the server's, at most 30 days ago. */
  answered_at: z.iso.datetime({ offset: true, error: 'answered_at must be a date and time (ISO 8601)' }),
});
export type OfflineAnswer = z.infer<typeof OfflineAnswerSchema>;

/** POST /progress/offline-practice: some or all of one practice's answers, sent again as often as needed. */
export const OfflinePracticeBodySchema = strictParams({
  /** Made by the browser when the practice starts (crypto.randomUUID()). */
  practice_id: z.uuid({ error: 'practice_id must be a UUID' }),
  answers: z
    .array(OfflineAnswerSchema, { error: 'answers must be a list' })
    .min(1, { error: 'answers must hold at least one answer' })
    .max(OFFLINE_PRACTICE.maxAnswersPerRequest, {
      error: `answers may hold at most ${OFFLINE_PRACTICE.maxAnswersPerRequest} answers at once`,
    })
    .superRefine((answers, context) => {
      const seen = new Set<number>();
      answers.forEach(({ index }, position) => {
        if (seen.has(index)) {
          context.addIssue({
            code: 'custom',
            path: [position, 'index'],
            message: OFFLINE_PRACTICE_ERRORS.duplicateIndex(index),
          });
        }
        seen.add(index);
      });
    }),
});
export type OfflinePracticeBody = z.infer<typeof OfflinePracticeBodySchema>;

/** How many of the answers sent count now, and how many had already been counted (a replay). */
export const OfflinePracticeResultSchema = z.object({
  recorded: z.number().int().min(0),
  already_recorded: z.number().int().min(0),
});
export type OfflinePracticeResult = z.infer<typeof OfflinePracticeResultSchema>;
