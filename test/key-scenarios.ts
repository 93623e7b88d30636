import type { FieldGuideSpecies, KeyQuestion } from '@leafwise/contract';
import type { KeyState } from '../web/src/features/identify/identify-key.ts';

/** One way of keying out a species: how many candidates were left after each answer. */
export interface KeyPath {
  left: number[];
  lost: boolean;
}

/** How the simulated person meets the tree: the season, and the questions they cannot answer ("Not sure"). */
export interface Scenario {
  name: string;
  season: KeyState['season'];
  unsure: (question: KeyQuestion, species: FieldGuideSpecies) => boolean;
  /** At most this many trees left, after at most 8 answers. */
  mostLeft: number;
}

const fruit = (question: KeyQuestion) => question.part === 'seed';

/** In leaf with everything seen, in leaf without the fruit, and on bare winter twigs. */
export const SCENARIOS: readonly Scenario[] = [
  { name: 'in leaf, everything seen', season: 'leaf', unsure: () => false, mostLeft: 3 },
  { name: 'in leaf, no fruit', season: 'leaf', unsure: fruit, mostLeft: 3 },
  {
    name: 'bare winter twigs, no fruit',
    season: 'winter',
    unsure: (question, species) => fruit(question) || (question.needs_leaves && species.type === 'deciduous'),
    // Bark, buds and outline alone, each read two ways, leave an oak among a sweet chestnut, a plane,
    // a crack willow and a field elm (docs/offline.md, "The key").
    mostLeft: 5,
  },
];
