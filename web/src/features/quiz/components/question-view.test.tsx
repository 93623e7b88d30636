import type { Question, Quiz } from '@leafwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  answered,
  answerResponse,
  BEECH,
  explanation,
  HORNBEAM,
  LOOK_FOR,
  nameQuestion,
  OAK,
  QUIZ_ID,
  quiz,
  SESSILE_OAK,
} from '../../../test/quiz-fixtures.ts';
import { answerRequests, held, renderPage } from '../../../test/render.tsx';
import { TestPage } from './test-page.tsx';

/**
 * A test's name questions, as the player meets them at /test?quiz=…: pictures of a tree, four
 * names to choose from, the outcome, what it teaches, and Next. The server is a stand-in that
 * answers with the contract's shapes.
 */

const QUIZ_PATH = `/api/quizzes/${QUIZ_ID}`;
const answerPath = (index: number) => `${QUIZ_PATH}/questions/${index}/answer`;

type Server = {
  quiz: Quiz;
  /** Answers POST …/answer; by default the chosen tree against the English oak. */
  answer?: (
    question: Question,
    body: { tree_id: number },
  ) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
};

function serve({ quiz: served, answer }: Server) {
  return answerRequests(({ method, path, body }) => {
    if (method === 'GET' && path === QUIZ_PATH) return { body: { quiz: served } };
    const index = served.questions.findIndex((_, i) => path === answerPath(i));
    const question = served.questions[index];
    if (method === 'POST' && question) {
      const chosen = [OAK, SESSILE_OAK, BEECH, HORNBEAM].find(
        (tree) => tree.tree_id === (body as { tree_id: number }).tree_id,
      );
      if (answer) return answer(question, body as { tree_id: number });
      return { body: answerResponse(question, chosen ?? OAK) };
    }
    return undefined;
  });
}

const openTest = () => renderPage(<TestPage notFound={<h1>Not found</h1>} />, { route: `/test?quiz=${QUIZ_ID}` });

const question = () => screen.findByRole('heading', { name: 'Identify this tree:' });
const options = () => within(screen.getByRole('list', { name: 'Identify this tree:' })).getAllByRole('button');
const option = (name: RegExp) => screen.getByRole('button', { name });
const outcome = () =>
  screen
    .getAllByRole('status')
    .map((region) => region.textContent)
    .join(' ');

describe('a name question', () => {
  it('says the quiz is loading, then asks the first question with focus on it', async () => {
    const reply = held<{ body: unknown }>();
    answerRequests(({ path }) => (path === QUIZ_PATH ? reply.promise : undefined));
    openTest();
    expect(screen.getByRole('status').textContent).toBe('Loading your quiz...');
    reply.release({ body: { quiz: quiz([nameQuestion(0), nameQuestion(1)]) } });
    const heading = await question();
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(heading.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Question 1 of 2',
    );
  });

  it('says when the quiz cannot be loaded, and loads it on Try again', async () => {
    let failures = 1;
    answerRequests(({ path }) => {
      if (path !== QUIZ_PATH) return undefined;
      if (failures-- > 0) return { status: 503 };
      return { body: { quiz: quiz([nameQuestion(0)]) } };
    });
    const { user } = openTest();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your quiz could not be loaded.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Back to Test Settings' })).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await question()).toBeTruthy();
  });

  it('shows each part as a picture to enlarge, and four trees to choose, numbered for the keys', async () => {
    serve({ quiz: quiz([nameQuestion(0)]) });
    await openTest();
    await question();
    for (const part of ['Leaf', 'Bark', 'Buds', 'Seed']) {
      expect(screen.getByRole('button', { name: `${part} picture, enlarge` })).toBeTruthy();
    }
    const names = options().map((button) => button.textContent);
    expect(names).toEqual([
      '1English oakQuercus robur',
      '2Sessile oakQuercus petraea',
      '3BeechFagus sylvatica',
      '4HornbeamCarpinus betulus',
    ]);
    expect(options().every((button) => !(button as HTMLButtonElement).disabled)).toBe(true);
  });

  it('after a wrong answer, marks both trees, says which it was and shows what tells them apart', async () => {
    const sent = serve({ quiz: quiz([nameQuestion(0), nameQuestion(1)]) });
    const { user } = openTest();
    await question();
    await user.click(option(/^Sessile oak/));

    await screen.findByText(/Not quite\./);
    expect(sent.at(-1)).toEqual({ method: 'POST', path: answerPath(0), body: { tree_id: SESSILE_OAK.tree_id } });
    expect(outcome()).toContain('Not quite. This is English oak (Quercus robur).');
    expect(option(/English oak.*, the right answer$/)).toBeTruthy();
    expect(option(/Sessile oak.*, your answer, wrong$/)).toBeTruthy();
    expect(options().every((button) => (button as HTMLButtonElement).disabled)).toBe(true);

    const why = await screen.findByRole('region', { name: 'Why it is not that tree' });
    const apart = within(within(why).getByRole('list', { name: 'How to tell them apart' })).getAllByRole('listitem');
    expect(apart.map((item) => item.textContent)).toEqual([
      'The right answer: English oak Quercus roburLeaves almost stalkless, eared at the base.',
      'Your answer: Sessile oak Quercus petraeaLeaves on long stalks.',
    ]);
    expect(within(why).getByRole('list', { name: 'From the descriptions' }).textContent).toBe(
      explanation(SESSILE_OAK).comparison?.notes[0],
    );
    expect(within(why).getByText(LOOK_FOR)).toBeTruthy();
    expect(within(why).getByRole('link', { name: 'Sessile oak' }).getAttribute('href')).toBe('/trees/quercus-petraea');
    // Moving on is one key away: focus is on Next.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
  });

  it('after a right answer, says so and what to look for next time, with no comparison', async () => {
    serve({ quiz: quiz([nameQuestion(0)]) });
    const { user } = openTest();
    await question();
    await user.click(option(/^English oak/));
    await screen.findByText(LOOK_FOR);
    expect(outcome()).toContain('Correct! This is English oak (Quercus robur).');
    expect(screen.queryByRole('region', { name: 'Why it is not that tree' })).toBeNull();
    expect(screen.getByText('1 correct')).toBeTruthy();
  });

  it('locks the options while the answer is on its way, the chosen one saying it is being checked', async () => {
    const reply = held<{ body: unknown }>();
    const sent = serve({ quiz: quiz([nameQuestion(0)]), answer: () => reply.promise });
    const { user } = openTest();
    await question();
    await user.click(option(/^Beech/));
    expect(option(/Beech.*, checking$/)).toBeTruthy();
    expect(options().every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    await user.keyboard('4');
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);
    reply.release({ body: answerResponse(nameQuestion(0), BEECH) });
    await screen.findByText(/Not quite\./);
    expect(option(/Beech.*, your answer, wrong$/)).toBeTruthy();
  });

  it('answers with the keys 1 to 4, and moves on to the next question with Enter', async () => {
    const sent = serve({ quiz: quiz([nameQuestion(0), nameQuestion(1)]) });
    const { user } = openTest();
    await question();
    await user.keyboard('4');
    await screen.findByText(/Not quite\./);
    expect(sent.at(-1)?.body).toEqual({ tree_id: HORNBEAM.tree_id });
    // A second key after answering sends nothing more.
    await user.keyboard('1');
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);

    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Identify this tree:' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.getElementById(heading.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Question 2 of 2',
    );
    expect(options().every((button) => !(button as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.queryByRole('region', { name: 'Why it is not that tree' })).toBeNull();
  });

  it('says when an answer could not be sent, and sends it again on Try again', async () => {
    let failures = 1;
    const sent = serve({
      quiz: quiz([nameQuestion(0)]),
      answer: (asked) => (failures-- > 0 ? { status: 503 } : { body: answerResponse(asked, OAK) }),
    });
    const { user } = openTest();
    await question();
    await user.click(option(/^English oak/));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your answer could not be sent. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText(/Correct!/);
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { tree_id: OAK.tree_id },
      { tree_id: OAK.tree_id },
    ]);
  });

  it('shows the server’s reason when it refuses an answer', async () => {
    serve({
      quiz: quiz([nameQuestion(0)]),
      answer: () => ({ status: 400, body: { msg: 'tree_id must be the id of one of the options' } }),
    });
    const { user } = openTest();
    await question();
    await user.click(option(/^English oak/));
    expect((await screen.findByRole('alert')).textContent).toContain('tree_id must be the id of one of the options');
  });

  it('leads with the Latin names when the quiz asks in them, the common names showing once answered', async () => {
    serve({ quiz: quiz([nameQuestion(0)], { names: 'scientific' }) });
    const { user } = openTest();
    await question();
    expect(options().map((button) => button.textContent)).toEqual([
      '1Quercus robur',
      '2Quercus petraea',
      '3Fagus sylvatica',
      '4Carpinus betulus',
    ]);
    await user.click(option(/^Quercus petraea/));
    await screen.findByText(/Not quite\./);
    expect(outcome()).toContain('Not quite. This is Quercus robur (English oak).');
    expect(option(/^Quercus petraea Sessile oak\s*, your answer, wrong$/)).toBeTruthy();
  });

  it('shows a question answered before a reload with its outcome and Next, but no lesson to fetch', async () => {
    const sent = serve({ quiz: quiz([answered(nameQuestion(0), BEECH)], { incorrect: 1 }) });
    const { user } = openTest();
    await question();
    expect(outcome()).toContain('Not quite. This is English oak (Quercus robur).');
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.queryByText(LOOK_FOR)).toBeNull();
    await user.keyboard('2');
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('finishes the quiz after the last question, saving first, then shows the result', async () => {
    const finish = held<{ body: unknown }>();
    const last = quiz([nameQuestion(0)]);
    answerRequests(({ method, path }) => {
      if (path === QUIZ_PATH) return { body: { quiz: last } };
      if (path === answerPath(0)) return { body: answerResponse(nameQuestion(0), OAK) };
      if (method === 'POST' && path === `${QUIZ_PATH}/finish`) return finish.promise;
      if (path === `${QUIZ_PATH}/debrief`) return { body: { misses: [] } };
      if (path.startsWith('/api/progress?')) return { status: 401, body: { msg: 'Please log in' } };
      return undefined;
    });
    const { user } = openTest();
    await question();
    await user.click(option(/^English oak/));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const saving = screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement;
    expect(saving.disabled).toBe(true);
    finish.release({
      body: {
        quiz: quiz([answered(nameQuestion(0), OAK)], {
          correct: 1,
          score: 14,
          finished_at: '2026-05-04T10:01:00.000Z',
        }),
      },
    });
    const title = await screen.findByRole('heading', { name: 'Quiz Complete!' });
    expect(document.activeElement).toBe(title);
    expect(await screen.findByRole('heading', { name: 'Nothing missed' })).toBeTruthy();
  });
});
