import { z } from 'zod';
import { mergedTraits, unchangedTraits } from './named-forms.ts';
import { SCOPED_TRAITS, scopedValue } from './trait-scope.ts';
import {
  AUTUMN_COLOURS,
  BARK_COLOURS,
  BARK_DEPTHS,
  BARK_FEATURES,
  BARK_GRAINS,
  BARK_INNER_COLOURS,
  BARK_SHADES,
  BARK_TEXTURES,
  BARK_TINGES,
  BRANCHINGS,
  BUD_ARRANGEMENTS,
  BUD_COLOURS,
  BUD_SCALES,
  BUD_SHAPES,
  BUD_STANCES,
  BUD_SURFACES,
  CONE_BRACTS,
  CONE_OPENINGS,
  CROWN_DENSITIES,
  CROWN_SHAPES,
  CROWN_TOPS,
  END_BUDS,
  FOLIAGE_TONES,
  LEAF_ARRANGEMENTS,
  LEAF_BASES,
  LEAF_COLOURS,
  LEAF_COMPOUNDING,
  LEAF_GLOSS,
  LEAF_LOBING,
  LEAF_MARGINS,
  LEAF_PARTINGS,
  LEAF_SCARS,
  LEAF_SHAPES,
  LEAF_TIPS,
  LEAF_UNDERSIDES,
  LOBE_DEPTHS,
  SEED_COLOURS,
  SEED_KINDS,
  SEED_POSITIONS,
  SEED_POSTURES,
  SEED_SHAPES,
  SEED_STALKS,
  SEED_SURFACES,
  TRUNK_FORMS,
  TWIG_COLOURS,
  TWIG_FEATURES,
  TWIG_LEAVES,
  TWIG_THICKNESSES,
} from './traits.ts';

/** 1-3 sentences, each ending in a full stop (or ! / ?), of our own words. */
const DescriptionSchema = z
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

/** A centimetre range [smallest, largest], e.g. of a leaf blade. */
const CentimetreRange = z
  .tuple([z.number().positive(), z.number().positive()])
  .refine(([min, max]) => min <= max, { error: 'must be [min, max] with min <= max' });

/** A millimetre range [smallest, largest], e.g. of a bud's length. */
const MillimetreRange = z
  .tuple([z.number().min(0), z.number().min(0)])
  .refine(([min, max]) => min <= max, { error: 'must be [min, max] with min <= max' });

/** The winter twig and its buds, as a field guide draws them. */
const BudDetailShape = {
  /** False where no winter bud forms at all: the shoot grows on from its bare tip (cypresses, thujas). */
  formed: z.boolean(),
  /** Length of the end bud (or of the largest bud at the tip); [0, 0] where no bud forms. */
  length_mm: MillimetreRange,
  scales: z.enum(BUD_SCALES),
  surface: z.array(z.enum(BUD_SURFACES)),
  stance: z.enum(BUD_STANCES),
  /** Each bud raised on a short stalk of its own: alders. */
  stalked: z.boolean(),
  end_bud: z.enum(END_BUDS),
  leaf_scar: z.enum(LEAF_SCARS),
  twig: z.strictObject({
    colour: z.enum(TWIG_COLOURS),
    thickness: z.enum(TWIG_THICKNESSES),
    leaves: z.enum(TWIG_LEAVES),
    /** Length of the needles or leaves the winter shoot carries, where it carries any. */
    leaf_mm: MillimetreRange.optional(),
    features: z.array(z.enum(TWIG_FEATURES)),
  }),
};

/** A range [smallest, largest] of a positive measure. */
const Range = (max: number) =>
  z
    .tuple([z.number().positive().max(max), z.number().positive().max(max)])
    .refine(([min, biggest]) => min <= biggest, { error: 'must be [min, max] with min <= max' });

/** A count [fewest, most] of things a field guide counts: lobes, stones. */
const CountRange = (least: number, most: number) =>
  z
    .tuple([z.number().int().min(least).max(most), z.number().int().min(least).max(most)])
    .refine(([min, max]) => min <= max, { error: 'must be [min, max] with min <= max' });

/**
 * The fruit, seed or cone as a field guide draws it: its size, ripe colour, stalk, how
 * many hang together and, for cones, how they stand and ripen. Optional only while the records are
 * being filled in.
 */
const SeedDetailShape = {
  /** Length of one fruit, nut in its husk, key, pod or cone; of the fruiting catkin for catkins, birches and alders; of one bract for hornbeams; of the hop for hop hornbeam. */
  length_cm: Range(60),
  ripe_colour: z.enum(SEED_COLOURS),
  /** The colour before ripening, where the record speaks of it: a juniper's green cones, a fir's purple ones. */
  young_colour: z.enum(SEED_COLOURS).optional(),
  surface: z.enum(SEED_SURFACES),
  stalk: z.enum(SEED_STALKS),
  /** How many fruits (pairs of keys for maples, bracts for hornbeams) hang together, [fewest, most]. */
  cluster: z.tuple([z.number().int().min(1), z.number().int().min(1)]),
  shape: z.enum(SEED_SHAPES),
  posture: z.enum(SEED_POSTURES),
  /** The angle between a maple's two wings, in degrees [min, max]: 0 parallel, 180 in a straight line. */
  wing_angle: z.tuple([z.number().min(0).max(180), z.number().min(0).max(180)]).optional(),
  /** Conifer cones only (kind "cone"), and every one of them. */
  cone: z.strictObject({ bract: z.enum(CONE_BRACTS), opening: z.enum(CONE_OPENINGS) }).optional(),
  /**
   * The hard stones a fleshy fruit holds round its seeds, [fewest, most]: every drupe (a cherry's
   * one, alder buckthorn's two or three) and a pome that has them (a haw's one to three, a
   * medlar's five; an apple's pips are not stones). trait-scope.ts says where it applies.
   */
  stones: CountRange(1, 10).optional(),
  /** Where the seed sits in a single winged key: every samara (traits.ts SEED_POSITIONS). */
  seed_position: z.enum(SEED_POSITIONS).optional(),
};

/**
 * The whole tree at a distance, mature and as usually met in Britain and Europe: what
 * the form drawing is drawn from. `height_m` is the usual height range of a grown tree, not the
 * record.
 */
const FormTraitsSchema = z
  .strictObject({
    crown: z.enum(CROWN_SHAPES),
    density: z.enum(CROWN_DENSITIES),
    trunk: z.enum(TRUNK_FORMS),
    branching: z.enum(BRANCHINGS),
    foliage: z.enum(FOLIAGE_TONES),
    top: z.enum(CROWN_TOPS),
    height_m: z.tuple([z.number().min(1).max(100), z.number().min(1).max(100)]),
    /** The crown's usual width across, in metres, on the same grown tree as height_m. */
    spread_m: z.tuple([z.number().min(0.5).max(60), z.number().min(0.5).max(60)]),
    /** The bole swells out and is fluted at the foot, like a buttress: giant sequoia, western red cedar. */
    flared_base: z.boolean(),
  })
  .refine(({ height_m: [low, high] }) => low <= high, { error: 'height_m must be [min, max]' })
  .refine(({ spread_m: [low, high] }) => low <= high, { error: 'spread_m must be [min, max]' });

/** The parts a field mark is seen on: a picture slot's part, `form` being the whole tree at a distance. */
export const MARK_PARTS = ['leaf', 'bark', 'bud', 'seed', 'form'] as const;
export type MarkPart = (typeof MARK_PARTS)[number];

/**
 * One field mark as an expert names it, in words that follow "Look for": lower case, no full stop
 * ("dark, flat needles in two rows"). `part` is where it is seen (`bud` takes in the winter twig,
 * `seed` the fruit or cone). Its words must be the record's own (docs/catalog.md, "What to look for").
 */
const LookForMarkSchema = z.strictObject({
  part: z.enum(MARK_PARTS),
  mark: z
    .string()
    .min(6)
    .max(90)
    .regex(/^[a-z0-9].*[^.\s]$/, { error: 'must start in lower case and end without a full stop' }),
});
export type LookForMark = z.infer<typeof LookForMarkSchema>;

/** A scientific name: a binomial, × for a hybrid species, optionally a subspecies or variety. */
const ScientificName = z.string().regex(/^(× )?[A-Z][a-z]+( ×)? [a-z-]+( (subsp|var)\. [a-z-]+)?$/, {
  error: 'must be a binomial like "Quercus robur" (× for hybrids)',
});

/**
 * A name the species has also gone by (docs/catalog.md, "Names"). `familiar`: the old name is still the one most
 * field guides and people in Britain use, so the app shows it beside the accepted name
 * ("Aria edulis, syn. Sorbus aria"). At most one synonym of a record is familiar.
 */
const SynonymSchema = z.strictObject({ name: ScientificName, familiar: z.boolean() });
export type Synonym = z.infer<typeof SynonymSchema>;

/**
 * A named form's scientific name: its species' name, then a cultivar in quotes, a cultivar group or
 * a forma ("Populus nigra 'Italica'", "Fagus sylvatica Atropurpurea Group").
 */
const FormName = z
  .string()
  .regex(/^(× )?[A-Z][a-z]+( ×)? [a-z-]+ ('[A-Z][a-z]+( [A-Z][a-z]+)?'|[A-Z][a-z]+ Group|f\. [a-z-]+)$/, {
    error: "must be the species' name and a cultivar, group or forma, like \"Populus nigra 'Italica'\"",
  });

/**
 * A form of the species a walker meets constantly in streets, parks and churchyards, known by a name
 * of its own (docs/catalog.md, "Named forms"): a copper beech, a Lombardy poplar. `traits` holds only
 * what differs from the species' (the leaf's colour, the crown's shape), part by part; laid over the
 * species' traits they must make a valid record.
 */
const NamedFormSchema = z.strictObject({
  /** The name it is known by, unique in the catalog ("Copper beech"). */
  name: z.string().trim().min(2).max(60),
  name_sci: FormName,
  /** What tells it from the species, as a walker sees it: 1–3 sentences, like a description. */
  description: DescriptionSchema,
  traits: z
    .partialRecord(z.enum(['leaf', 'bark', 'bud', 'seed', 'form']), z.record(z.string(), z.unknown()))
    .refine((traits) => Object.keys(traits).length > 0, { error: 'a form differs in at least one trait' }),
});
export type NamedForm = z.infer<typeof NamedFormSchema>;

export const SpeciesSchema = z
  .strictObject({
    /** The accepted name botanists use today (Plants of the World Online). */
    name_sci: ScientificName.refine((name) => !name.startsWith('×') && !/ var\. /.test(name), {
      error: 'must be a binomial like "Quercus robur" (× for hybrids)',
    }),
    /** Earlier names, so a renamed species keeps its history and its id (the file name). */
    synonyms: z
      .array(SynonymSchema)
      .default([])
      .refine((synonyms) => synonyms.filter((synonym) => synonym.familiar).length <= 1, {
        error: 'at most one synonym may be familiar',
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
      /** The whole tree at a distance: crown, height, trunk, branching, foliage; it must agree with traits.form. */
      form: DescriptionSchema,
    }),
    /**
     * The field marks an expert names first, in order: the first two make the line a learner is
     * shown, a question of one part leads with that part's (docs/catalog.md, "What to look for").
     */
    look_for: z
      .array(LookForMarkSchema)
      .min(2)
      .max(6)
      .refine((marks) => new Set(marks.map((mark) => mark.mark)).size === marks.length, {
        error: 'a mark is named once',
      }),
    /** Named forms met as often as the species, or more: a copper beech, a Lombardy poplar. */
    forms: z.array(NamedFormSchema).default([]),
    traits: z.strictObject({
      leaf: z.strictObject({
        shape: z.enum(LEAF_SHAPES),
        margin: z.enum(LEAF_MARGINS),
        lobing: z.enum(LEAF_LOBING),
        compound: z.enum(LEAF_COMPOUNDING),
        /** Typical number of leaflets; 1 for a simple leaf. */
        leaflets: z.number().int().min(1).max(41),
        arrangement: z.enum(LEAF_ARRANGEMENTS),
        /**
         * Length in cm, [shortest, longest] as commonly met: a simple leaf's blade without its stalk,
         * a compound leaf's whole length, a conifer's single needle or scale leaf.
         */
        length_cm: CentimetreRange,
        /**
         * The blade's width at its widest, in cm, only where its shape word's usual proportion
         * would draw it wrong: a white willow's lance is far narrower than most.
         */
        width_cm: CentimetreRange.optional(),
        /** The end of the blade; of each leaflet on a compound leaf. */
        tip: z.enum(LEAF_TIPS),
        /** The blade's base; broadleaves only (a needle or scale has none to speak of). */
        base: z.enum(LEAF_BASES).optional(),
        /** The upper side. */
        gloss: z.enum(LEAF_GLOSS),
        underside: z.enum(LEAF_UNDERSIDES),
        /** Deciduous trees only: the colour before the leaves fall. */
        autumn: z.enum(AUTUMN_COLOURS).optional(),
        /**
         * A deciduous tree that keeps many of its leaves through mild winters, shedding them as the
         * new ones open: wild privet. It is never called bare in winter.
         */
        semi_evergreen: z.literal(true).optional(),
        /** Needles in each bundle (pines: two, three or five); only where the needles grow in bundles. */
        bundle: z.number().int().min(2).max(5).optional(),
        /** How single needles stand on the shoot (traits.ts LEAF_PARTINGS); conifers with single needles only. */
        parting: z.enum(LEAF_PARTINGS).optional(),
        /** How deep a lobed leaf's lobes are cut (traits.ts LOBE_DEPTHS); lobed leaves only. */
        lobe_depth: z.enum(LOBE_DEPTHS).optional(),
        /** How many lobes a leaf lobed like a hand has, [fewest, most]: a tulip tree's four, a Norway maple's five to seven. */
        lobes: CountRange(2, 11).optional(),
        /** The colour all summer, only where it is not green: a named form's (a copper beech's purple). */
        colour: z.enum(LEAF_COLOURS).optional(),
      }),
      bark: z.strictObject({
        /** The texture of a grown trunk, as the tree is usually met. */
        texture: z.enum(BARK_TEXTURES),
        colour: z.enum(BARK_COLOURS),
        shade: z.enum(BARK_SHADES).optional(),
        tinge: z.enum(BARK_TINGES).optional(),
        /** What marks the bark as its own (traits.ts BARK_FEATURES). */
        features: z.array(z.enum(BARK_FEATURES)),
        grain: z.enum(BARK_GRAINS),
        depth: z.enum(BARK_DEPTHS),
        /** The texture of young trunks, only where it differs from the mature one. */
        young: z.enum(BARK_TEXTURES).optional(),
        /** The texture of old trunks, only where it differs from the grown one. */
        old: z.enum(BARK_TEXTURES).optional(),
        /** Colours in the cracks or under fallen flakes, only where they are not just shadow. */
        inner: z.array(z.enum(BARK_INNER_COLOURS)).optional(),
      }),
      bud: z.strictObject({
        shape: z.enum(BUD_SHAPES),
        colour: z.enum(BUD_COLOURS),
        arrangement: z.enum(BUD_ARRANGEMENTS),
        ...BudDetailShape,
      }),
      seed: z.strictObject({
        kind: z.enum(SEED_KINDS),
        ...SeedDetailShape,
      }),
      form: FormTraitsSchema,
    }),
  })
  // Annotated: the check reads SpeciesSchema's own traits schema, for its named forms.
  .check((ctx): void => {
    const { compound, leaflets } = ctx.value.traits.leaf;
    if ((compound === 'simple') !== (leaflets === 1)) {
      ctx.issues.push({
        code: 'custom',
        input: leaflets,
        path: ['traits', 'leaf', 'leaflets'],
        message: 'must be 1 for a simple leaf and more than 1 for a compound one',
      });
    }
    const { autumn, base } = ctx.value.traits.leaf;
    if ((ctx.value.type === 'deciduous') !== (autumn !== undefined)) {
      ctx.issues.push({
        code: 'custom',
        input: autumn,
        path: ['traits', 'leaf', 'autumn'],
        message: 'a deciduous tree has an autumn colour and an evergreen none',
      });
    }
    if (!ctx.value.conifer && base === undefined) {
      ctx.issues.push({
        code: 'custom',
        input: base,
        path: ['traits', 'leaf', 'base'],
        message: 'a broadleaf needs a base',
      });
    }
    for (const trait of SCOPED_TRAITS) {
      if (scopedValue(ctx.value, trait) !== undefined && !trait.allows(ctx.value)) {
        ctx.issues.push({
          code: 'custom',
          input: scopedValue(ctx.value, trait),
          path: ['traits', trait.part, trait.key],
          message: `applies only to ${trait.where}`,
        });
      }
    }
    ctx.value.forms.forEach((form, index) => {
      const at = (...path: PropertyKey[]) => ['forms', index, ...path];
      if (!form.name_sci.startsWith(`${ctx.value.name_sci} `)) {
        ctx.issues.push({
          code: 'custom',
          input: form.name_sci,
          path: at('name_sci'),
          message: "must begin with the species' name",
        });
      }
      const merged = SpeciesSchema.shape.traits.safeParse(mergedTraits(ctx.value.traits, form.traits));
      for (const issue of merged.error?.issues ?? []) {
        ctx.issues.push({
          code: 'custom',
          input: form.traits,
          path: at('traits', ...issue.path),
          message: issue.message,
        });
      }
      for (const path of unchangedTraits(ctx.value.traits, form.traits)) {
        ctx.issues.push({
          code: 'custom',
          input: form.traits,
          path: at('traits', ...path),
          message: "is the species' own: name only what differs",
        });
      }
    });
  });
export type Species = z.infer<typeof SpeciesSchema>;
export type SpeciesTraits = Species['traits'];

/**
 * A scientific name in kebab case (`Tilia × europaea` → `tilia-x-europaea`). A record's file name,
 * which is its id, is the slug of its accepted name or, once renamed, of one of its synonyms.
 */
export const slugOf = (nameSci: string): string =>
  nameSci.toLowerCase().replace(/×/g, 'x').replace(/\./g, '').replace(/\s+/g, '-');

/** The earlier name still shown beside the accepted one, if the record has one. */
export const familiarSynonym = (species: Pick<Species, 'synonyms'>): string | undefined =>
  species.synonyms.find((synonym) => synonym.familiar)?.name;

/** Every scientific name a record answers to: the accepted name, then its synonyms. */
export const scientificNames = (species: Pick<Species, 'name_sci' | 'synonyms'>): string[] => [
  species.name_sci,
  ...species.synonyms.map((synonym) => synonym.name),
];
