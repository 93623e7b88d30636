import { describe, expect, it } from 'vitest';
import { type FormPlan, planForm } from '../src/illustrate/form/index.ts';
import { seeded } from '../src/illustrate/random.ts';
import { loadCatalog } from '../src/load.ts';
import type { Species } from '../src/schema.ts';

/**
 * The whole-tree drawing tells the truth: the form traits agree with what each record
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

  it('gives the crown tops and bole feet the records describe', () => {
    const nodding = catalog.filter((species) =>
      /\bthe leading shoot (and (the )?branch tips )?droop/i.test(words(species)),
    );
    expect(nodding.map((species) => species.slug)).toEqual(
      expect.arrayContaining(['chamaecyparis-lawsoniana', 'cedrus-deodara', 'tsuga-heterophylla']),
    );
    for (const species of nodding) expect(species.traits.form.top, species.slug).toBe('nodding');
    const upright = catalog.filter((species) =>
      /this tree's leader stands upright|leading shoot does not droop/.test(words(species)),
    );
    expect(upright.map((species) => species.slug)).toEqual(
      expect.arrayContaining(['thuja-plicata', 'cupressus-x-leylandii']),
    );
    for (const species of upright) expect(species.traits.form.top, species.slug).not.toBe('nodding');
    for (const species of catalog.filter((entry) => /flat-topped umbrella crown|flat, level tiers/.test(words(entry))))
      expect(species.traits.form.top, species.slug).toBe('flat');
    for (const species of catalog.filter((entry) => /spire-like crown|column like a [^.]*flame/.test(words(entry))))
      expect(species.traits.form.top, species.slug).toBe('spire');
    for (const species of catalog) {
      const saysFlared = /flared base|fluted at the base/.test(words(species));
      expect(species.traits.form.flared_base, species.slug).toBe(saysFlared);
    }
    // An old silver fir's flat top, the stork's nest, is its field mark against spruces.
    expect(formOf('abies-alba').top).toBe('flat');
  });

  it('gives each crown shape a spread that fits it', () => {
    const ratio = (species: Species) => {
      const { height_m, spread_m } = species.traits.form;
      return (spread_m[0] + spread_m[1]) / (height_m[0] + height_m[1]);
    };
    for (const species of catalog) {
      const { crown, top, spread_m } = species.traits.form;
      expect(spread_m[0], species.slug).toBeLessThanOrEqual(spread_m[1]);
      if (crown === 'columnar') expect(ratio(species), species.slug).toBeLessThan(0.2);
      if (crown === 'narrow-conical') expect(ratio(species), species.slug).toBeLessThan(0.4);
      if (crown === 'conical') expect(ratio(species), species.slug).toBeLessThan(0.6);
      if (crown === 'broad-spreading') expect(ratio(species), species.slug).toBeGreaterThan(0.85);
      if (crown === 'umbrella' || crown === 'tiered') expect(top, species.slug).toBe('flat');
    }
    // A tree said to spread wide is at least as broad as it is tall.
    for (const species of catalog.filter((entry) => /wide-spreading|broad, low crown/.test(words(entry))))
      expect(species.traits.form.spread_m[1], species.slug).toBeGreaterThanOrEqual(species.traits.form.height_m[1]);
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
      // Seeded and seasoned as renderIllustration draws the public specimens.
      planForm(
        species,
        seeded(`${species.name_sci}/form${specimen === 0 ? '' : `/specimen ${specimen}`}`),
        specimen === 0 ? 'growing' : 'any',
      ),
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
        expect(plan.crownWidthM, label).toBeGreaterThanOrEqual(form.spread_m[0]);
        expect(plan.crownWidthM, label).toBeLessThanOrEqual(form.spread_m[1]);
        expect({ top: plan.top, flaredBase: plan.flaredBase }).toEqual({ top: form.top, flaredBase: form.flared_base });
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
    // An old Scots pine's crown sits high on a long bare bole; a yew carries its broad crown low.
    for (const plan of plans(bySlug('pinus-sylvestris'))) expect(plan.crownBaseM / plan.heightM).toBeGreaterThan(0.45);
    for (const plan of plans(bySlug('taxus-baccata'))) expect(plan.crownBaseM / plan.heightM).toBeLessThan(0.2);
  });

  it('draws the same specimen from the same seed', () => {
    const oak = bySlug('quercus-robur');
    expect(planForm(oak, seeded('x'))).toEqual(planForm(structuredClone(oak), seeded('x')));
  });
});
