import type { KeyQuestion } from '@leafwise/contract';
import { describe, expect, it } from 'vitest';
import {
  candidatesOf,
  EMPTY_STATE,
  fittingForms,
  heldChoices,
  type KeySpecies,
  type KeyState,
  nearMatchesOf,
  withAnswer,
} from './identify-key.ts';

const question = (id: string, choices: string[], needs_leaves = false): KeyQuestion => ({
  id,
  part: 'habit',
  text: id,
  needs_leaves,
  winter: !needs_leaves,
  choices: choices.map((choice) => ({ id: choice, label: choice })),
});

const QUESTIONS = [
  question('habit.crown', ['spire', 'dome', 'irregular', 'vase']),
  question('leaf.colour', ['green', 'purple'], true),
  question('leaf.shape', ['triangle', 'oval']),
];

// A black poplar is irregular, and its Lombardy poplar a slim column; a beech is green, and its
// copper beech purple. Each form holds only the answers where it differs.
const POPLAR: KeySpecies = {
  slug: 'poplar',
  type: 'deciduous',
  key: { 'habit.crown': ['irregular', 'dome'], 'leaf.colour': ['green'], 'leaf.shape': ['triangle'] },
  forms: [{ name: 'Lombardy poplar', key: { 'habit.crown': ['spire'] } }],
};
const BEECH: KeySpecies = {
  slug: 'beech',
  type: 'deciduous',
  key: { 'habit.crown': ['dome'], 'leaf.colour': ['green'], 'leaf.shape': ['oval'] },
  forms: [{ name: 'Copper beech', key: { 'leaf.colour': ['purple'] } }],
};
const CYPRESS: KeySpecies = {
  slug: 'cypress',
  type: 'evergreen',
  key: { 'habit.crown': ['spire'], 'leaf.colour': ['green'], 'leaf.shape': ['oval'] },
};
const SPECIES = [POPLAR, BEECH, CYPRESS];

const answered = (...answers: [string, string][]): KeyState =>
  answers.reduce((state, [id, choice]) => withAnswer(state, id, choice), EMPTY_STATE);
const slugs = (state: KeyState) => candidatesOf(SPECIES, QUESTIONS, state).map((species) => species.slug);

describe('the key and named forms', () => {
  it('holds a form’s answers for its species too', () => {
    expect(heldChoices(POPLAR, 'habit.crown')).toEqual(['irregular', 'dome', 'spire']);
    expect(heldChoices(POPLAR, 'habit.crown', null)).toEqual(['irregular', 'dome']);
    expect(heldChoices(POPLAR, 'habit.crown', POPLAR.forms?.[0])).toEqual(['spire']);
    // Where the form does not differ, it answers as its species.
    expect(heldChoices(POPLAR, 'leaf.shape', POPLAR.forms?.[0])).toEqual(['triangle']);
    expect(heldChoices(CYPRESS, 'habit.crown')).toEqual(['spire']);
  });

  it('keeps the species for a form’s answer', () => {
    expect(slugs(answered(['habit.crown', 'spire']))).toEqual(['poplar', 'cypress']);
    expect(slugs(answered(['leaf.colour', 'purple']))).toEqual(['beech']);
    expect(slugs(answered(['habit.crown', 'spire'], ['leaf.shape', 'triangle']))).toEqual(['poplar']);
  });

  it('names the form where only it fits, and offers it where the species fits too', () => {
    const column = answered(['habit.crown', 'spire'], ['leaf.shape', 'triangle']);
    expect(fittingForms(POPLAR, QUESTIONS, column)).toEqual({ itself: false, forms: POPLAR.forms });
    expect(fittingForms(POPLAR, QUESTIONS, answered(['leaf.shape', 'triangle']))).toEqual({
      itself: true,
      forms: POPLAR.forms,
    });
    expect(fittingForms(POPLAR, QUESTIONS, answered(['habit.crown', 'irregular']))).toEqual({
      itself: true,
      forms: [],
    });
    expect(fittingForms(CYPRESS, QUESTIONS, column)).toEqual({ itself: false, forms: [] });
  });

  it('cannot tell a copper beech by its leaves in winter, nor lose the beech', () => {
    const winter = { ...answered(['leaf.colour', 'purple']), season: 'winter' as const };
    expect(fittingForms(BEECH, QUESTIONS, winter)).toEqual({ itself: true, forms: BEECH.forms });
  });

  it('says under "Close, but …" what the species and its forms hold', () => {
    const near = nearMatchesOf(SPECIES, QUESTIONS, answered(['habit.crown', 'vase'], ['leaf.shape', 'triangle']));
    expect(near.find((match) => match.species.slug === 'poplar')?.has).toEqual(['irregular', 'dome', 'spire']);
  });
});
