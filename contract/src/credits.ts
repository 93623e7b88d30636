import { z } from 'zod';
import { PICTURE_SLOTS } from './constants/index.ts';

/** One photo's credit, as its licence asks: who took it, under which licence, and where it came from. */
export const PhotoCreditSchema = z.object({
  photo_id: z.number().int().positive(),
  tree_id: z.number().int().positive(),
  tree_name_common: z.string(),
  tree_name_sci: z.string(),
  slot: z.enum(PICTURE_SLOTS),
  author: z.string(),
  licence: z.string(),
  licence_url: z.string(),
  source_url: z.string(),
  /** The photo at its smallest width (WebP), for a thumbnail beside the credit. */
  thumbnail_url: z.string(),
});
export type PhotoCredit = z.infer<typeof PhotoCreditSchema>;

export const PhotoCreditsSchema = z.object({ photos: z.array(PhotoCreditSchema) });
export type PhotoCredits = z.infer<typeof PhotoCreditsSchema>;
