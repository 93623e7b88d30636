import {
  type CourseResponse,
  CourseResponseSchema,
  type Quiz,
  type StartQuizBody,
  type UnitDetail,
  UnitDetailSchema,
} from '@leafwise/contract';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { answered, nameQuestion, OAK, QUIZ_ID, quiz, SESSILE_OAK, TREES } from '../../../test/quiz-fixtures.ts';
import { answerRequests, held, renderPage, type SentRequest } from '../../../test/render.tsx';
import { UnitPage } from './unit-page.tsx';

/**
 * The end of a course unit's practice or checkpoint (UnitQuizEnd, under the end screen's counts),
 * on the unit's page at /learn/:unitId?step=…&quiz=…. The quiz feature's run comes through the
 * router; here a stand-in shows the end screen of the finished quiz, its title and what the unit
 * page puts under it.
 */

const NEXT_QUIZ = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const unitFields = {
  kind: 'lesson',
  level: 1,
  focus: 'all',
  slots: ['leaf', 'bark', 'bud', 'seed'],
  lesson: ['Oaks hold their acorns in cups; beech its nuts in a spiny husk.'],
  reviews: [],
  done_at: null,
  tested_out: false,
  best: null,
  steps_done: ['lesson', 'study', 'practice'],
} as const;

function unit(overrides: Partial<UnitDetail> = {}): UnitDetail {
  return UnitDetailSchema.parse({
    ...unitFields,
    id: 'oaks-beech',
    position: 0,
    title: 'Oaks and beech',
    state: 'current',
    trees_known: 3,
    trees: TREES,
    ...overrides,
  });
}

/** The course outline: this unit, and (unless it is the last) the one after it. */
function course(last = false): CourseResponse {
  const summary = (id: string, position: number, title: string) => ({
    ...unitFields,
    id,
    position,
    title,
    state: position === 0 ? 'current' : 'locked',
    trees_known: 0,
    trees: TREES.map(({ tree_id, tree_name_common, tree_name_sci }) => ({ tree_id, tree_name_common, tree_name_sci })),
  });
  const units = [summary('oaks-beech', 0, 'Oaks and beech'), ...(last ? [] : [summary('birches', 1, 'Birches')])];
  return CourseResponseSchema.parse({
    signed_in: true,
    units_done: 0,
    units_total: units.length,
    current_unit_id: 'oaks-beech',
    units,
  });
}

const questions = Array.from({ length: 10 }, (_, index) => answered(nameQuestion(index), OAK));
const finishedPractice = quiz(questions.slice(0, 4), {
  mode: 'practice',
  unit_id: 'oaks-beech',
  correct: 4,
  finished_at: '2026-05-04T10:05:00.000Z',
});
const finishedCheckpoint = (correct: number) =>
  quiz(
    questions.map((question, index) => (index < correct ? question : answered(question, SESSILE_OAK))),
    {
      mode: 'checkpoint',
      unit_id: 'oaks-beech',
      correct,
      incorrect: 10 - correct,
      finished_at: '2026-05-04T10:05:00.000Z',
      checkpoint: { correct, total: 10, passed: correct >= 8, pass_mark: 0.8 },
    },
  );

type Reply = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
type Server = { course?: () => Reply; start?: (body: StartQuizBody) => Reply };

function serve({ course: outline = () => ({ body: course() }), start }: Server = {}) {
  return answerRequests(({ method, path, body }) => {
    if (path === '/api/course/units/oaks-beech') return { body: { signed_in: true, unit: unit() } };
    if (path === '/api/course') return outline();
    if (method === 'POST' && path === '/api/quizzes') {
      const asked = body as StartQuizBody;
      return start ? start(asked) : { status: 201, body: { quiz: quiz([nameQuestion(0)], { quiz_id: NEXT_QUIZ }) } };
    }
    return undefined;
  });
}

/** The unit's page showing the end of `finished`, as the quiz feature's run would. */
function openEnd(finished: Quiz) {
  function QuizRun(props: { endTitle: (quiz: Quiz) => string; endContent: (quiz: Quiz) => ReactNode; quizId: string }) {
    if (props.quizId !== QUIZ_ID) return <h1>Started {props.quizId}</h1>;
    return (
      <section>
        <h1>{props.endTitle(finished)}</h1>
        {props.endContent(finished)}
      </section>
    );
  }
  return renderPage(<UnitPage notFound={<h1>Not found</h1>} StudyCard={() => null} QuizRun={QuizRun} />, {
    route: `/learn/oaks-beech?step=${finished.mode}&quiz=${QUIZ_ID}`,
    path: '/learn/:unitId',
  });
}

const starts = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'POST').map((request) => request.body);
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('the end of a unit’s practice', () => {
  it('offers the checkpoint, saying how many questions it asks and how many pass, and starts it', async () => {
    const sent = serve();
    const { user } = openEnd(finishedPractice);
    expect(await screen.findByRole('heading', { name: 'Practice complete!' })).toBeTruthy();
    expect(screen.getByText('Ready for the checkpoint? It asks 10 questions; 8 right passes the unit.')).toBeTruthy();
    await user.click(button('Take the checkpoint'));
    expect(await screen.findByRole('heading', { name: `Started ${NEXT_QUIZ}` })).toBeTruthy();
    expect(starts(sent)).toEqual([{ mode: 'checkpoint', unit_id: 'oaks-beech' }]);
    expect(screen.getByTestId('address').textContent).toBe(`/learn/oaks-beech?step=checkpoint&quiz=${NEXT_QUIZ}`);
  });

  it('practises again in the ways to practise chosen before', async () => {
    localStorage.setItem('leafwise.practiceChoices', JSON.stringify({ names: 'scientific', slots: 'one' }));
    const sent = serve();
    const { user } = openEnd(finishedPractice);
    await user.click(await screen.findByRole('button', { name: 'Practise again' }));
    await screen.findByRole('heading', { name: `Started ${NEXT_QUIZ}` });
    expect(starts(sent)).toEqual([{ mode: 'practice', unit_id: 'oaks-beech', names: 'scientific', slots: 'one' }]);
  });

  it('locks both buttons while the quiz starts', async () => {
    const reply = held<{ status: number; body: unknown }>();
    const sent = serve({ start: () => reply.promise });
    const { user } = openEnd(finishedPractice);
    await user.click(await screen.findByRole('button', { name: 'Take the checkpoint' }));
    expect(button('Take the checkpoint').disabled).toBe(true);
    expect(button('Practise again').disabled).toBe(true);
    await user.click(button('Practise again'));
    expect(starts(sent)).toHaveLength(1);
    reply.release({ status: 201, body: { quiz: quiz([nameQuestion(0)], { quiz_id: NEXT_QUIZ }) } });
    expect(await screen.findByRole('heading', { name: `Started ${NEXT_QUIZ}` })).toBeTruthy();
  });

  it('gives the server’s reason when it refuses, and tries the same again', async () => {
    let refusals = 1;
    const sent = serve({
      start: () =>
        refusals-- > 0
          ? { status: 403, body: { msg: 'Pass “Oaks and beech” first.' } }
          : { status: 201, body: { quiz: quiz([nameQuestion(0)], { quiz_id: NEXT_QUIZ }) } },
    });
    const { user } = openEnd(finishedPractice);
    await user.click(await screen.findByRole('button', { name: 'Take the checkpoint' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Pass “Oaks and beech” first.')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: `Started ${NEXT_QUIZ}` });
    expect(starts(sent).map((body) => (body as StartQuizBody).mode)).toEqual(['checkpoint', 'checkpoint']);
  });

  it('says a server fault in its own words', async () => {
    serve({ start: () => ({ status: 502, body: { msg: 'Bad Gateway' } }) });
    const { user } = openEnd(finishedPractice);
    await user.click(await screen.findByRole('button', { name: 'Practise again' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Something went wrong starting your quiz. Please try again.',
    );
  });
});

describe('the end of a unit’s checkpoint', () => {
  it('when passed, gives the score and the trees known, then the next unit one tap away', async () => {
    serve();
    openEnd(finishedCheckpoint(9));
    expect(await screen.findByRole('heading', { name: 'Checkpoint passed!' })).toBeTruthy();
    expect(screen.getByText('9 of 10 right — passed: unit done!')).toBeTruthy();
    expect(screen.getByText('3 of 4 known; mastered comes with right answers spread over weeks.')).toBeTruthy();
    expect(screen.getByText('Finding your next unit...')).toBeTruthy();
    const next = await screen.findByRole('link', { name: 'Next unit: Birches' });
    expect(next.getAttribute('href')).toBe('/learn/birches');
    expect(screen.getByRole('link', { name: 'See the course' }).getAttribute('href')).toBe('/learn');
    expect(screen.queryByRole('button', { name: 'Practise again' })).toBeNull();
  });

  it('when the last unit is passed, says the course is finished', async () => {
    serve({ course: () => ({ body: course(true) }) });
    openEnd(finishedCheckpoint(8));
    expect(await screen.findByText('That was the last unit: you have finished the course!')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Next unit/ })).toBeNull();
  });

  it('when the course cannot be read, still leads back to it', async () => {
    serve({ course: () => ({ status: 503 }) });
    openEnd(finishedCheckpoint(10));
    const back = await screen.findByRole('link', { name: 'See the course' });
    expect(back.getAttribute('href')).toBe('/learn');
    expect(screen.queryByText('Finding your next unit...')).toBeNull();
  });

  it('reads the unit and the course again, a pass having moved them on', async () => {
    const sent = serve();
    openEnd(finishedCheckpoint(9));
    await screen.findByRole('link', { name: 'Next unit: Birches' });
    const unitReads = () => sent.filter((request) => request.path === '/api/course/units/oaks-beech').length;
    await expect.poll(unitReads).toBe(2);
  });

  it('when not passed, says how many it needed and offers practice or another try', async () => {
    const sent = serve();
    const { user } = openEnd(finishedCheckpoint(6));
    expect(await screen.findByRole('heading', { name: 'Not passed yet' })).toBeTruthy();
    expect(screen.getByText('6 of 10: you need 8 to pass. Practise and try again.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Next unit/ })).toBeNull();
    expect(button('Practise again')).toBeTruthy();
    await user.click(button('Try the checkpoint again'));
    await screen.findByRole('heading', { name: `Started ${NEXT_QUIZ}` });
    expect(starts(sent)).toEqual([{ mode: 'checkpoint', unit_id: 'oaks-beech' }]);
  });
});
