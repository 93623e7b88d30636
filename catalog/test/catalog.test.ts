import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogError, loadCatalog, SPECIES_DIR } from '../src/load.ts';
import { familiarSynonym } from '../src/schema.ts';

const example = JSON.parse(readFileSync(join(SPECIES_DIR, 'quercus-robur.json'), 'utf8'));
const clone = () => structuredClone(example);

let dir: string;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function catalogOf(records: Record<string, unknown>): () => unknown {
  dir = mkdtempSync(join(tmpdir(), 'leafwise-catalog-'));
  for (const [file, record] of Object.entries(records)) {
    writeFileSync(join(dir, file), typeof record === 'string' ? record : JSON.stringify(record));
  }
  return () => loadCatalog(dir);
}

function problemsOf(records: Record<string, unknown>): string[] {
  try {
    catalogOf(records)();
  } catch (error) {
    if (error instanceof CatalogError) return error.problems;
    throw error;
  }
  return [];
}

describe('the real catalog', () => {
  const entries = loadCatalog();
  const count = (pick: (e: (typeof entries)[number]) => boolean) => entries.filter(pick).length;

  it('holds at least 170 species, 50 at each level', () => {
    expect(entries.length).toBeGreaterThanOrEqual(170);
    for (const level of [1, 2, 3]) expect(count((e) => e.level === level)).toBeGreaterThanOrEqual(50);
  });

  it('has at least 15 conifers, 10 fruit trees, and both types', () => {
    expect(count((e) => e.conifer)).toBeGreaterThanOrEqual(15);
    expect(count((e) => e.fruit_tree)).toBeGreaterThanOrEqual(10);
    expect(count((e) => e.type === 'evergreen')).toBeGreaterThan(10);
    expect(count((e) => e.type === 'deciduous')).toBeGreaterThan(10);
  });

  it('marks as fruit trees exactly the species grown for a crop of fruit or nuts to eat (schema.ts)', () => {
    // Nut crops count: sweet chestnut, hazel, walnut, almond and stone pine's pine nuts; sea buckthorn
    // is grown in orchards for its berries in Germany and the Baltic, cornelian cherry for its fruit in
    // Ukraine, Poland, Slovakia and Austria. Crab apple and wild
    // pear are wild species whose fruit is only gathered, like Plymouth pear's, sloes and rowan's.
    const grownForFruit = [
      'castanea-sativa',
      'ceratonia-siliqua',
      'cornus-mas',
      'corylus-avellana',
      'cydonia-oblonga',
      'ficus-carica',
      'hippophae-rhamnoides',
      'juglans-regia',
      'malus-domestica',
      'mespilus-germanica',
      'morus-nigra',
      'olea-europaea',
      'pinus-pinea',
      'prunus-armeniaca',
      'prunus-avium',
      'prunus-cerasifera',
      'prunus-cerasus',
      'prunus-domestica',
      'prunus-dulcis',
      'prunus-persica',
      'punica-granatum',
      'pyrus-communis',
      'sorbus-domestica',
    ];
    expect(entries.filter((e) => e.fruit_tree).map((e) => e.slug)).toEqual(grownForFruit);
  });

  it('sets levels as a walker in Britain meets the trees (docs/catalog.md)', () => {
    const levelOf = (slug: string) => entries.find((e) => e.slug === slug)?.level;
    // Planted here and there, not met on every walk.
    for (const slug of ['juglans-regia', 'robinia-pseudoacacia']) expect(levelOf(slug), slug).toBe(2);
    // Rare: native black poplar (Britain's rarest native timber tree) and the old-orchard trees.
    for (const slug of ['populus-nigra', 'mespilus-germanica', 'cydonia-oblonga', 'morus-nigra', 'prunus-cerasus'])
      expect(levelOf(slug), slug).toBe(3);
  });

  it('has every tree a walker in Britain meets often that the catalog review found missing', () => {
    const named = [
      'pinus-contorta',
      'abies-grandis',
      'abies-procera',
      'abies-nordmanniana',
      'larix-x-marschlinsii',
      'pinus-radiata',
      'cupressus-macrocarpa',
      'sequoia-sempervirens',
      'metasequoia-glyptostroboides',
      'salix-cinerea',
      'salix-viminalis',
      'crataegus-laevigata',
      'ulmus-procera',
      'euonymus-europaeus',
      'cornus-sanguinea',
      'viburnum-opulus',
      'viburnum-lantana',
      'rhamnus-cathartica',
      'buxus-sempervirens',
      'populus-x-canadensis',
      'populus-x-canescens',
      'prunus-serrulata',
      'scandosorbus-intermedia',
      'betula-utilis',
      'acer-palmatum',
      'liquidambar-styraciflua',
      'tilia-tomentosa',
      'alnus-cordata',
      'gleditsia-triacanthos',
      'pinus-halepensis',
      'pinus-mugo',
      'prunus-dulcis',
    ];
    const slugs = new Set(entries.map((e) => e.slug));
    expect(named.filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it('uses the names botanists accept today and keeps the old ones (docs/catalog.md)', () => {
    const bySlug = new Map(entries.map((e) => [e.slug, e]));
    // The split of Sorbus (Sennikov & Kurtto 2017, as Plants of the World Online accepts it): the id
    // stays the old name's slug, and the old name, still the one British field guides use, is shown.
    const renamed: [string, string, string][] = [
      ['sorbus-aria', 'Aria edulis', 'Sorbus aria'],
      ['sorbus-torminalis', 'Torminalis glaberrima', 'Sorbus torminalis'],
      ['sorbus-domestica', 'Cormus domestica', 'Sorbus domestica'],
      ['sorbus-arranensis', 'Hedlundia arranensis', 'Sorbus arranensis'],
      ['sorbus-pseudofennica', 'Hedlundia pseudofennica', 'Sorbus pseudofennica'],
      ['sorbus-leyana', 'Hedlundia leyana', 'Sorbus leyana'],
      ['sorbus-bristoliensis', 'Karpatiosorbus bristoliensis', 'Sorbus bristoliensis'],
    ];
    for (const [slug, accepted, old] of renamed) {
      const entry = bySlug.get(slug);
      expect(entry?.name_sci, slug).toBe(accepted);
      expect(entry && familiarSynonym(entry), slug).toBe(old);
    }
    // Only rowan is still a Sorbus.
    expect(entries.filter((e) => e.name_sci.startsWith('Sorbus ')).map((e) => e.slug)).toEqual(['sorbus-aucuparia']);
  });

  it('writes no description twice', () => {
    const texts = entries.flatMap((e) => Object.values(e.descriptions));
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('catalog validation', () => {
  it('accepts a good record', () => {
    expect(problemsOf({ 'quercus-robur.json': clone() })).toEqual([]);
  });

  it('rejects a record with a missing field', () => {
    const record = clone();
    delete record.family;
    expect(problemsOf({ 'quercus-robur.json': record })).toEqual([expect.stringContaining('family')]);
  });

  it('rejects a missing description', () => {
    const record = clone();
    delete record.descriptions.bud;
    expect(problemsOf({ 'quercus-robur.json': record })).toEqual([expect.stringContaining('descriptions.bud')]);
  });

  it('rejects an empty description', () => {
    const record = clone();
    record.descriptions.bark = '   ';
    const problems = problemsOf({ 'quercus-robur.json': record });
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.includes('descriptions.bark'))).toBe(true);
  });

  it('rejects a description of more than three sentences', () => {
    const record = clone();
    record.descriptions.leaf = 'One leaf here. Two leaves there. Three on the twig. Four on the ground.';
    expect(problemsOf({ 'quercus-robur.json': record })).toEqual([expect.stringMatching(/descriptions.leaf.*1 to 3/)]);
  });

  it('rejects an unknown trait value', () => {
    const record = clone();
    record.traits.leaf.shape = 'star';
    expect(problemsOf({ 'quercus-robur.json': record })).toEqual([expect.stringContaining('traits.leaf.shape')]);
  });

  it('rejects an unknown extra field', () => {
    const record = clone();
    record.colour = 'green';
    expect(problemsOf({ 'quercus-robur.json': record })).toHaveLength(1);
  });

  it('rejects leaflets that contradict a simple leaf', () => {
    const record = clone();
    record.traits.leaf.leaflets = 7;
    expect(problemsOf({ 'quercus-robur.json': record })).toEqual([expect.stringContaining('traits.leaf.leaflets')]);
  });

  it('rejects a duplicate scientific name and a duplicate common name', () => {
    const twin = clone();
    const sameCommon = { ...clone(), name_sci: 'Quercus petraea' };
    const problems = problemsOf({
      'quercus-robur.json': clone(),
      'quercus-robur-2.json': twin,
      'quercus-petraea.json': sameCommon,
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('"Quercus robur" is already used'),
        expect.stringContaining('"English oak" is already used'),
      ]),
    );
  });

  it('keeps a renamed record under its old id: the file may be named after a synonym', () => {
    const renamed = {
      ...clone(),
      name_sci: 'Quercus pedunculata',
      synonyms: [{ name: 'Quercus robur', familiar: true }],
    };
    expect(problemsOf({ 'quercus-robur.json': renamed })).toEqual([]);
    expect(catalogOf({ 'quercus-robur.json': renamed })()).toEqual([
      expect.objectContaining({ slug: 'quercus-robur', name_sci: 'Quercus pedunculata' }),
    ]);
    // A record without synonyms gets an empty list.
    expect(catalogOf({ 'quercus-robur.json': clone() })()).toEqual([expect.objectContaining({ synonyms: [] })]);
  });

  it('rejects a synonym another record uses, two familiar synonyms, and a synonym that is not a binomial', () => {
    const robur = { ...clone(), synonyms: [{ name: 'Quercus pedunculata', familiar: false }] };
    const petraea = {
      ...clone(),
      name_sci: 'Quercus petraea',
      name_common: 'Sessile oak',
      synonyms: [{ name: 'Quercus pedunculata', familiar: false }],
    };
    expect(problemsOf({ 'quercus-robur.json': robur, 'quercus-petraea.json': petraea })).toEqual([
      expect.stringContaining('"Quercus pedunculata" is already used'),
    ]);
    const twoFamiliar = {
      ...clone(),
      synonyms: [
        { name: 'Quercus pedunculata', familiar: true },
        { name: 'Quercus femina', familiar: true },
      ],
    };
    expect(problemsOf({ 'quercus-robur.json': twoFamiliar })).toEqual([expect.stringContaining('at most one')]);
    const sloppy = { ...clone(), synonyms: [{ name: 'english oak', familiar: false }] };
    expect(problemsOf({ 'quercus-robur.json': sloppy })).toEqual([expect.stringContaining('synonyms.0.name')]);
  });

  it('rejects a file not named after its species, and a file that is not JSON', () => {
    const problems = problemsOf({ 'oak.json': clone(), 'broken.json': '{ "name_sci": ' });
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringContaining('quercus-robur.json'), expect.stringContaining('broken.json')]),
    );
  });
});
