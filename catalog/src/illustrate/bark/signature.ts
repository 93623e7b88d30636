import type { Species } from '../../schema.ts';
import { barkWords } from './words.ts';

/**
 * What a bark drawing is made of, apart from its colours: the surface each age of trunk shows
 * (a smooth skin, cracks, ridges over furrows, plates, scales, strips, paper), the pattern its
 * cracks take, every mark drawn over it, how coarse and how deep it is, and what the description
 * adds (rounded scales, short ridges, raised lenticels). Two barks with one signature would be one
 * texture in two colours; truth-bark holds every family to signatures of its own.
 */
export function barkSignature(species: Species): string {
  const bark = species.traits.bark;
  const words = barkWords(species.descriptions.bark);
  return [
    `young ${bark.young ?? '-'}`,
    `grown ${bark.texture}`,
    `old ${bark.old ?? '-'}`,
    `marks ${[...bark.features].sort().join('+') || '-'}`,
    `grain ${bark.grain}`,
    `depth ${bark.depth}`,
    `scales ${words.flake}`,
    `ridges ${words.run}`,
    words.raisedPores ? 'raised pores' : '',
    words.flaking ? 'flaking' : '',
    words.prickles ? 'prickles' : '',
  ]
    .filter(Boolean)
    .join(', ');
}
