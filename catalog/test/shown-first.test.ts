import { describe, expect, it } from 'vitest';
import { sentencesNaming, sentencesOf } from '../src/contrast-notes.ts';
import {
  contrastSpecies,
  lookalikesOf,
  lookFor,
  PART_OF_SLOT,
  partPhrase,
  SLOTS,
  type Species,
  TRAIT_KEYS,
} from '../src/index.ts';
import { loadCatalog } from '../src/load.ts';
import { lookForLine } from '../src/look-for.ts';
import { type ContrastPart, partOfTrait } from '../src/trait-phrases.ts';
import { traitsDiffer } from '../src/trait-values.ts';

/** After a miss the pictures the question showed come first (docs/teaching.md, "After an answer"). */
const catalog = loadCatalog();
const tree = (name: string): Species => {
  const found = catalog.find((species) => species.name_common === name);
  if (!found) throw new Error(`no ${name} in the catalog`);
  return found;
};
/** Every pair of look-alikes, each way round, as a miss may put them. */
const lookalikePairs = catalog.flatMap((a) => lookalikesOf(a, catalog).map((b): [Species, Species] => [a, b]));

/** Whether the two records differ at `part` in a trait a phrase can say (two needles have no edge to name). */
const differAt = (a: Species, b: Species, part: ContrastPart) =>
  TRAIT_KEYS.some(
    (key) =>
      partOfTrait(key) === part &&
      traitsDiffer(a, b, key) &&
      partPhrase(a, part, [key], [b]) !== partPhrase(b, part, [key], [a]),
  );

describe('the differences after a miss', () => {
  it('lead with the part a single-slot question showed, for every pair of look-alikes, whenever the records differ there', () => {
    expect(lookalikePairs.length).toBeGreaterThan(800);
    let led = 0;
    for (const [a, b] of lookalikePairs) {
      for (const slot of SLOTS) {
        const part = PART_OF_SLOT[slot];
        const { features } = contrastSpecies(a, b, { slots: [slot] });
        const shown = features.map((feature) => feature.part === part);
        // Every difference of the shown part before every other.
        expect(shown, `${a.name_common} / ${b.name_common} [${slot}]`).toEqual(shown.toSorted((x, y) => +y - +x));
        if (differAt(a, b, part)) {
          expect(features[0]?.part, `${a.name_common} / ${b.name_common} [${slot}]`).toBe(part);
          led += 1;
        }
      }
    }
    expect(led).toBeGreaterThan(3000);
  });

  it('put the notes about a part the question showed first', () => {
    for (const [a, b] of lookalikePairs) {
      for (const slot of SLOTS) {
        const part = PART_OF_SLOT[slot];
        const about = [...sentencesNaming(a, b), ...sentencesNaming(b, a)].filter((note) => note.part === part);
        if (about.length === 0) continue;
        const [first] = contrastSpecies(a, b, { slots: [slot] }).notes;
        expect(
          about.map((note) => note.sentence),
          `${a.name_common} / ${b.name_common} [${slot}]`,
        ).toContain(first);
      }
    }
  });

  it('show the leaves first after a leaf question, the bark first after a bark question', () => {
    const [sessile, english] = [tree('Sessile oak'), tree('English oak')];
    expect(contrastSpecies(sessile, english, { slots: ['leaf'] }).features[0]).toEqual({
      part: 'leaf',
      a: 'shallowly lobed leaves tapering into the stalk',
      b: 'deeply lobed leaves, heart-notched at the base',
    });
    const bark = contrastSpecies(sessile, english, { slots: ['bark'] });
    expect(bark.features[0]).toEqual({
      part: 'bark',
      a: 'cracked bark with long straight ridges',
      b: 'deeply furrowed bark with long narrow plates',
    });
    expect(bark.notes[0]).toBe(
      'On old trees the ridges are usually narrower and more regular than the rugged bark of English oak.',
    );
    // Asked outside a question, what an expert checks first for two oaks comes first: the leaf base
    // (contrast-leads.ts), then the acorn's stalk.
    expect(
      contrastSpecies(sessile, english)
        .features.map((f) => f.part)
        .slice(0, 2),
    ).toEqual(['leaf', 'seed']);
  });

  it('name the buds after a bud question even where the leaves, not shown, say the same', () => {
    // Ash and rowan differ in how their leaves are set, and so in how their buds are.
    const [ash, rowan] = [tree('Ash'), tree('Rowan')];
    expect(contrastSpecies(ash, rowan).features.find((f) => f.part === 'bud')?.a).not.toContain('opposite');
    expect(contrastSpecies(ash, rowan, { slots: ['bud'] }).features[0]?.a).toMatch(/^opposite /);
  });
});

describe('the look-for line after an answer', () => {
  it('leads with what a single-slot question showed, for every tree, and adds other parts only after', () => {
    for (const species of catalog) {
      const lookalikes = lookalikesOf(species, catalog);
      for (const slot of SLOTS) {
        const part = PART_OF_SLOT[slot];
        const line = lookForLine(species, lookalikes, { slots: [slot] });
        const where = `${species.name_common} [${slot}]`;
        for (const lead of line.lead) expect(lead.part, where).toBe(part);
        if (line.also) expect(line.also.part, where).not.toBe(part);
        if (line.sentence)
          expect(sentencesOf(species.descriptions[part as 'leaf'] ?? ''), where).toContain(line.sentence);
        if (line.lead.length === 0 && !line.sentence) expect(line.alike, where).toEqual([part]);
        const written = lookFor(species, lookalikes, { slots: [slot] });
        const first = line.lead[0]?.phrase;
        if (first)
          expect(written, where).toMatch(new RegExp(`^Look for ${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      }
    }
  });

  it('never sends a leaf question to the bark: a cedar', () => {
    const cedar = tree('Atlas cedar');
    const lookalikes = lookalikesOf(cedar, catalog);
    // What the issue saw: the line for the whole tree was about its bark and twigs.
    expect(lookFor(cedar, lookalikes, { slots: ['leaf', 'bark', 'bud', 'seed'] })).toMatch(
      /^Look for short, stiff needles/,
    );
    const leaf = lookFor(cedar, lookalikes, { slots: ['leaf'] });
    expect(leaf).not.toMatch(/^Look for grey bark/);
    expect(leaf).toMatch(/^Look for short, stiff needles under 2.5 cm long, in rosettes on spur shoots\./);
  });

  it('says so when the part shown does not tell the tree from its look-alikes', () => {
    // Aspen's record gives no mark of its fruit, whose traits are its look-alikes': the line says
    // so, then names its first mark.
    expect(lookFor(tree('Aspen'), lookalikesOf(tree('Aspen'), catalog), { slots: ['seed'] })).toBe(
      "Its fruit is much like its look-alikes'. Look instead for almost round leaves with coarse, wavy teeth, trembling on long flattened stalks.",
    );
  });
});
