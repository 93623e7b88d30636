import type { FieldGuideSpecies } from '@leafwise/contract';
import { describe, expect, it } from 'vitest';
import { foldText } from '../../lib/fold-text.ts';
import {
  familiesOf,
  filtersFromSearch,
  NO_FILTERS,
  type SpeciesFilters,
  searchOf,
  searchSpecies,
} from './species-search.ts';

/** A species as the field guide holds it; only what the search reads is worth setting. */
function species(overrides: Partial<FieldGuideSpecies> & Pick<FieldGuideSpecies, 'slug'>): FieldGuideSpecies {
  const part = 'A description.';
  return {
    name_sci: 'Testus species',
    name_common: 'Test tree',
    synonyms: [],
    family: 'Fagaceae',
    genus: 'Testus',
    level: 1,
    type: 'deciduous',
    conifer: false,
    fruit_tree: false,
    descriptions: { leaf: part, bark: part, bud: part, seed: part, form: part },
    drawings: { leaf: '', bark: '', bud: '', seed: '', form: '' },
    look_for: '',
    features: [],
    look_alikes: [],
    key: {},
    forms: [],
    ...overrides,
  };
}

const guide = [
  species({ slug: 'quercus-robur', name_common: 'English oak', name_sci: 'Quercus robur', level: 1 }),
  species({ slug: 'quercus-ilex', name_common: 'Holm oak', name_sci: 'Quercus ilex', level: 2, type: 'evergreen' }),
  species({
    slug: 'acer-pseudoplatanus',
    name_common: 'Sycamore',
    name_sci: 'Acer pseudoplatanus',
    family: 'Sapindaceae',
  }),
  species({
    slug: 'sorbus-aria',
    name_common: 'Whitebeam',
    name_sci: 'Aria edulis',
    synonym: 'Sorbus aria',
    synonyms: ['Sorbus aria'],
    family: 'Rosaceae',
    level: 2,
  }),
  species({
    slug: 'tilia-x-europaea',
    name_common: 'Common lime',
    name_sci: 'Tilia × europaea',
    family: 'Malvaceae',
  }),
  species({
    slug: 'rhus-typhina',
    name_common: "Stag's-horn sumach",
    name_sci: 'Rhus typhina',
    family: 'Anacardiaceae',
    level: 3,
  }),
  species({
    slug: 'larix-decidua',
    name_common: 'European larch',
    name_sci: 'Larix decidua',
    family: 'Pinaceae',
    conifer: true,
  }),
  species({
    slug: 'pinus-sylvestris',
    name_common: 'Scots pine',
    name_sci: 'Pinus sylvestris',
    family: 'Pinaceae',
    conifer: true,
    type: 'evergreen',
  }),
  species({ slug: 'platanus-x-hispanica', name_common: 'London plane', name_sci: 'Platanus × hispanica' }),
];

const slugs = (filters: Partial<SpeciesFilters>) =>
  searchSpecies(guide, { ...NO_FILTERS, ...filters }).map((entry) => entry.slug);

describe('searchSpecies', () => {
  it('lists every species by common name when nothing is asked', () => {
    expect(slugs({})).toEqual([
      'tilia-x-europaea',
      'quercus-robur',
      'larix-decidua',
      'quercus-ilex',
      'platanus-x-hispanica',
      'pinus-sylvestris',
      'rhus-typhina',
      'acer-pseudoplatanus',
      'sorbus-aria',
    ]);
  });

  it('finds a species by any synonym, and by its accepted name', () => {
    expect(slugs({ query: 'Sorbus aria' })).toEqual(['sorbus-aria']);
    expect(slugs({ query: 'sorbus' })).toEqual(['sorbus-aria']);
    expect(slugs({ query: 'aria edulis' })).toEqual(['sorbus-aria']);
  });

  it('finds partial words, inside words too, with every word of the query needed', () => {
    expect(slugs({ query: 'syc' })).toEqual(['acer-pseudoplatanus']);
    expect(slugs({ query: 'platan' })).toEqual(['platanus-x-hispanica', 'acer-pseudoplatanus']);
    expect(slugs({ query: 'oak' })).toEqual(['quercus-robur', 'quercus-ilex']);
    expect(slugs({ query: 'oak holm' })).toEqual(['quercus-ilex']);
    expect(slugs({ query: 'oak pine' })).toEqual([]);
  });

  it('finds a species by its named forms’ names', () => {
    const lombardy = {
      name: 'Lombardy poplar',
      name_sci: "Populus nigra 'Italica'",
      of: 'black poplar',
      description: 'A narrow column.',
      drawings: {},
      key: {},
    };
    const poplar = species({ slug: 'populus-nigra', name_common: 'Black poplar', forms: [lombardy] });
    const found = (query: string) =>
      searchSpecies([...guide, poplar], { ...NO_FILTERS, query }).map((entry) => entry.slug);
    expect(found('lombardy')).toEqual(['populus-nigra']);
    expect(found('Italica')).toEqual(['populus-nigra']);
    expect(found('poplar')).toEqual(['populus-nigra']);
  });

  it('ignores case, accents, apostrophes, hyphens and the hybrid sign', () => {
    expect(slugs({ query: 'QUERCUS ROBUR' })).toEqual(['quercus-robur']);
    expect(slugs({ query: 'Éngläsh' })).toEqual([]);
    expect(slugs({ query: 'Énglish óak' })).toEqual(['quercus-robur']);
    expect(slugs({ query: 'tilia europaea' })).toEqual(['tilia-x-europaea']);
    expect(slugs({ query: 'Tilia × europaea' })).toEqual(['tilia-x-europaea']);
    expect(slugs({ query: 'stags horn' })).toEqual(['rhus-typhina']);
    expect(slugs({ query: 'stag’s-horn' })).toEqual(['rhus-typhina']);
  });

  it('puts a common name starting with the query before names that only contain it', () => {
    // London plane's common name starts with it; lime and Larix each have a name's word that does.
    expect(slugs({ query: 'l' }).slice(0, 3)).toEqual(['platanus-x-hispanica', 'tilia-x-europaea', 'larix-decidua']);
    expect(slugs({ query: 'pla' })).toEqual(['platanus-x-hispanica', 'acer-pseudoplatanus']);
  });

  it('narrows by level, type, conifer or broadleaf and family, each alone', () => {
    expect(slugs({ level: 2 })).toEqual(['quercus-ilex', 'sorbus-aria']);
    expect(slugs({ type: 'evergreen' })).toEqual(['quercus-ilex', 'pinus-sylvestris']);
    expect(slugs({ group: 'conifer' })).toEqual(['larix-decidua', 'pinus-sylvestris']);
    expect(slugs({ group: 'broadleaf' })).not.toContain('larix-decidua');
    expect(slugs({ family: 'Rosaceae' })).toEqual(['sorbus-aria']);
  });

  it('combines the filters with the query', () => {
    expect(slugs({ group: 'conifer', type: 'deciduous' })).toEqual(['larix-decidua']);
    expect(slugs({ query: 'oak', type: 'evergreen', level: 2 })).toEqual(['quercus-ilex']);
    expect(slugs({ query: 'oak', type: 'evergreen', level: 1 })).toEqual([]);
    expect(slugs({ query: 'p', family: 'Pinaceae', type: 'evergreen' })).toEqual(['pinus-sylvestris']);
    expect(slugs({ group: 'broadleaf', family: 'Pinaceae' })).toEqual([]);
  });
});

describe('the filters in the URL', () => {
  it('round-trips every filter through the search parameters', () => {
    const filters: SpeciesFilters = {
      query: 'oak',
      level: 2,
      type: 'evergreen',
      group: 'broadleaf',
      family: 'Fagaceae',
    };
    expect(filtersFromSearch(new URLSearchParams(searchOf(filters)))).toEqual(filters);
    expect(searchOf(NO_FILTERS)).toEqual({});
  });

  it('drops values the form does not offer', () => {
    expect(filtersFromSearch(new URLSearchParams('level=7&type=fungi&group=shrub&family='))).toEqual(NO_FILTERS);
  });
});

describe('foldText and familiesOf', () => {
  it('folds a name to plain lower-case words', () => {
    expect(foldText('  Érable  champêtre ')).toBe('erable champetre');
    expect(foldText('Platanus × hispanica')).toBe('platanus hispanica');
  });

  it('lists each family once, in alphabetical order', () => {
    expect(familiesOf(guide)).toEqual([
      'Anacardiaceae',
      'Fagaceae',
      'Malvaceae',
      'Pinaceae',
      'Rosaceae',
      'Sapindaceae',
    ]);
  });
});
