import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFieldGuide } from '../src/field-guide.ts';
import { planForm } from '../src/illustrate/form/plan.ts';
import { renderIllustration, type Slot } from '../src/illustrate/index.ts';
import { seeded } from '../src/illustrate/random.ts';
import { CROWN_ASPECTS, keyAnswers } from '../src/key.ts';
import { loadCatalog, SPECIES_DIR } from '../src/load.ts';
import { nameInText, partsOf, withNamedForm } from '../src/named-forms.ts';
import { type NamedForm, type Species, SpeciesSchema } from '../src/schema.ts';

/**
 * Named forms (docs/catalog.md, "Named forms"): a record lists the forms a walker meets as often as
 * the species, each with only the traits that differ, and everything reads the form as the species'
 * record with those traits laid over it.
 */
const catalog = loadCatalog();
const forms = catalog.flatMap((species) => species.forms.map((form) => ({ species, form })));
const beech = JSON.parse(readFileSync(join(SPECIES_DIR, 'fagus-sylvatica.json'), 'utf8'));
const withForms = (...list: unknown[]) => ({ ...structuredClone(beech), forms: list });
const copper = () => structuredClone(beech.forms[0]) as NamedForm;

const problems = (record: unknown) =>
  SpeciesSchema.safeParse(record).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('a named form in a record', () => {
  it('is checked with its traits laid over the species’', () => {
    expect(problems(withForms(copper()))).toEqual([]);
    expect(problems(withForms({ ...copper(), traits: { form: { crown: 'pyramid' } } }))[0]).toMatch(
      /^forms\.0\.traits\.form\.crown: /,
    );
    expect(problems(withForms({ ...copper(), traits: { leaf: { colour: 'purple', hue: 3 } } }))[0]).toMatch(
      /^forms\.0\.traits\.leaf: /,
    );
  });

  it('names only what differs, at least one trait, under the species’ own name', () => {
    expect(problems(withForms({ ...copper(), traits: { leaf: { colour: 'purple', shape: 'elliptic' } } }))).toEqual([
      "forms.0.traits.leaf.shape: is the species' own: name only what differs",
    ]);
    expect(problems(withForms({ ...copper(), traits: {} }))).toEqual([
      'forms.0.traits: a form differs in at least one trait',
    ]);
    expect(problems(withForms({ ...copper(), name_sci: "Fagus orientalis 'Purpurea'" }))).toEqual([
      "forms.0.name_sci: must begin with the species' name",
    ]);
    expect(problems(withForms({ ...copper(), name_sci: 'Fagus sylvatica purple' }))[0]).toMatch(
      /^forms\.0\.name_sci: /,
    );
  });

  it('reads as its species’ record with its traits laid over, part by part', () => {
    const plum = catalog.find((species) => species.slug === 'prunus-cerasifera');
    const purple = plum?.forms[0];
    if (!plum || !purple) throw new Error('no purple-leaved plum');
    const record = withNamedForm(plum, purple);
    expect(record.name_common).toBe('Purple-leaved plum');
    // The same scientific name, so its drawings are the species' specimens with the form's traits.
    expect(record.name_sci).toBe(plum.name_sci);
    expect(record.traits.bud.twig).toEqual({ ...plum.traits.bud.twig, colour: 'red' });
    expect(record.traits.leaf).toEqual({ ...plum.traits.leaf, colour: 'purple' });
    expect(record.traits.bark).toEqual(plum.traits.bark);
    expect(partsOf(purple)).toEqual(['leaf', 'bud', 'seed', 'form']);
  });
});

describe('the catalog’s named forms', () => {
  it('holds the forms a walker meets constantly, with what they are known by', () => {
    const traitsOf = (name: string) => {
      const found = forms.find(({ form }) => form.name === name);
      if (!found) throw new Error(`no ${name}`);
      return withNamedForm(found.species, found.form).traits;
    };
    expect(traitsOf('Copper beech').leaf.colour).toBe('purple');
    expect(traitsOf('Copper beech').form.foliage).toBe('purple');
    expect(traitsOf('Lombardy poplar').form.crown).toBe('columnar');
    expect(traitsOf('Purple-leaved plum').leaf.colour).toBe('purple');
    expect(traitsOf('Irish yew').form.crown).toBe('columnar');
    expect(traitsOf('Golden Leyland cypress').leaf.colour).toBe('golden');
    expect(traitsOf('Crimson King Norway maple').leaf.colour).toBe('purple');
  });

  it('gives no form a name a species or another form has', () => {
    const names = [...catalog.map((species) => species.name_common), ...forms.map(({ form }) => form.name)];
    const lower = names.map((name) => name.toLowerCase());
    expect(lower.filter((name, index) => lower.indexOf(name) !== index)).toEqual([]);
  });

  it('leaves the leaf colour to the forms: every species is green as it grows', () => {
    expect(catalog.filter((species) => species.traits.leaf.colour !== undefined).map(({ slug }) => slug)).toEqual([]);
  });

  it('says in each form’s description what sets it apart', () => {
    const unsaid = forms.flatMap(({ species, form }) => {
      const { leaf, form: whole } = withNamedForm(species, form).traits;
      const text = form.description.toLowerCase();
      const claims: [boolean, string][] = [
        [leaf.colour === 'purple' && !/purple|copper|maroon/.test(text), 'purple leaves'],
        [leaf.colour === 'golden' && !/golden|gold/.test(text), 'golden leaves'],
        [whole.crown === 'columnar' && !/column/.test(text), 'a column'],
      ];
      // Sizes it gives are its own: "20 to 30 m tall", "3 to 6 m across".
      for (const [, low, high, word] of text.matchAll(/(\d+) to (\d+) m (tall|across)/g)) {
        const [from, to] = word === 'tall' ? whole.height_m : whole.spread_m;
        claims.push([Number(low) < from || Number(high) > to, `${low} to ${high} m ${word}`]);
      }
      return claims.filter(([missing]) => missing).map(([, claim]) => `${form.name}: ${claim}`);
    });
    expect(unsaid).toEqual([]);
  });

  it('draws a leaf of its own colour and a crown of its own shape and colour', () => {
    // Alike but for the title, which names the form, would be no drawing of its own.
    const drawn = (tree: Species, slot: Slot) => renderIllustration(tree, slot).replace(/<title>.*?<\/title>/, '');
    const same = forms.flatMap(({ species, form }) => {
      const overrides = [
        ...(form.traits.leaf?.colour ? (['leaf', 'form'] as const) : []),
        ...(form.traits.form ? (['form'] as const) : []),
      ];
      const record = withNamedForm(species, form);
      return overrides
        .filter((part) => drawn(record, part) === drawn(species, part))
        .map((part) => `${form.name} ${part}`);
    });
    expect(same).toEqual([]);
  });

  it('draws a form’s whole tree as deep, for its breadth, as an outline the key holds for it', () => {
    const misdrawn: string[] = [];
    for (const { species, form } of forms) {
      const record = withNamedForm(species, form);
      const outlines = keyAnswers(record)['habit.crown'] ?? [];
      const bands = Object.entries(CROWN_ASPECTS).filter(([outline]) => outlines.includes(outline));
      for (let specimen = 0; specimen < 6; specimen++) {
        const seed = `${record.name_sci}/form${specimen === 0 ? '' : `/specimen ${specimen}`}`;
        const plan = planForm(record, seeded(seed), specimen === 0 ? 'growing' : 'any');
        const aspect = (plan.heightM - plan.crownBaseM) / plan.crownWidthM;
        if (!bands.some(([, [low, high]]) => aspect >= low && aspect <= high))
          misdrawn.push(`${form.name} #${specimen}: ${aspect.toFixed(2)} (${outlines.join(', ')})`);
      }
    }
    expect(misdrawn).toEqual([]);
  });
});

describe('the field guide’s named forms', () => {
  const { files } = buildFieldGuide(catalog, '/assets/field-guide');
  const guide = JSON.parse(files.at(-1)?.content ?? '{}');
  const poplar = guide.species.find((species: { slug: string }) => species.slug === 'populus-nigra');

  it('carries each form with a drawing of every part it changes and the key’s answers that differ', () => {
    expect(poplar.forms).toEqual([
      {
        name: 'Lombardy poplar',
        name_sci: "Populus nigra 'Italica'",
        of: 'black poplar',
        description: expect.stringMatching(/^A narrow column/),
        drawings: {
          form: expect.stringMatching(/^\/assets\/field-guide\/drawings\/populus-nigra-lombardy-poplar-form\./),
        },
        key: { 'habit.crown': ['spire'] },
      },
    ]);
    expect(files.some((file) => file.path === poplar.forms[0].drawings.form)).toBe(true);
    // The species' own answers stay its record's: the key adds the form's.
    expect(poplar.key['habit.crown']).not.toContain('spire');
  });

  it('names the species as a sentence writes it', () => {
    const named = (slug: string) => {
      const species = catalog.find((entry) => entry.slug === slug);
      if (!species) throw new Error(slug);
      return nameInText(species, catalog);
    };
    expect(named('populus-nigra')).toBe('black poplar');
    expect(named('acer-platanoides')).toBe('Norway maple');
    expect(named('cupressus-x-leylandii')).toBe('Leyland cypress');
  });
});
