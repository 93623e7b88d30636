import type { DrawnPart, FieldGuideLookAlike, FieldGuideSpecies } from '@leafwise/contract';
import { CHOICES_PER_QUESTION, MAX_LEVEL, TREE_SLOTS } from '@leafwise/contract/constants';

/** One practice question: a drawing of one part of `species`, and the names to choose from, in order. */
export type PracticeQuestion = { species: FieldGuideSpecies; part: DrawnPart; options: FieldGuideSpecies[] };

type Guide = { species: readonly FieldGuideSpecies[]; bySlug: ReadonlyMap<string, FieldGuideSpecies> };

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)] as T;

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as T, shuffled[i] as T];
  }
  return shuffled;
}

/**
 * The wrong options: the species' own look-alikes first (most alike first, as the field guide
 * lists them), then, if it has too few, others of its kind: its genus, its family, conifers with
 * conifers and broadleaves with broadleaves, each group in random order. All of them at or below
 * `level`, the trees being practised: a beginner is never offered a rare tree to choose
 * (docs/progress.md, "The learner's level"); only if too few are, any others.
 */
function wrongOptions(
  guide: Guide,
  species: FieldGuideSpecies,
  level: number,
  random: () => number,
): FieldGuideSpecies[] {
  const wanted = CHOICES_PER_QUESTION - 1;
  const chosen = new Map<string, FieldGuideSpecies>();
  const take = (candidates: readonly FieldGuideSpecies[]) => {
    for (const candidate of candidates) {
      if (chosen.size === wanted) return;
      if (candidate.slug !== species.slug) chosen.set(candidate.slug, candidate);
    }
  };
  const atLevel = (candidate: FieldGuideSpecies) => candidate.level <= level;
  take(species.look_alikes.flatMap((alike) => guide.bySlug.get(alike.slug) ?? []).filter(atLevel));
  const all = shuffle(guide.species, random);
  const others = all.filter(atLevel);
  take(others.filter((other) => other.genus === species.genus));
  take(others.filter((other) => other.family === species.family));
  take(others.filter((other) => other.conifer === species.conifer));
  take(others);
  take(all);
  return [...chosen.values()];
}

/**
 * A question drawn in the browser, with no request: a species among `pool` (not `previous`, when
 * there is a choice), one of its drawings, and four names in random order, none rarer than `level`
 * (the trees being practised) where the guide has enough.
 */
export function drawQuestion(
  guide: Guide,
  pool: readonly FieldGuideSpecies[],
  {
    previous,
    level = MAX_LEVEL,
    random = Math.random,
  }: { previous?: string; level?: number; random?: () => number } = {},
): PracticeQuestion | undefined {
  const candidates = pool.length > 1 ? pool.filter((species) => species.slug !== previous) : pool;
  if (candidates.length === 0) return undefined;
  const species = pick(candidates, random);
  const part = pick(TREE_SLOTS, random);
  return { species, part, options: shuffle([species, ...wrongOptions(guide, species, level, random)], random) };
}

/** What tells the tree shown from the one chosen instead, each side's traits in `a` and `b`. */
export type Difference =
  | { kind: 'compared'; features: FieldGuideLookAlike['features']; notes: string[] }
  | { kind: 'look-for'; shown: string; chosen: string };

/**
 * After a miss: the field guide's comparison of the two when either lists the other as a
 * look-alike (turned so that `a` is always the tree shown), else what to look for in each.
 */
export function differenceBetween(shown: FieldGuideSpecies, chosen: FieldGuideSpecies): Difference {
  const listed = shown.look_alikes.find((alike) => alike.slug === chosen.slug);
  const reverse = chosen.look_alikes.find((alike) => alike.slug === shown.slug);
  const compared =
    listed ?? (reverse && { ...reverse, features: reverse.features.map(({ part, a, b }) => ({ part, a: b, b: a })) });
  if (compared && (compared.features.length > 0 || compared.notes.length > 0)) {
    return { kind: 'compared', features: compared.features, notes: compared.notes };
  }
  return { kind: 'look-for', shown: shown.look_for, chosen: chosen.look_for };
}
