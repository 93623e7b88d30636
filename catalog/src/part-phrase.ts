import {
  BARK_FEATURE_PHRASES,
  BRANCHING_PHRASES,
  BUD_SCALE_PHRASES,
  BUD_STALKED_PHRASES,
  BUD_STANCE_PHRASES,
  BUD_SURFACE_PHRASES,
  CROWN_PHRASES,
  CROWN_TOP_PHRASES,
  END_BUD_PHRASES,
  FOLIAGE_PHRASES,
  TWIG_COLOUR_PHRASES,
  TWIG_FEATURE_PHRASES,
} from './detail-phrases.ts';
import { leafPhrase } from './leaf-phrase.ts';
import { attach, clauses, listClause, rangePhrase, words } from './phrase-parts.ts';
import type { Species } from './schema.ts';
import { seedPhrase } from './seed-phrase.ts';
import {
  BARK_COLOUR_PHRASES,
  BARK_TEXTURE_PHRASES,
  BUD_ARRANGEMENT_PHRASES,
  BUD_COLOUR_PHRASES,
  BUD_SHAPE_PHRASES,
  type ContrastPart,
  HABIT_PHRASES,
  habitOf,
  type TraitKey,
} from './trait-phrases.ts';

export { traitsDiffer } from './trait-values.ts';

type Has = (key: TraitKey) => boolean;

/**
 * What `species` has at `part`, phrased from its values for `keys` (the traits of that part to
 * name): e.g. leaf + [compound, arrangement] gives "pinnate leaves of about 11 leaflets, in
 * opposite pairs". A list trait (bark features, bud surface, twig features) is phrased as the word
 * `species` has that `against` lack ("bark with small corky warts"), or else as the one it lacks
 * that they have ("twigs without thorns"). A size that overlaps one of theirs is said as a typical
 * one ("usually 8–16 cm long"). The phrase never names a value the record does not have.
 */
export function partPhrase(
  species: Species,
  part: ContrastPart,
  keys: readonly TraitKey[],
  against: readonly Species[] = [],
): string {
  const has: Has = (key) => keys.includes(key);
  switch (part) {
    case 'habit':
      return habitPhrase(species, has, against);
    case 'seed':
      return seedPhrase(species, has, against);
    case 'bark':
      return barkPhrase(species, has, against);
    case 'bud':
      return budPhrase(species, has, against);
    case 'leaf':
      return leafPhrase(species, has, against);
  }
}

function habitPhrase(species: Species, has: Has, against: readonly Species[]): string {
  const form = species.traits.form;
  const crown = has('form.crown') && CROWN_PHRASES[form.crown];
  const top = has('form.top') && CROWN_TOP_PHRASES[form.top];
  const height = has('form.height_m') && rangePhrase(species, 'form.height_m', against);
  return clauses(
    (has('conifer') || has('type')) && HABIT_PHRASES[habitOf(species)],
    crown && top ? `${crown} with ${top}` : crown || top,
    has('form.branching') && BRANCHING_PHRASES[form.branching],
    has('form.foliage') && FOLIAGE_PHRASES[form.foliage],
    height &&
      (height.startsWith('usually ') ? `usually growing ${height.slice('usually '.length)}` : `growing ${height}`),
  );
}

function barkPhrase(species: Species, has: Has, against: readonly Species[]): string {
  const { texture, colour } = species.traits.bark;
  const lenticels = texture === 'lenticelled';
  const before = has('bark.texture') && !lenticels && BARK_TEXTURE_PHRASES[texture];
  const head = words(before, has('bark.colour') && BARK_COLOUR_PHRASES[colour], 'bark');
  // Lenticelled bark already says its lenticels.
  const unsaid = lenticels && has('bark.texture') ? ['lenticels'] : [];
  const marks = has('bark.features')
    ? listClause(species, 'bark.features', BARK_FEATURE_PHRASES, against, unsaid)
    : undefined;
  // What the bark lacks is said only where nothing else is: "thick, corky grey bark", not "…
  // without small square plates" beside a holm oak's.
  const lacks = marks?.startsWith('without') && (has('bark.texture') || has('bark.colour'));
  const after = clauses(has('bark.texture') && lenticels && BARK_TEXTURE_PHRASES[texture], !lacks && marks);
  return words(head, after);
}

function budPhrase(species: Species, has: Has, against: readonly Species[]): string {
  const bud = species.traits.bud;
  const { shape, colour, arrangement } = bud;
  const shown = has('bud.shape');
  const adjectives = [
    has('bud.arrangement') && arrangement !== 'clustered' && BUD_ARRANGEMENT_PHRASES[arrangement],
    has('bud.colour') && BUD_COLOUR_PHRASES[colour],
    shown && shape !== 'hidden' && BUD_SHAPE_PHRASES[shape],
  ];
  const head = words(
    ...adjectives,
    'buds',
    has('bud.length_mm') && rangePhrase(species, 'bud.length_mm', against),
    shown && shape === 'hidden' && BUD_SHAPE_PHRASES[shape],
    has('bud.arrangement') && arrangement === 'clustered' && BUD_ARRANGEMENT_PHRASES[arrangement],
  );
  const details = [
    has('bud.stalked') && BUD_STALKED_PHRASES[`${bud.stalked}`],
    has('bud.surface') && listClause(species, 'bud.surface', BUD_SURFACE_PHRASES, against),
    has('bud.scales') && BUD_SCALE_PHRASES[bud.scales],
    has('bud.stance') && BUD_STANCE_PHRASES[bud.stance],
    has('bud.end_bud') && END_BUD_PHRASES[bud.end_bud],
  ];
  const twig = twigPhrase(species, has, against);
  const budKeys = head !== 'buds' || details.some(Boolean);
  if (!budKeys) return twig;
  return attach(head, ...details, twig && `on ${twig}`);
}

function twigPhrase(species: Species, has: Has, against: readonly Species[]): string {
  const twig = species.traits.bud.twig;
  const colour = has('bud.twig.colour') && TWIG_COLOUR_PHRASES[twig.colour];
  const features = has('bud.twig.features') && listClause(species, 'bud.twig.features', TWIG_FEATURE_PHRASES, against);
  return colour || features ? words(colour, 'twigs', features) : '';
}
