import { z } from 'zod';
import { CONTRAST_PARTS } from './constants/index.ts';
import { TreeSchema } from './trees.ts';

/**
 * What the app teaches after an answer (docs/teaching.md): after a miss, the right tree beside the one
 * chosen with what tells them apart; after a right answer, one line on what to look for. The
 * differences are worked out by the catalog from the two records' traits and descriptions
 * (catalog/src/contrast.ts), so they never say more than the records do.
 */

/** One telling difference: what each tree has there, as a short phrase. */
export const ContrastFeatureSchema = z.object({
  part: z.enum(CONTRAST_PARTS),
  /** The first tree's side (the right answer's, after a miss). */
  a: z.string(),
  b: z.string(),
});
export type ContrastFeature = z.infer<typeof ContrastFeatureSchema>;

/** Two trees side by side: the right one first, then the one taken for it. */
export const ComparisonSchema = z.object({
  trees: z.tuple([TreeSchema, TreeSchema]),
  /** Trait differences, most telling first. Never empty together with `notes`. */
  features: z.array(ContrastFeatureSchema),
  /** Sentences of the records' own descriptions that set one tree against the other by name. */
  notes: z.array(z.string()),
});
export type Comparison = z.infer<typeof ComparisonSchema>;

export const ExplanationSchema = z.object({
  /** One line on what to look for to know the right tree next time. */
  look_for: z.string(),
  /** After a miss, the right tree beside the chosen one; null after a right answer. */
  comparison: ComparisonSchema.nullable(),
});
export type Explanation = z.infer<typeof ExplanationSchema>;

/** One missed question of a finished quiz, for its end screen. */
export const MissSchema = z.object({
  /** The question's 0-based position. */
  index: z.number().int().min(0),
  comparison: ComparisonSchema,
});
export type Miss = z.infer<typeof MissSchema>;

/** GET /quizzes/:quizId/debrief: every miss, in the order they were asked. */
export const DebriefSchema = z.object({ misses: z.array(MissSchema) });
export type Debrief = z.infer<typeof DebriefSchema>;
