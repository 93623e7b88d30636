import { describe, expect, it } from 'vitest';
import { filtersFromSearch, filterTrees, type PlateTree, searchOf } from './plate-filters.ts';

const tree = (id: number, common: string, sci: string, level: number, type: PlateTree['type']) => ({
  id,
  tree_name_common: common,
  tree_name_sci: sci,
  level,
  type,
});

const TREES = [
  tree(1, 'English oak', 'Quercus robur', 1, 'deciduous'),
  tree(2, 'Common lime', 'Tilia × europaea', 1, 'deciduous'),
  tree(3, 'Holm oak', 'Quercus ilex', 2, 'evergreen'),
  tree(4, 'Érable de Montpellier', 'Acer monspessulanum', 3, 'deciduous'),
  { ...tree(5, 'Whitebeam', 'Aria edulis', 1, 'deciduous'), tree_name_synonym: 'Sorbus aria' },
];
const names = (trees: PlateTree[]) => trees.map((entry) => entry.tree_name_common);
const none = { query: '', level: null, type: null };

describe('filterTrees', () => {
  it('keeps every tree with no filter', () => {
    expect(filterTrees(TREES, none)).toEqual(TREES);
  });

  it('finds words in either name, in any case and order', () => {
    expect(names(filterTrees(TREES, { ...none, query: 'OAK' }))).toEqual(['English oak', 'Holm oak']);
    expect(names(filterTrees(TREES, { ...none, query: 'robur' }))).toEqual(['English oak']);
    expect(names(filterTrees(TREES, { ...none, query: ' quercus   holm ' }))).toEqual(['Holm oak']);
  });

  it('finds a renamed tree by its familiar old name too', () => {
    expect(names(filterTrees(TREES, { ...none, query: 'sorbus aria' }))).toEqual(['Whitebeam']);
    expect(names(filterTrees(TREES, { ...none, query: 'aria edulis' }))).toEqual(['Whitebeam']);
  });

  it('ignores accents on either side, and the hybrid sign', () => {
    expect(names(filterTrees(TREES, { ...none, query: 'erable' }))).toEqual(['Érable de Montpellier']);
    expect(names(filterTrees(TREES, { ...none, query: 'querçus ilex' }))).toEqual(['Holm oak']);
    expect(names(filterTrees(TREES, { ...none, query: 'tilia europaea' }))).toEqual(['Common lime']);
  });

  it('keeps the trees of the level alone', () => {
    expect(names(filterTrees(TREES, { ...none, level: 1 }))).toEqual(['English oak', 'Common lime', 'Whitebeam']);
    expect(names(filterTrees(TREES, { ...none, level: 2 }))).toEqual(['Holm oak']);
    expect(names(filterTrees(TREES, { ...none, level: 3 }))).toEqual(['Érable de Montpellier']);
  });

  it('combines the type with the rest', () => {
    expect(names(filterTrees(TREES, { query: 'oak', level: 2, type: 'evergreen' }))).toEqual(['Holm oak']);
    expect(filterTrees(TREES, { query: 'oak', level: 1, type: 'evergreen' })).toEqual([]);
    expect(filterTrees(TREES, { query: 'lime', level: null, type: 'evergreen' })).toEqual([]);
  });
});

describe('the filters in the URL', () => {
  it('go there and come back', () => {
    const filters = { query: 'oak', level: 2, type: 'deciduous' } as const;
    expect(filtersFromSearch(new URLSearchParams(searchOf(filters)))).toEqual(filters);
    expect(searchOf(none)).toEqual({});
  });

  it('leave out values the form does not offer', () => {
    expect(filtersFromSearch(new URLSearchParams('level=9&type=fungi'))).toEqual(none);
  });
});
