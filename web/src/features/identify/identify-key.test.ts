import type { KeyQuestion } from '@leafwise/contract';
import { describe, expect, it } from 'vitest';
import {
  atLevelFirst,
  candidatesOf,
  EMPTY_STATE,
  type KeySpecies,
  type KeyState,
  nearMatchesByRecency,
  nearMatchesOf,
  nextQuestion,
  rankQuestions,
  seasonOf,
  withAnswer,
  withoutAnswer,
  withSkipped,
} from './identify-key.ts';
import { searchOfState, stateFromSearch } from './key-search.ts';

const question = (id: string, choices: string[], needs_leaves: boolean, winter: boolean): KeyQuestion => ({
  id,
  part: 'leaf',
  text: id,
  needs_leaves,
  winter,
  choices: choices.map((choice) => ({ id: choice, label: choice })),
});

// The margin splits the six best (the question offered first in leaf); the bud colour less well,
// but a bare twig shows it.
const QUESTIONS = [
  question('bud.colour', ['brown', 'green', 'red'], false, true),
  question('leaf.margin', ['smooth', 'toothed', 'spiny', 'none'], true, false),
  question('seed.kind', ['nut', 'berry', 'cone'], false, false),
  question('habit.type', ['evergreen', 'deciduous'], false, true),
];

const tree = (slug: string, type: KeySpecies['type'], margin: string[], bud: string, seed: string): KeySpecies => ({
  slug,
  type,
  key: { 'leaf.margin': margin, 'bud.colour': [bud], 'seed.kind': [seed], 'habit.type': [type] },
});

const SPECIES = [
  tree('oak', 'deciduous', ['smooth'], 'brown', 'nut'),
  tree('beech', 'deciduous', ['smooth'], 'brown', 'nut'),
  tree('holly', 'evergreen', ['spiny', 'smooth'], 'green', 'berry'),
  tree('hornbeam', 'deciduous', ['toothed'], 'brown', 'nut'),
  tree('lime', 'deciduous', ['toothed'], 'red', 'nut'),
  tree('yew', 'evergreen', ['none'], 'green', 'berry'),
];

const slugs = (state: KeyState) => candidatesOf(SPECIES, QUESTIONS, state).map((species) => species.slug);
const inLeaf: KeyState = EMPTY_STATE;
const inWinter: KeyState = { ...EMPTY_STATE, season: 'winter' };

describe('the key', () => {
  it('keeps the species that hold every answer, a range holding several choices', () => {
    const smooth = withAnswer(inLeaf, 'leaf.margin', 'smooth');
    expect(slugs(smooth)).toEqual(['oak', 'beech', 'holly']);
    expect(slugs(withAnswer(smooth, 'seed.kind', 'berry'))).toEqual(['holly']);
    expect(slugs(withAnswer(inLeaf, 'leaf.margin', 'spiny'))).toEqual(['holly']);
  });

  it('offers next the question that best splits what remains', () => {
    expect(nextQuestion(QUESTIONS, SPECIES, inLeaf)?.id).toBe('leaf.margin');
    const toothed = withAnswer(inLeaf, 'leaf.margin', 'toothed');
    // Hornbeam and lime differ only in their buds.
    expect(nextQuestion(QUESTIONS, candidatesOf(SPECIES, QUESTIONS, toothed), toothed)?.id).toBe('bud.colour');
    const lime = withAnswer(toothed, 'bud.colour', 'red');
    expect(nextQuestion(QUESTIONS, candidatesOf(SPECIES, QUESTIONS, lime), lime)).toBeUndefined();
  });

  it('moves on past a question answered "Not sure", which can still be answered', () => {
    const unsure = withSkipped(inLeaf, 'leaf.margin');
    expect(slugs(unsure)).toHaveLength(SPECIES.length);
    expect(nextQuestion(QUESTIONS, SPECIES, unsure)?.id).not.toBe('leaf.margin');
    const ranked = rankQuestions(QUESTIONS, SPECIES, unsure);
    expect(ranked.find((entry) => entry.question.id === 'leaf.margin')).toMatchObject({ skipped: true, splits: true });
    const answered = withAnswer(unsure, 'leaf.margin', 'toothed');
    expect(answered.skipped).toEqual([]);
    expect(slugs(answered)).toEqual(['hornbeam', 'lime']);
  });

  it('undoes any answer, in any order, and a new answer replaces the old', () => {
    const two = withAnswer(withAnswer(inLeaf, 'leaf.margin', 'smooth'), 'seed.kind', 'nut');
    expect(slugs(two)).toEqual(['oak', 'beech']);
    expect(slugs(withoutAnswer(two, 'leaf.margin'))).toEqual(['oak', 'beech', 'hornbeam', 'lime']);
    expect(slugs(withoutAnswer(withoutAnswer(two, 'seed.kind'), 'leaf.margin'))).toHaveLength(SPECIES.length);
    const changed = withAnswer(two, 'leaf.margin', 'toothed');
    expect(changed.answers).toEqual([
      { question: 'seed.kind', choice: 'nut' },
      { question: 'leaf.margin', choice: 'toothed' },
    ]);
    expect(withoutAnswer(withSkipped(inLeaf, 'bud.colour'), 'bud.colour').skipped).toEqual([]);
  });

  it('lists the species that fail one answer, with the answer and what they have instead', () => {
    const state = withAnswer(withAnswer(inLeaf, 'leaf.margin', 'toothed'), 'seed.kind', 'nut');
    const near = nearMatchesOf(SPECIES, QUESTIONS, state).map(({ species, answer, has }) => [
      species.slug,
      answer,
      has,
    ]);
    expect(near).toEqual([
      ['oak', { question: 'leaf.margin', choice: 'toothed' }, ['smooth']],
      ['beech', { question: 'leaf.margin', choice: 'toothed' }, ['smooth']],
    ]);
    // Failing an answer few others fail comes first: the likelier slip.
    const berry = withAnswer(withAnswer(inLeaf, 'seed.kind', 'berry'), 'leaf.margin', 'smooth');
    expect(nearMatchesOf(SPECIES, QUESTIONS, berry).map(({ species }) => species.slug)).toEqual([
      'yew',
      'oak',
      'beech',
    ]);
    // With one answer, everything else fails it: no near-matches to speak of.
    expect(nearMatchesOf(SPECIES, QUESTIONS, withAnswer(inLeaf, 'leaf.margin', 'toothed'))).toEqual([]);
  });

  it('lists first the trees the latest answer ruled out, while many still fit', () => {
    // Smooth, then a nut: the holly fails the nut, the hornbeam and the lime the smooth edge.
    const state = withAnswer(withAnswer(inLeaf, 'leaf.margin', 'smooth'), 'seed.kind', 'nut');
    const near = nearMatchesOf(SPECIES, QUESTIONS, state);
    expect(near.map(({ species }) => species.slug)).toEqual(['holly', 'hornbeam', 'lime']);
    const latestFirst = nearMatchesByRecency(near, state);
    expect(latestFirst.map(({ species, answer }) => [species.slug, answer.question])).toEqual([
      ['holly', 'seed.kind'],
      ['hornbeam', 'leaf.margin'],
      ['lime', 'leaf.margin'],
    ]);
    // Answered the other way round, the margin is the latest answer.
    const swapped = withAnswer(withAnswer(inLeaf, 'seed.kind', 'nut'), 'leaf.margin', 'smooth');
    expect(nearMatchesByRecency(nearMatchesOf(SPECIES, QUESTIONS, swapped), swapped)[0]?.answer.question).toBe(
      'leaf.margin',
    );
  });

  it('lists the trees at or below the learner’s level before rarer ones, in their own order', () => {
    const trees = [
      { slug: 'wild service', level: 2 },
      { slug: 'oak', level: 1 },
      { slug: 'zelkova', level: 3 },
      { slug: 'ash', level: 1 },
    ];
    const order = (level: number | undefined) =>
      atLevelFirst(trees, level, (tree) => tree.level).map(({ slug }) => slug);
    expect(order(1)).toEqual(['oak', 'ash', 'wild service', 'zelkova']);
    expect(order(2)).toEqual(['wild service', 'oak', 'ash', 'zelkova']);
    expect(order(3)).toEqual(['wild service', 'oak', 'zelkova', 'ash']);
    expect(order(undefined)).toEqual(['wild service', 'oak', 'zelkova', 'ash']);
  });

  it('asks in winter what a bare twig shows first, leaf questions last', () => {
    expect(nextQuestion(QUESTIONS, SPECIES, inWinter)?.id).toBe('bud.colour');
    const order = rankQuestions(QUESTIONS, SPECIES, inWinter).map((entry) => entry.question.id);
    expect(order.indexOf('leaf.margin')).toBeGreaterThan(order.indexOf('seed.kind'));
    // Among evergreens only, the leaves are there to see: no longer put last.
    const evergreen = withAnswer(inWinter, 'habit.type', 'evergreen');
    const left = candidatesOf(SPECIES, QUESTIONS, evergreen);
    expect(rankQuestions(QUESTIONS, left, evergreen)[0]?.question.id).toBe('leaf.margin');
  });

  it('never rules out a bare tree by a leaf answer in winter', () => {
    const spiny = withAnswer(inWinter, 'leaf.margin', 'spiny');
    expect(slugs(spiny)).toEqual(['oak', 'beech', 'holly', 'hornbeam', 'lime']);
    expect(slugs(withAnswer(spiny, 'habit.type', 'deciduous'))).toEqual(['oak', 'beech', 'hornbeam', 'lime']);
  });

  it('takes winter as November to March by the date', () => {
    expect(seasonOf(new Date(2025, 10, 1))).toBe('winter');
    expect(seasonOf(new Date(2026, 2, 31))).toBe('winter');
    expect(seasonOf(new Date(2026, 3, 1))).toBe('leaf');
    expect(seasonOf(new Date(2026, 9, 31))).toBe('leaf');
  });
});

describe('the key in the URL', () => {
  it('keeps the answers, the "Not sure"s and a season other than the date gives', () => {
    const state: KeyState = {
      answers: [
        { question: 'leaf.margin', choice: 'toothed' },
        { question: 'seed.kind', choice: 'nut' },
      ],
      skipped: ['bud.colour'],
      season: 'winter',
    };
    const search = searchOfState(state, 'leaf');
    expect(search.toString()).toBe('leaf.margin=toothed&seed.kind=nut&unsure=bud.colour&season=winter');
    expect(stateFromSearch(search, QUESTIONS, 'leaf')).toEqual(state);
    expect(searchOfState(state, 'winter').has('season')).toBe(false);
  });

  it('ignores what the key does not offer', () => {
    const search = new URLSearchParams('leaf.margin=wavy&bark=smooth&seed.kind=nut&unsure=nothing&season=autumn');
    expect(stateFromSearch(search, QUESTIONS, 'leaf')).toEqual({
      answers: [{ question: 'seed.kind', choice: 'nut' }],
      skipped: [],
      season: 'leaf',
    });
  });
});
