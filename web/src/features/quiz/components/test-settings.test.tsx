import { type StartQuizBody, type TreeCounts, TreeCountsSchema } from '@leafwise/contract';
import { TREE_ERRORS } from '@leafwise/contract/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nameQuestion, QUIZ_ID, quiz } from '../../../test/quiz-fixtures.ts';
import { answerRequests, held, renderPage, type SentRequest } from '../../../test/render.tsx';
import { TestPage } from './test-page.tsx';

/** The test settings at /test: how many trees, how hard and which kind, then Start. */

/** How many trees each level and type holds: Sapling has only 7 evergreens, and no level any fruit tree. */
const COUNTS: TreeCounts = TreeCountsSchema.parse({
  counts: [1, 2, 3].flatMap((level) => [
    { level, type: null, trees: 40 * level },
    { level, type: 'deciduous', trees: 33 * level },
    { level, type: 'evergreen', trees: level === 1 ? 7 : 7 * level },
  ]),
});

type Server = {
  counts?: TreeCounts;
  start?: (body: StartQuizBody) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
};

const started = quiz([nameQuestion(0)]);

function serve({ counts = COUNTS, start }: Server = {}) {
  return answerRequests(({ method, path, body }) => {
    if (path === '/api/trees/counts') return { body: counts };
    if (method === 'POST' && path === '/api/quizzes') {
      return start ? start(body as StartQuizBody) : { status: 201, body: { quiz: started } };
    }
    if (path === `/api/quizzes/${QUIZ_ID}`) return { body: { quiz: started } };
    return undefined;
  });
}

const openSettings = () => renderPage(<TestPage notFound={<h1>Not found</h1>} />, { route: '/test' });

const group = (name: string) => within(screen.getByRole('group', { name }));
const start = () => screen.getByRole('button', { name: /^(Start|Starting\.\.\.)$/ }) as HTMLButtonElement;
const starts = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'POST').map((request) => request.body);

describe('the test settings', () => {
  it('offers the number of trees, the difficulty and the type, each as a group of choices', () => {
    serve();
    openSettings();
    expect(screen.getByRole('form', { name: 'Test settings' })).toBeTruthy();
    expect(group('Number of trees').getAllByRole('radio')).toHaveLength(4);
    for (const size of ['10', '20', '30', '50'])
      expect(group('Number of trees').getByRole('radio', { name: size })).toBeTruthy();
    expect(group('Difficulty').getByRole('radio', { name: 'Sapling', description: 'common species' })).toBeTruthy();
    expect(
      group('Difficulty').getByRole('radio', { name: 'Ancient', description: 'all trees, including rare ones' }),
    ).toBeTruthy();
    expect(
      group('Type')
        .getAllByRole('radio')
        .filter((radio) => !(radio as HTMLInputElement).disabled),
    ).toHaveLength(3);
    expect(document.title).toBe('Test · Leafwise');
  });

  it('keeps Fruit, Coniferous and Fungi for later, and says so', () => {
    serve();
    openSettings();
    const type = group('Type');
    for (const later of ['Fruit', 'Coniferous', 'Fungi']) {
      expect((type.getByRole('radio', { name: later }) as HTMLInputElement).disabled).toBe(true);
    }
    expect(
      screen.getByRole('group', { name: 'Type', description: 'Fruit, Coniferous and Fungi are coming later.' }),
    ).toBeTruthy();
  });

  it('offers Start only once all three are chosen, then starts that test and plays it', async () => {
    const sent = serve();
    const { user } = openSettings();
    expect(start().disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: '20' }));
    await user.click(screen.getByRole('radio', { name: 'Veteran' }));
    expect(start().disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'All Trees' }));
    expect(start().disabled).toBe(false);
    await user.click(start());
    expect(await screen.findByRole('heading', { name: 'Identify this tree:' })).toBeTruthy();
    // All Trees is sent as no type; the ways to practise as left, as nothing.
    expect(starts(sent)).toEqual([{ mode: 'test', level: 2, tree_count: 20 }]);
    expect(screen.getByTestId('address').textContent).toBe(`/test?quiz=${QUIZ_ID}&trees=20&level=2&type=all`);
  });

  it('chooses with the keyboard: Tab into a group, arrows along it, Enter to start', async () => {
    const sent = serve();
    const { user } = openSettings();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '10' }));
    await user.keyboard('{ArrowRight}');
    expect((screen.getByRole('radio', { name: '20' }) as HTMLInputElement).checked).toBe(true);
    await user.tab();
    await user.keyboard(' ');
    expect((screen.getByRole('radio', { name: 'Sapling' }) as HTMLInputElement).checked).toBe(true);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect((screen.getByRole('radio', { name: 'Deciduous' }) as HTMLInputElement).checked).toBe(true);
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Identify this tree:' });
    expect(starts(sent)).toEqual([{ mode: 'test', level: 1, tree_count: 20, type: 'deciduous' }]);
  });

  it('hides the ways to practise under Advanced options, and sends those chosen', async () => {
    const sent = serve();
    const { user } = openSettings();
    const latin = screen.getByRole('checkbox', {
      name: 'Options in scientific names',
      description: 'The Latin names lead; the common names show once you have answered.',
    });
    expect(latin.closest('details')?.open).toBe(false);
    await user.click(screen.getByText('Advanced options'));
    expect(latin.closest('details')?.open).toBe(true);
    await user.click(latin);
    await user.click(screen.getByRole('checkbox', { name: 'One picture at a time' }));
    await user.click(screen.getByRole('checkbox', { name: 'The whole tree too' }));
    await user.click(screen.getByRole('radio', { name: '10' }));
    await user.click(screen.getByRole('radio', { name: 'Ancient' }));
    await user.click(screen.getByRole('radio', { name: 'Evergreen' }));
    await user.click(start());
    await screen.findByRole('heading', { name: 'Identify this tree:' });
    expect(starts(sent)).toEqual([
      { mode: 'test', level: 3, tree_count: 10, type: 'evergreen', names: 'scientific', slots: 'one', form: true },
    ]);
  });

  it('says before Start when fewer trees match than the number chosen', async () => {
    serve();
    const { user } = openSettings();
    await user.click(screen.getByRole('radio', { name: '10' }));
    await user.click(screen.getByRole('radio', { name: 'Sapling' }));
    await user.click(screen.getByRole('radio', { name: 'Evergreen' }));
    const note = await screen.findByText('Only 7 evergreen trees at Sapling, so this test has 7.');
    expect(note.getAttribute('role')).toBe('status');
    expect(start().getAttribute('aria-describedby')).toBe(note.id);
    // Enough of them: the line empties.
    await user.click(screen.getByRole('radio', { name: 'Deciduous' }));
    expect(note.textContent).toBe('');
    expect(start().getAttribute('aria-describedby')).toBeNull();
  });

  it('says when no tree matches at all', async () => {
    serve({
      counts: TreeCountsSchema.parse({ counts: [{ level: 1, type: 'evergreen', trees: 0 }] }),
    });
    const { user } = openSettings();
    await user.click(screen.getByRole('radio', { name: '10' }));
    await user.click(screen.getByRole('radio', { name: 'Sapling' }));
    await user.click(screen.getByRole('radio', { name: 'Evergreen' }));
    expect(await screen.findByText('No evergreen trees at Sapling yet.')).toBeTruthy();
  });

  it('waits while the test starts, and cannot be started twice', async () => {
    const reply = held<{ status: number; body: unknown }>();
    const sent = serve({ start: () => reply.promise });
    const { user } = openSettings();
    await user.click(screen.getByRole('radio', { name: '10' }));
    await user.click(screen.getByRole('radio', { name: 'Sapling' }));
    await user.click(screen.getByRole('radio', { name: 'All Trees' }));
    await user.click(start());
    expect(start().textContent).toBe('Starting...');
    expect(start().disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(starts(sent)).toHaveLength(1);
    reply.release({ status: 201, body: { quiz: started } });
    expect(await screen.findByRole('heading', { name: 'Identify this tree:' })).toBeTruthy();
  });

  it('says why a test could not start, and tries again', async () => {
    let refusals = 1;
    const sent = serve({
      start: () => (refusals-- > 0 ? { status: 404, body: { msg: '' } } : { status: 201, body: { quiz: started } }),
    });
    const { user } = openSettings();
    await user.click(screen.getByRole('radio', { name: '10' }));
    await user.click(screen.getByRole('radio', { name: 'Sapling' }));
    await user.click(screen.getByRole('radio', { name: 'All Trees' }));
    await user.click(start());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(TREE_ERRORS.noneFound)).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Identify this tree:' });
    expect(starts(sent)).toHaveLength(2);
  });

  it('hides a server fault’s own words behind its own', async () => {
    serve({ start: () => ({ status: 500, body: { msg: 'Internal Server Error' } }) });
    const { user } = openSettings();
    await user.click(screen.getByRole('radio', { name: '10' }));
    await user.click(screen.getByRole('radio', { name: 'Sapling' }));
    await user.click(screen.getByRole('radio', { name: 'All Trees' }));
    await user.click(start());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Something went wrong starting your quiz. Please try again.',
    );
  });

  it('clears the three choices on Reset Options, but keeps the ways to practise', async () => {
    serve();
    const { user } = openSettings();
    await user.click(screen.getByText('Advanced options'));
    await user.click(screen.getByRole('checkbox', { name: 'Options in scientific names' }));
    await user.click(screen.getByRole('radio', { name: '30' }));
    await user.click(screen.getByRole('radio', { name: 'Sapling' }));
    await user.click(screen.getByRole('radio', { name: 'Deciduous' }));
    await user.click(screen.getByRole('button', { name: 'Reset Options' }));
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.filter((radio) => radio.checked)).toEqual([]);
    expect(start().disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Options in scientific names' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
