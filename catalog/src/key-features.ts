import { BARK_FEATURE_PHRASES, TWIG_FEATURE_PHRASES } from './detail-phrases.ts';
import { partPhrase } from './part-phrase.ts';
import { clauses, rangePhrase } from './phrase-parts.ts';
import type { Species } from './schema.ts';
import { BARK_TEXTURE_PHRASES, HABIT_PHRASES, habitOf, type TraitKey } from './trait-phrases.ts';

type Leaf = Species['traits']['leaf'];

// An underside or gloss worth a line of its own in a field guide; "paler beneath" and "matt" are most leaves.
const PLAIN_UNDERSIDES: readonly Leaf['underside'][] = ['same', 'paler'];
// Twig marks from here on in the table (fine hairs, pores, a shine) are too slight to put first.
const FIRST_SLIGHT_TWIG_MARK = Object.keys(TWIG_FEATURE_PHRASES).indexOf('hairy');

const capitalised = (phrase: string) => phrase.charAt(0).toUpperCase() + phrase.slice(1);

/**
 * A few short bullet points from a record's traits, what a field guide puts first: an unusual
 * habit (a conifer bare in winter, a broadleaf evergreen), the leaves, the fruit, the bark, the
 * winter twig and the crown. Built from the phrase tables the comparisons use, so the two never
 * describe a tree in different words. Between 3 and 6 points, each starting with a capital.
 */
export function keyFeatures(species: Species): string[] {
  // A semi-evergreen is worth saying too: it is no tree bare in winter.
  const unusual = species.conifer === (species.type === 'deciduous') || habitOf(species) === 'broadleaf semi-evergreen';
  return [
    unusual && HABIT_PHRASES[habitOf(species)],
    leafFeature(species),
    fruitFeature(species),
    barkFeature(species),
    twigFeature(species),
    crownFeature(species),
  ]
    .filter((phrase): phrase is string => Boolean(phrase))
    .map(capitalised);
}

/** How the leaves are built and set, their size and, where it stands out, their shine or underside. */
function leafFeature(species: Species): string {
  const leaf = species.traits.leaf;
  const simple = leaf.compound === 'simple';
  const keys: (TraitKey | false)[] = [
    !simple && 'leaf.compound',
    'leaf.arrangement',
    // A fir's needles in rows or crowding over the shoot; a lobed leaf's depth and number of lobes.
    'leaf.parting',
    leaf.lobing !== 'none' && 'leaf.lobing',
    leaf.lobe_depth !== undefined && leaf.lobe_depth !== 'medium' && 'leaf.lobe_depth',
    'leaf.margin',
    // "Hand-shaped leaves lobed like a hand" says it twice.
    !(leaf.shape === 'palmate' && leaf.lobing === 'palmate') && 'leaf.shape',
    // A compound leaf's whole length reads as a clause of its own: too long for one line.
    simple && 'leaf.length_cm',
    leaf.gloss === 'glossy' && 'leaf.gloss',
    !PLAIN_UNDERSIDES.includes(leaf.underside) && 'leaf.underside',
  ];
  return partPhrase(
    species,
    'leaf',
    keys.filter((key): key is TraitKey => Boolean(key)),
  );
}

function fruitFeature(species: Species): string {
  const seed = species.traits.seed;
  // Nearly every cone ripens brown: its bracts tell more.
  const colour: TraitKey[] = seed.kind === 'cone' ? [] : ['seed.ripe_colour'];
  const phrase = partPhrase(species, 'seed', [
    'seed.kind',
    // A haw's or a medlar's stones; where a single key's seed sits.
    'seed.stones',
    'seed.seed_position',
    'seed.length_cm',
    ...colour,
    'seed.cone.bract',
  ]);
  return clauses(phrase, seed.wing_angle && wingAngle(seed.wing_angle));
}

/** The angle a maple's pair of keys spread at, by the middle of its range: the first thing to tell maples by. */
function wingAngle([low, high]: readonly [number, number]): string {
  const angle = (low + high) / 2;
  if (angle < 30) return 'the wings almost parallel';
  if (angle < 70) return 'the wings in a narrow V';
  if (angle < 110) return 'the wings at about a right angle';
  if (angle < 150) return 'the wings at a wide angle';
  return 'the wings almost in a straight line';
}

/** The bark of a grown trunk, its most telling mark, and how a young or old trunk differs. */
function barkFeature(species: Species): string {
  const bark = species.traits.bark;
  const marks = Object.keys(BARK_FEATURE_PHRASES).filter((mark) => (bark.features as string[]).includes(mark));
  // Lenticelled bark already says "with horizontal lenticels": rows of them would say it twice.
  const mark = marks[0] !== undefined && !(bark.texture === 'lenticelled' && marks[0] === 'lenticels');
  const keys: TraitKey[] = mark ? ['bark.texture', 'bark.colour', 'bark.features'] : ['bark.texture', 'bark.colour'];
  return clauses(
    partPhrase(species, 'bark', keys),
    bark.young && `${BARK_TEXTURE_PHRASES[bark.young]} when young`,
    bark.old && `${BARK_TEXTURE_PHRASES[bark.old]} when old`,
  );
}

/**
 * The winter buds (their arrangement only where the leaves' did not already say it) and any
 * striking mark of the twig (thorns, corky wings, sprays of scale leaves).
 */
function twigFeature(species: Species): string {
  const { traits } = species;
  const sameSetting = traits.bud.arrangement === traits.leaf.arrangement;
  const budKeys: TraitKey[] = traits.bud.formed
    ? [...(sameSetting ? [] : ['bud.arrangement' as const]), 'bud.colour', 'bud.shape', 'bud.surface']
    : [];
  const striking = traits.bud.twig.features.some(
    (mark) => Object.keys(TWIG_FEATURE_PHRASES).indexOf(mark) < FIRST_SLIGHT_TWIG_MARK,
  );
  const keys: TraitKey[] = striking ? [...budKeys, 'bud.twig.features'] : budKeys;
  return keys.length > 0 ? partPhrase(species, 'bud', keys) : '';
}

/** The height and the crown's outline; a nodding leader is worth naming too (hemlocks, Lawson cypress). */
function crownFeature(species: Species): string {
  const nodding = species.traits.form.top === 'nodding';
  const crown = partPhrase(species, 'habit', nodding ? ['form.crown', 'form.top'] : ['form.crown']);
  return `grows ${rangePhrase(species, 'form.height_m')}, with ${crown}`;
}
