import type { FieldGuide, FieldGuideSpecies, KeyQuestion, LearnerLevel } from '@leafwise/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldGuideDownload } from '../../../lib/field-guide.ts';
import { answerRequests, held, renderPage } from '../../../test/render.tsx';
import { IdentifyPage } from './identify-page.tsx';

/**
 * The identification key at /identify, on a field guide of seven trees and four questions (the
 * app's own guide is built from the catalog; this one keeps the counts easy to follow).
 */

const question = (id: string, text: string, choices: [string, string][], needsLeaves: boolean): KeyQuestion => ({
  id,
  part: id.startsWith('bud') ? 'bud' : 'leaf',
  text,
  needs_leaves: needsLeaves,
  winter: !needsLeaves,
  choices: choices.map(([choice, label]) => ({ id: choice, label })),
});

const EDGE = 'What is the leaf’s edge like?';
const KIND = 'Is the leaf simple or compound?';
const BUDS = 'How are the buds set on the twig?';
const COLOUR = 'What colour are the leaves in summer?';

const QUESTIONS: KeyQuestion[] = [
  question(
    'leaf.kind',
    KIND,
    [
      ['simple', 'Simple, one blade'],
      ['compound', 'Compound, several leaflets'],
    ],
    true,
  ),
  question(
    'leaf.edge',
    EDGE,
    [
      ['smooth', 'Smooth'],
      ['toothed', 'Toothed'],
      ['lobed', 'Lobed'],
    ],
    true,
  ),
  question(
    'bud.arrangement',
    BUDS,
    [
      ['alternate', 'One at a time'],
      ['opposite', 'In pairs'],
    ],
    false,
  ),
  question(
    'leaf.colour',
    COLOUR,
    [
      ['green', 'Green'],
      ['purple', 'Purple'],
    ],
    true,
  ),
];

function species(
  slug: string,
  name_common: string,
  name_sci: string,
  key: Record<string, string[]>,
  { level = 1, type = 'deciduous' }: Partial<Pick<FieldGuideSpecies, 'level' | 'type'>> = {},
): FieldGuideSpecies {
  const drawing = (part: string) => `/assets/field-guide/${slug}/${part}.svg`;
  return {
    slug,
    name_sci,
    name_common,
    synonyms: [],
    family: 'Family',
    genus: name_sci.split(' ')[0] ?? name_sci,
    level,
    type,
    conifer: false,
    fruit_tree: false,
    descriptions: { leaf: '', bark: '', bud: '', seed: '', form: '' },
    drawings: {
      leaf: drawing('leaf'),
      bark: drawing('bark'),
      bud: drawing('bud'),
      seed: drawing('seed'),
      form: drawing('form'),
    },
    look_for: `Look for the marks of ${name_common}.`,
    features: [],
    look_alikes: [],
    key: { 'leaf.colour': ['green'], ...key },
    forms: [],
  };
}

const simple = (edge: string[], buds: string) => ({
  'leaf.kind': ['simple'],
  'leaf.edge': edge,
  'bud.arrangement': [buds],
});
const compound = (buds: string) => ({ 'leaf.kind': ['compound'], 'leaf.edge': ['toothed'], 'bud.arrangement': [buds] });

const BEECH: FieldGuideSpecies = {
  ...species('fagus-sylvatica', 'Beech', 'Fagus sylvatica', simple(['smooth'], 'alternate')),
  forms: [
    {
      name: 'Copper beech',
      name_sci: "Fagus sylvatica 'Purpurea'",
      of: 'beech',
      description: 'Its leaves are deep purple all summer.',
      drawings: {},
      key: { 'leaf.colour': ['purple'] },
    },
  ],
};

const GUIDE: FieldGuide = {
  version: 'test',
  key: { questions: QUESTIONS },
  species: [
    species('quercus-robur', 'English oak', 'Quercus robur', simple(['lobed'], 'alternate')),
    BEECH,
    species('carpinus-betulus', 'Hornbeam', 'Carpinus betulus', simple(['toothed'], 'alternate')),
    species('acer-campestre', 'Field maple', 'Acer campestre', simple(['lobed'], 'opposite'), { level: 2 }),
    species('fraxinus-excelsior', 'Ash', 'Fraxinus excelsior', compound('opposite')),
    species('ilex-aquifolium', 'Holly', 'Ilex aquifolium', simple(['smooth', 'toothed'], 'alternate'), {
      type: 'evergreen',
    }),
    species('sorbus-aucuparia', 'Rowan', 'Sorbus aucuparia', compound('alternate'), { level: 3 }),
  ],
};

type Reply = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

function serve(guide: () => Reply = () => ({ body: GUIDE })) {
  return answerRequests(({ path }) => {
    if (path === fieldGuideDownload.url) return guide();
    if (path === '/api/progress/level') {
      const level: LearnerLevel = { level: 1, chosen: null, course_level: 1 };
      return { body: level };
    }
    return undefined;
  });
}

// The key asks in leaf from April to October, by the device's date.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const openKey = (route = '/identify', signedIn = false) =>
  renderPage(<IdentifyPage signedIn={signedIn} />, { route, path: '/identify' });

/** A pattern matching `text` as it is, its "?" included. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The question the key asks now: its heading, and its choices as buttons. */
const asked = (text: string) => screen.findByRole('heading', { name: text, level: 2 });
/** One of the asked question's choices, by its label. */
const choice = (label: string) => {
  const card = screen.getByRole('button', { name: 'Not sure' }).closest('section');
  if (!card) throw new Error('No question is asked');
  return within(card).getByRole('button', { name: new RegExp(`^${label}`) });
};
/** "Change" or "Undo" an answer, each naming its question for a screen reader. */
const onAnswer = (action: string, text: string) =>
  screen.getByRole('button', { name: new RegExp(`^${action}\\s?: ${literally(text)}$`) });
const fitting = () => screen.getByText(/fits? (every|your) answers?\.$/).textContent;
const cards = () =>
  within(screen.getByRole('region', { name: /^(Trees that fit|Your tree)$/ }))
    .queryAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);

describe('the identification key', () => {
  it('says the key is loading, then asks the question that best splits the trees', async () => {
    const reply = held<{ body: unknown }>();
    serve(() => reply.promise);
    openKey();
    expect(screen.getByRole('status').textContent).toBe('Loading the key…');
    reply.release({ body: GUIDE });
    expect(await asked(EDGE)).toBeTruthy();
    expect(fitting()).toBe('7 trees fit your answers.');
    expect(cards()).toEqual(['English oak', 'Beech', 'Hornbeam', 'Field maple', 'Ash', 'Holly', 'Rowan']);
    expect(document.title).toBe('What tree is this? · Leafwise');
  });

  it('says when the key cannot be loaded, and loads it on Try again', async () => {
    let failures = 1;
    serve(() => (failures-- > 0 ? { status: 503 } : { body: GUIDE }));
    const { user } = openKey();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The key could not be loaded. Check your connection and try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await asked(EDGE)).toBeTruthy();
  });

  it('tells under each choice how many trees it would leave', async () => {
    serve();
    openKey();
    await asked(EDGE);
    expect(choice('Smooth').textContent).toBe('Smooth2 trees');
    expect(choice('Toothed').textContent).toBe('Toothed4 trees');
    expect(choice('Lobed').textContent).toBe('Lobed2 trees');
  });

  it('narrows the trees with each answer, asks the next question and lists the answers given', async () => {
    serve();
    const { user } = openKey();
    await asked(EDGE);
    await user.click(choice('Lobed'));
    const next = await asked(BUDS);
    expect(document.activeElement).toBe(next);
    expect(fitting()).toBe('2 trees fit your answers.');
    expect(cards()).toEqual(['English oak', 'Field maple']);
    const answers = within(screen.getByRole('region', { name: 'Your answers' }));
    expect(answers.getByRole('listitem').textContent).toMatch(new RegExp(`^${literally(EDGE)} Lobed`));
  });

  it('names the tree once one is left, with what to look for and a link to its page', async () => {
    serve();
    const { user } = openKey();
    await asked(EDGE);
    await user.click(choice('Lobed'));
    await asked(BUDS);
    await user.click(choice('In pairs'));
    const title = await screen.findByRole('heading', { name: 'Your tree' });
    expect(document.activeElement).toBe(title);
    expect(fitting()).toBe('One tree fits your answers.');
    expect(screen.getByRole('heading', { name: 'Field maple', level: 3 })).toBeTruthy();
    expect(screen.getByText('Look for the marks of Field maple.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Everything about the Field maple' }).getAttribute('href')).toBe(
      '/trees/acer-campestre',
    );
    // Nothing left to ask.
    expect(screen.queryByRole('button', { name: 'Not sure' })).toBeNull();
  });

  it('moves past a question answered “Not sure”, which stays to answer later', async () => {
    serve();
    const { user } = openKey();
    await asked(EDGE);
    await user.click(screen.getByRole('button', { name: 'Not sure' }));
    expect(await asked(KIND)).toBeTruthy();
    expect(fitting()).toBe('7 trees fit your answers.');
    const answers = within(screen.getByRole('region', { name: 'Your answers' }));
    expect(answers.getByRole('listitem').textContent).toMatch(new RegExp(`^${literally(EDGE)} Not sure`));
    await user.click(screen.getByText(/^Answer another question/));
    const skipped = screen.getByRole('button', { name: EDGE }).closest('li');
    expect(skipped?.textContent).toContain('Not sure');
  });

  it('changes, undoes and clears answers', async () => {
    serve();
    const { user } = openKey();
    await asked(EDGE);
    await user.click(choice('Lobed'));
    await asked(BUDS);
    await user.click(onAnswer('Change', EDGE));
    await asked(EDGE);
    expect(choice('Lobed').getAttribute('aria-pressed')).toBe('true');
    await user.click(choice('Toothed'));
    expect(fitting()).toBe('4 trees fit your answers.');
    await user.click(onAnswer('Undo', EDGE));
    expect(fitting()).toBe('7 trees fit your answers.');
    expect(screen.queryByRole('region', { name: 'Your answers' })).toBeNull();
    await user.click(choice('Smooth'));
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(fitting()).toBe('7 trees fit your answers.');
  });

  it('answers any question picked from the list, in any order', async () => {
    serve();
    const { user } = openKey();
    await asked(EDGE);
    await user.click(screen.getByText('Answer another question (4)'));
    await user.click(screen.getByRole('button', { name: BUDS }));
    expect(document.activeElement).toBe(await asked(BUDS));
    await user.click(choice('In pairs'));
    expect(cards()).toEqual(['Field maple', 'Ash']);
  });

  it('says when no tree fits, and which trees fail only one answer', async () => {
    serve();
    const { user } = openKey();
    await asked(EDGE);
    await user.click(choice('Lobed'));
    await user.click(screen.getByText(/^Answer another question/));
    await user.click(screen.getByRole('button', { name: KIND }));
    expect(choice('Compound').textContent).toContain('no tree');
    await user.click(choice('Compound'));
    expect(fitting()).toBe('No tree in Leafwise fits every answer.');
    const close = within(screen.getByRole('region', { name: 'Close, but …' }));
    const near = close.getAllByRole('listitem').map((item) => item.textContent);
    // Those the latest answer ruled out first.
    expect(near).toEqual([
      `English oak: you answered “Compound, several leaflets” to “${KIND}”; its record says “Simple, one blade”.`,
      `Field maple: you answered “Compound, several leaflets” to “${KIND}”; its record says “Simple, one blade”.`,
      `Ash: you answered “Lobed” to “${EDGE}”; its record says “Toothed”.`,
      `Rowan: you answered “Lobed” to “${EDGE}”; its record says “Toothed”.`,
    ]);
  });

  it('names a named form when only it fits', async () => {
    serve();
    const { user } = openKey();
    await asked(EDGE);
    await user.click(screen.getByText(/^Answer another question/));
    await user.click(screen.getByRole('button', { name: COLOUR }));
    await user.click(choice('Purple'));
    expect(await screen.findByRole('heading', { name: 'Copper beech, a form of beech', level: 3 })).toBeTruthy();
    expect(screen.getByText('Its leaves are deep purple all summer.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Everything about the Beech and its named forms' })).toBeTruthy();
  });

  it('asks about buds first on bare winter twigs, and keeps bare trees whatever their leaves', async () => {
    serve();
    const { user } = openKey();
    await asked(EDGE);
    await user.click(screen.getByRole('radio', { name: 'Bare winter twigs' }));
    expect(screen.getByText('Buds, bark and twigs are asked first; leaves last, as most trees are bare.')).toBeTruthy();
    expect(await asked(BUDS)).toBeTruthy();
    await user.click(screen.getByText(/^Answer another question/));
    await user.click(screen.getByRole('button', { name: EDGE }));
    expect(
      screen.getByText('A tree bare in winter is kept whatever you answer here: only evergreens are ruled out.'),
    ).toBeTruthy();
    await user.click(choice('Lobed'));
    // Holly, evergreen, has no lobes; every bare tree stays.
    expect(fitting()).toBe('6 trees fit your answers.');
    expect(cards()).not.toContain('Holly');
  });

  it('starts in winter from November to March', async () => {
    vi.setSystemTime(new Date('2026-12-10T12:00:00Z'));
    serve();
    openKey();
    await asked(BUDS);
    expect((screen.getByRole('radio', { name: 'Bare winter twigs' }) as HTMLInputElement).checked).toBe(true);
  });

  it('takes its answers from the address, so a shared link keeps them', async () => {
    serve();
    openKey('/identify?leaf.edge=lobed&bud.arrangement=sideways');
    await asked(BUDS);
    expect(fitting()).toBe('2 trees fit your answers.');
    expect(within(screen.getByRole('region', { name: 'Your answers' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('lists a learner’s trees up to their level first, and says so', async () => {
    serve();
    openKey('/identify', true);
    await asked(EDGE);
    expect(
      await screen.findByText('Trees up to your level, Sapling, come first; 2 rarer ones after them.'),
    ).toBeTruthy();
    expect(cards()).toEqual(['English oak', 'Beech', 'Hornbeam', 'Ash', 'Holly', 'Field maple', 'Rowan']);
  });
});
