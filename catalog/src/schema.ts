import { z } from 'zod';
import {
  BARK_COLOURS,
  BARK_TEXTURES,
  BUD_ARRANGEMENTS,
  BUD_COLOURS,
  BUD_SHAPES,
  LEAF_ARRANGEMENTS,
  LEAF_COMPOUNDING,
  LEAF_LOBING,
  LEAF_MARGINS,
  LEAF_SHAPES,
  SEED_KINDS,
} from './traits.ts';

/** 1-3 sentences, each ending in a full stop (or ! / ?), of our own words. */
export const DescriptionSchema = z
  .string()
  .trim()
  .min(30, { error: 'must be at least 30 characters' })
  .max(500, { error: 'must be at most 500 characters' })
  .refine((text) => /[.!?]$/.test(text), { error: 'must end with a full stop' })
  .refine(
    (text) => {
      const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
      return sentences >= 1 && sentences <= 3;
    },
    { error: 'must be 1 to 3 sentences' },
  );

export const SpeciesSchema = z
  .strictObject({
    name_sci: z.string().regex(/^[A-Z][a-z]+( ×)? [a-z-]+( subsp\. [a-z-]+)?$/, {
      error: 'must be a binomial like "Quercus robur" (× for hybrids)',
    }),
    name_common: z.string().trim().min(2).max(60),
    family: z.string().regex(/^[A-Z][a-z]+aceae$/, { error: 'must be a family name ending in -aceae' }),
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    type: z.enum(['deciduous', 'evergreen']),
    conifer: z.boolean(),
    /**
     * A fruit tree: the species is planted and tended somewhere in Britain or Europe, in orchards,
     * gardens or groves, for a crop of fruit or nuts that people eat. Nut crops count (walnut,
     * hazel, sweet chestnut, stone pine's pine nuts). A tree whose edible fruit is only gathered
     * from the wild or the hedge (crab apple, wild pear, sloe, rowan, elder), or that is grown for
     * timber, shade or show (black walnut, ginkgo), is not. The flag is the species': wild cherry
     * is Prunus avium, the species of every sweet cherry, so it is one; crab apple and wild pear
     * are not the species of the orchard apple and pear. docs/catalog.md lists the set.
     */
    fruit_tree: z.boolean(),
    descriptions: z.strictObject({
      leaf: DescriptionSchema,
      bark: DescriptionSchema,
      bud: DescriptionSchema,
      seed: DescriptionSchema,
    }),
    traits: z.strictObject({
      leaf: z.strictObject({
        shape: z.enum(LEAF_SHAPES),
        margin: z.enum(LEAF_MARGINS),
        lobing: z.enum(LEAF_LOBING),
        compound: z.enum(LEAF_COMPOUNDING),
        /** Typical number of leaflets; 1 for a simple leaf. */
        leaflets: z.number().int().min(1).max(41),
        arrangement: z.enum(LEAF_ARRANGEMENTS),
      }),
      bark: z.strictObject({
        texture: z.enum(BARK_TEXTURES),
        colour: z.enum(BARK_COLOURS),
      }),
      bud: z.strictObject({
        shape: z.enum(BUD_SHAPES),
        colour: z.enum(BUD_COLOURS),
        arrangement: z.enum(BUD_ARRANGEMENTS),
      }),
      seed: z.strictObject({
        kind: z.enum(SEED_KINDS),
      }),
    }),
  })
  .check((ctx) => {
    const { compound, leaflets } = ctx.value.traits.leaf;
    if ((compound === 'simple') !== (leaflets === 1)) {
      ctx.issues.push({
        code: 'custom',
        input: leaflets,
        path: ['traits', 'leaf', 'leaflets'],
        message: 'must be 1 for a simple leaf and more than 1 for a compound one',
      });
    }
  });
export type Species = z.infer<typeof SpeciesSchema>;
export type SpeciesTraits = Species['traits'];

/** The file name (without .json) a record must have: its scientific name in kebab case. */
export const slugOf = (nameSci: string): string =>
  nameSci.toLowerCase().replace(/×/g, 'x').replace(/\./g, '').replace(/\s+/g, '-');
