import type { Species } from './schema.ts';
import { habitOf, LIST_KEYS, type ListKey, TRAIT_KEYS, type TraitKey } from './trait-phrases.ts';
import { listWords } from './trait-values.ts';

/**
 * What an expert checks first between two trees of one genus (or, for the cypress family, of one
 * family), in order: a pine's needles per bundle, a fir's needle parting, an oak's leaf base and
 * acorn stalk, a lime's underside, a hawthorn's lobe depth and stones. A pair's differences in these
 * come before the rest, which keep TRAIT_KEYS' order (a list trait leads only by a striking mark,
 * STRIKING); the plainest differences (conifer or not,
 * evergreen or not, compound or simple, opposite or alternate) still come first of all. The sources
 * a lead was checked against are in docs/teaching.md.
 */
const LEADS_BY_GENUS: Record<string, readonly TraitKey[]> = {
  Pinus: ['leaf.bundle', 'leaf.length_cm', 'seed.length_cm', 'seed.shape', 'bark.features', 'bud.surface'],
  Abies: ['leaf.parting', 'seed.cone.bract', 'leaf.tip', 'bud.twig.features', 'bud.surface', 'leaf.length_cm'],
  Picea: ['leaf.tip', 'leaf.underside', 'bud.twig.colour', 'seed.length_cm', 'form.crown'],
  Larix: ['bud.twig.colour', 'seed.surface', 'leaf.underside', 'seed.shape'],
  Cedrus: ['form.branching', 'form.top', 'leaf.length_cm', 'seed.length_cm'],
  Juniperus: ['leaf.shape', 'seed.ripe_colour', 'seed.length_cm'],
  Quercus: [
    'leaf.base',
    'seed.stalk',
    'leaf.lobe_depth',
    'bark.texture',
    'seed.surface',
    'leaf.underside',
    'bud.surface',
    'leaf.length_cm',
  ],
  Tilia: ['leaf.underside', 'leaf.length_cm', 'seed.posture', 'seed.surface', 'bud.twig.features', 'bark.features'],
  Ulmus: ['leaf.length_cm', 'seed.seed_position', 'seed.stalk', 'leaf.gloss', 'leaf.underside', 'bud.twig.features'],
  Crataegus: ['leaf.lobe_depth', 'seed.stones', 'seed.shape'],
  Populus: ['leaf.lobing', 'leaf.underside', 'leaf.shape', 'bud.surface', 'bark.colour', 'leaf.margin'],
  Salix: ['leaf.shape', 'leaf.length_cm', 'leaf.underside', 'leaf.margin', 'bud.twig.colour', 'form.crown'],
  Acer: ['leaf.lobes', 'leaf.lobe_depth', 'seed.wing_angle', 'leaf.margin', 'leaf.length_cm', 'leaf.underside'],
  Prunus: ['bud.twig.features', 'bark.features', 'leaf.margin', 'seed.ripe_colour', 'seed.length_cm', 'seed.stalk'],
  Betula: ['bud.twig.features', 'bark.features', 'bark.colour', 'leaf.shape', 'leaf.margin', 'leaf.underside'],
  Alnus: ['leaf.shape', 'leaf.tip', 'leaf.underside', 'leaf.base', 'bud.surface'],
  Aesculus: ['seed.surface', 'bud.surface', 'leaf.margin'],
};
const LEADS_BY_FAMILY: Record<string, readonly TraitKey[]> = {
  // Scale leaves are told by how the sprays branch and what marks their undersides, then the cones.
  Cupressaceae: ['leaf.shape', 'bud.twig.features', 'leaf.underside', 'seed.length_cm', 'seed.shape', 'form.top'],
};
// Always first, whatever the pair: what the tree is and how its leaves are built and set.
const PLAINEST: readonly TraitKey[] = ['conifer', 'type', 'leaf.compound', 'leaf.arrangement'];
/**
 * A list trait leads only where the pair differs in a mark that strikes the eye: spines, corky
 * wings, a cypress's sprays, peeling bands, an orange upper trunk. Fine hairs, a shine or a spur
 * take their usual place.
 */
const STRIKING: Record<ListKey, readonly string[]> = {
  'bark.features': [
    'orange-upper',
    'peeling-bands',
    'jigsaw',
    'thorns',
    'diamond-pores',
    'warts',
    'resin-blisters',
    'shaggy',
    'curling-strips',
    'spiral',
    'stripes',
  ],
  'bud.surface': ['sticky', 'whiskered', 'woolly', 'curled-scales'],
  'bud.twig.features': [
    'thorns',
    'spines',
    'paired-spines',
    'corky-wings',
    'warts',
    'flat-sprays',
    'loose-sprays',
    'round-shoots',
    'jointed',
    'pegs',
  ],
};
const isList = (key: TraitKey): key is ListKey => (LIST_KEYS as readonly TraitKey[]).includes(key);
function striking(a: Species, b: Species, key: ListKey): boolean {
  const [x, y] = [listWords(a, key), listWords(b, key)];
  const differing = [...x.filter((word) => !y.includes(word)), ...y.filter((word) => !x.includes(word))];
  return differing.some((word) => STRIKING[key].includes(word));
}

const genusOf = (species: Species) => species.name_sci.split(' ')[0] ?? '';

/** The lead traits for a pair: its genus's, else its family's, else none. */
export function leadsOf(a: Species, b: Species): readonly TraitKey[] {
  if (genusOf(a) === genusOf(b)) return LEADS_BY_GENUS[genusOf(a)] ?? LEADS_BY_FAMILY[a.family] ?? [];
  return a.family === b.family ? (LEADS_BY_FAMILY[a.family] ?? []) : [];
}

/**
 * Each trait's rank for a pair, lowest first: the plainest differences, then the pair's leads, then
 * the rest in TRAIT_KEYS' order. Semi-evergreen against evergreen or deciduous is no plain
 * difference (in a mild winter wild privet keeps its leaves, in a hard one it loses them), so it
 * ranks with the crown, among what is seen only in one season.
 */
export function rankOf(a: Species, b: Species): (key: TraitKey) => number {
  const leads = leadsOf(a, b);
  const halfEvergreen = [a, b].some((s) => habitOf(s) === 'broadleaf semi-evergreen');
  return (key) => {
    if (key === 'type' && halfEvergreen) return 2 * TRAIT_KEYS.length + TRAIT_KEYS.indexOf('form.crown');
    if (PLAINEST.includes(key)) return PLAINEST.indexOf(key);
    const lead = leads.indexOf(key);
    if (lead >= 0 && (!isList(key) || striking(a, b, key))) return PLAINEST.length + lead;
    return TRAIT_KEYS.length + TRAIT_KEYS.indexOf(key);
  };
}
