import { describe, expect, it } from 'vitest';
import { type FormPlan, planForm } from '../src/illustrate/form/index.ts';
import { seeded } from '../src/illustrate/random.ts';
import { loadCatalog } from '../src/load.ts';
import type { Species } from '../src/schema.ts';

/**
 * The whole-tree drawing (issue 15) tells the truth: the form traits agree with what each record
 * says, and every specimen's plan (what drawForm draws) agrees with the traits.
 */
const catalog = loadCatalog();
const bySlug = (slug: string): Species => {
  const species = catalog.find((entry) => entry.slug === slug);
  if (!species) throw new Error(`no ${slug} in the catalog`);
  return species;
};
const formOf = (slug: string) => bySlug(slug).traits.form;
const words = (species: Species) => Object.values(species.descriptions).join(' ').toLowerCase();

describe('form traits agree with the records', () => {
  it('gives the well-known shapes', () => {
    expect(formOf('salix-x-sepulcralis')).toMatchObject({ crown: 'weeping', branching: 'pendulous' });
    expect(formOf('pinus-pinea').crown).toBe('umbrella');
    expect(formOf('cedrus-libani')).toMatchObject({ crown: 'tiered', branching: 'horizontal' });
    expect(formOf('cupressus-sempervirens').crown).toBe('columnar');
    expect(formOf('picea-abies').branching).toBe('drooping');
    expect(formOf('picea-omorika').crown).toBe('narrow-conical');
    expect(formOf('cedrus-atlantica')).toMatchObject({ branching: 'ascending', foliage: 'glaucous' });
    expect(formOf('cedrus-deodara').branching).toBe('drooping');
    for (const shrub of ['corylus-avellana', 'sambucus-nigra', 'prunus-spinosa']) {
      expect(formOf(shrub)).toMatchObject({ crown: 'multi-stemmed', trunk: 'several' });
    }
  });

  it('draws the native black poplar the record describes, not the columnar Lombardy cultivar', () => {
    expect(formOf('populus-nigra').crown).not.toBe('columnar');
  });

  it('gives several stems where a description says so', () => {
    const saysSeveral = /many-stemmed|several stems|multi-stemmed/;
    const stated = catalog.filter((species) => saysSeveral.test(words(species)));
    expect(stated.length).toBeGreaterThan(2);
    for (const species of stated) expect(species.traits.form.trunk, species.slug).toBe('several');
  });

  it('gives silvery or grey foliage where a description says the crown looks silvery', () => {
    // The first sentence describes the tree itself; later ones often compare it with a look-alike.
    const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0]?.toLowerCase() ?? '';
    const silvery = catalog.filter((species) =>
      /crown look[a-z]* silvery/.test(firstSentence(species.descriptions.leaf)),
    );
    expect(silvery.map((species) => species.slug)).toContain('salix-alba');
    for (const species of silvery)
      expect(['silvery', 'grey-green'], species.slug).toContain(species.traits.form.foliage);
  });

  it('keeps shrubs short and conifers of the forest tall', () => {
    for (const species of catalog) {
      const form = species.traits.form;
      const [low, high] = form.height_m;
      expect(low, species.slug).toBeLessThanOrEqual(high);
      if (form.crown === 'multi-stemmed') expect(high, species.slug).toBeLessThanOrEqual(12);
    }
    expect(formOf('sequoiadendron-giganteum').height_m[1]).toBeGreaterThanOrEqual(45);
  });
});

describe('each specimen is drawn from its traits', () => {
  const plans = (species: Species): FormPlan[] =>
    Array.from({ length: 6 }, (_, specimen) =>
      planForm(species, seeded(`${species.name_sci}/form/specimen ${specimen}`)),
    );

  it('keeps every specimen within the record', () => {
    for (const species of catalog) {
      const form = species.traits.form;
      for (const plan of plans(species)) {
        const label = species.slug;
        expect(plan.heightM, label).toBeGreaterThanOrEqual(form.height_m[0]);
        expect(plan.heightM, label).toBeLessThanOrEqual(form.height_m[1]);
        expect({ crown: plan.crown, density: plan.density, branching: plan.branching, foliage: plan.foliage }).toEqual({
          crown: form.crown,
          density: form.density,
          branching: form.branching,
          foliage: form.foliage,
        });
        expect(plan.stems > 1, label).toBe(form.trunk === 'several');
        expect(plan.forkAt < 1, label).toBe(form.trunk === 'forked');
        expect(plan.crownBaseM, label).toBeLessThan(plan.heightM);
        if (plan.winter) expect(species.type, label).toBe('deciduous');
      }
    }
  });

  it('gives each crown shape its proportions', () => {
    const aspect = (slug: string) => {
      const all = plans(bySlug(slug));
      return all.reduce((sum, plan) => sum + plan.crownWidthM / plan.heightM, 0) / all.length;
    };
    expect(aspect('cupressus-sempervirens')).toBeLessThan(0.25);
    expect(aspect('picea-omorika')).toBeLessThan(aspect('picea-abies'));
    expect(aspect('quercus-robur')).toBeGreaterThan(1);
    expect(aspect('pinus-pinea')).toBeGreaterThan(0.8);
    const stone = plans(bySlug('pinus-pinea'));
    for (const plan of stone) expect(plan.crownBaseM / plan.heightM).toBeGreaterThan(0.45);
  });

  it('draws the same specimen from the same seed', () => {
    const oak = bySlug('quercus-robur');
    expect(planForm(oak, seeded('x'))).toEqual(planForm(structuredClone(oak), seeded('x')));
  });
});
