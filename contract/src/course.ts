import { z } from 'zod';
import {
  MARKED_UNIT_STEPS,
  MAX_LEVEL,
  MIN_LEVEL,
  PICTURE_SLOTS,
  UNIT_FOCUSES,
  UNIT_KINDS,
  UNIT_STATES,
  UNIT_STEPS,
} from './constants/index.ts';
import { strictParams, TreeSchema } from './trees.ts';

/**
 * The guided course: units in order, each a lesson (3-6 new trees side by side) or a
 * review of earlier lessons. A unit is studied, practised, then passed at its checkpoint, which
 * unlocks the next. The units themselves are catalog/course/course.json; the rules are COURSE in
 * constants.ts and docs/course.md.
 */

/** A unit's id: the kebab-case slug course.json gives it, e.g. "oaks-beech-chestnut". */
export const unitIdSchema = (name: string) => {
  const error = `${name} must be a unit id like "oaks-beech-chestnut"`;
  return z
    .string({ error })
    .max(80, { error })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error });
};

/** GET /course/units/:unitId */
export const UnitParamsSchema = strictParams({ unitId: unitIdSchema('unitId') });

/** PUT /course/units/:unitId/steps/:step: the learner has been through the unit's lesson or its study cards. */
export const UnitStepParamsSchema = strictParams({
  unitId: unitIdSchema('unitId'),
  step: z.enum(MARKED_UNIT_STEPS, { error: `step must be one of ${MARKED_UNIT_STEPS.join(', ')}` }),
});

const count = z.number().int().min(0);
const instant = z.iso.datetime({ offset: true });

/** A unit's tree in the course outline: its names only. */
export const UnitTreeSchema = TreeSchema.pick({
  tree_id: true,
  tree_name_common: true,
  tree_name_sci: true,
  tree_name_synonym: true,
});
export type UnitTree = z.infer<typeof UnitTreeSchema>;

/** A checkpoint's result: right answers of its questions. */
export const CheckpointScoreSchema = z.object({ correct: count, total: z.number().int().positive() });
export type CheckpointScore = z.infer<typeof CheckpointScoreSchema>;

/** The learner's course as a whole. */
export const CourseStandingSchema = z.object({
  units_done: count,
  units_total: count,
  /** The first unit not done, the one to take next; null once every unit is done. */
  current_unit_id: z.string().nullable(),
});
export type CourseStanding = z.infer<typeof CourseStandingSchema>;

const unitFields = {
  id: z.string(),
  /** 0-based place in the course. */
  position: count,
  kind: z.enum(UNIT_KINDS),
  title: z.string(),
  /** The highest level among its trees: 1 Sapling, 2 Veteran, 3 Ancient. */
  level: z.number().int().min(MIN_LEVEL).max(MAX_LEVEL),
  focus: z.enum(UNIT_FOCUSES),
  /** The picture slots its questions show (the focus's slots). */
  slots: z.array(z.enum(PICTURE_SLOTS)),
  /** What to look at first in this group and how its trees differ: 1-3 paragraphs. */
  lesson: z.array(z.string()),
  /** A review unit: the lesson units whose trees it mixes, by id; empty for a lesson unit. */
  reviews: z.array(z.string()),
  /**
   * For the learner (a visitor sees the course as a new learner would: the first unit current,
   * the rest locked). Only the current unit and units already done can be practised or tested.
   */
  state: z.enum(UNIT_STATES),
  /** When its checkpoint was first passed; null until then. */
  done_at: instant.nullable(),
  /** Done by taking its checkpoint without practising it first. */
  tested_out: z.boolean(),
  /** The best finished checkpoint of this unit, passed or not; null before the first. */
  best: CheckpointScoreSchema.nullable(),
  /** How many of its trees the learner has named right at least once, in any mode (their review cards). */
  trees_known: count,
  /**
   * The steps the learner has been through, in course order: the lesson read, the trees studied, a
   * practice finished, the checkpoint passed. "Continue" opens the first one not here. Empty for a visitor.
   */
  steps_done: z.array(z.enum(UNIT_STEPS)),
};

/** A unit in the course outline (GET /course). */
export const UnitSummarySchema = z.object({ ...unitFields, trees: z.array(UnitTreeSchema) });
export type UnitSummary = z.infer<typeof UnitSummarySchema>;

/** GET /course: every unit in order, with the learner's standing. */
export const CourseResponseSchema = z.object({
  /** False for a visitor, whose units show as a new learner's. */
  signed_in: z.boolean(),
  ...CourseStandingSchema.shape,
  units: z.array(UnitSummarySchema),
});
export type CourseResponse = z.infer<typeof CourseResponseSchema>;

/** A unit opened (GET /course/units/:unitId): its trees in full, for the study cards. */
export const UnitDetailSchema = z.object({ ...unitFields, trees: z.array(TreeSchema) });
export type UnitDetail = z.infer<typeof UnitDetailSchema>;
export const UnitResponseSchema = z.object({ signed_in: z.boolean(), unit: UnitDetailSchema });
export type UnitResponse = z.infer<typeof UnitResponseSchema>;
