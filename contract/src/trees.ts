import { z } from 'zod';
import {
  DEFAULT_TREE_LIMIT,
  MAX_INCORRECT_OPTIONS_LIMIT,
  MAX_LEVEL,
  MAX_TREE_LIMIT,
  MIN_LEVEL,
  TREE_TYPES,
} from './constants/index.ts';

const IMAGE_URL = z.string().min(1);

/** A tree as the API sends it (docs/product.md#trees-and-pictures); image slots without a picture are left out. */
export const TreeSchema = z.object({
  tree_id: z.number().int().positive(),
  /** The species' page is /trees/<slug>; the field guide names species by it. */
  slug: z.string(),
  tree_name_sci: z.string(),
  /** An earlier scientific name still the familiar one (docs/catalog.md), shown beside the accepted name; left out where there is none. */
  tree_name_synonym: z.string().optional(),
  tree_name_common: z.string(),
  tree_img_leaf: IMAGE_URL.optional(),
  tree_img_bark: IMAGE_URL.optional(),
  tree_img_bud: IMAGE_URL.optional(),
  tree_img_seed: IMAGE_URL.optional(),
  /** The whole tree's shape at a distance: a drawing; left out where there is none, as for the others. */
  tree_img_form: IMAGE_URL.optional(),
  leaf_description: z.string(),
  bark_description: z.string(),
  bud_description: z.string(),
  seed_description: z.string(),
  /** The whole tree at a distance (crown, height, trunk, branching), beside `tree_img_form`. */
  form_description: z.string(),
  level: z.number().int().min(MIN_LEVEL).max(MAX_LEVEL),
  type: z.enum(TREE_TYPES),
});
export type Tree = z.infer<typeof TreeSchema>;

export const TreeListSchema = z.object({ trees: z.array(TreeSchema) });
export type TreeList = z.infer<typeof TreeListSchema>;

/**
 * How many trees a test at `level` of `type` (null: all trees) can ask: those at or below the
 * level. The settings screen says so before Start when fewer match than the count chosen.
 */
export const TreeCountSchema = z.object({
  level: z.number().int().min(MIN_LEVEL).max(MAX_LEVEL),
  type: z.enum(TREE_TYPES).nullable(),
  trees: z.number().int().nonnegative(),
});
export type TreeCount = z.infer<typeof TreeCountSchema>;

export const TreeCountsSchema = z.object({ counts: z.array(TreeCountSchema) });
export type TreeCounts = z.infer<typeof TreeCountsSchema>;

/** An integer query parameter: digits only, so "1.5", "1e2" and " 3" are refused rather than coerced. */
export const integerParam = (name: string, min: number, max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${name} is required` : `${name} must be a whole number from ${min} to ${max}`,
    })
    .regex(/^\d{1,10}$/, { error: `${name} must be a whole number from ${min} to ${max}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `${name} must be a whole number from ${min} to ${max}` })
        .max(max, { error: `${name} must be a whole number from ${min} to ${max}` }),
    );

const typeParam = z.enum(TREE_TYPES, { error: `type must be one of: ${TREE_TYPES.join(', ')}` });

export const TreesQuerySchema = strictParams({
  level: integerParam('level', MIN_LEVEL, MAX_LEVEL),
  limit: integerParam('limit', 1, MAX_TREE_LIMIT).default(DEFAULT_TREE_LIMIT),
  type: typeParam.optional(),
});
export type TreesQuery = z.infer<typeof TreesQuerySchema>;

export const IncorrectOptionsQuerySchema = strictParams({
  exclude_ids: z
    .string()
    .regex(/^(\d{1,9})(,\d{1,9})*$/, {
      error: 'exclude_ids must be a comma-separated list of tree ids, like 3,17,42',
    })
    .transform((ids) => [...new Set(ids.split(',').map(Number))])
    .optional(),
  limit: integerParam('limit', 1, MAX_INCORRECT_OPTIONS_LIMIT).default(DEFAULT_TREE_LIMIT),
  type: typeParam.optional(),
});
export type IncorrectOptionsQuery = z.infer<typeof IncorrectOptionsQuerySchema>;

export function unknownParamMessage(issue: { code?: string; keys?: string[] }): string | undefined {
  if (issue.code === 'unrecognized_keys' && issue.keys?.length) {
    return `unknown parameter: ${issue.keys.map((key) => key || '""').join(', ')}`;
  }
  return undefined;
}

/** An object schema for a query, body or path that refuses any other field, naming it. */
export function strictParams<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, { error: (issue) => unknownParamMessage(issue) });
}

/** For routes that take no query parameters: any parameter is refused by name. */
export const NoQuerySchema = strictParams({});
