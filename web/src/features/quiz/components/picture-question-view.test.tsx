import type { Quiz } from '@leafwise/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  answerResponse,
  BEECH,
  HORNBEAM,
  LOOK_FOR,
  OAK,
  pictureQuestion,
  QUIZ_ID,
  quiz,
  SESSILE_OAK,
  TREES,
} from '../../../test/quiz-fixtures.ts';
import { answerRequests, renderPage } from '../../../test/render.tsx';
import { UnitQuizRun } from './unit-quiz-run.tsx';

/**
 * A course unit's picture questions, as its practice asks them: a tree's name and four leaves to
 * find it among, answered by the picture's place; once answered, each picture says whose it is.
 */

const UNIT = 'oaks-beech-hornbeam';
const QUIZ_PATH = `/api/quizzes/${QUIZ_ID}`;
const answerPath = `${QUIZ_PATH}/questions/0/answer`;

const practice = (overrides: Partial<Quiz> = {}) =>
  quiz([pictureQuestion(0), pictureQuestion(1, BEECH)], { mode: 'practice', unit_id: UNIT, ...overrides });

/** The server: the quiz, and each answer by the picture's place (the English oak is the first). */
function serve(served: Quiz) {
  return answerRequests(({ method, path, body }) => {
    if (method === 'GET' && path === QUIZ_PATH) return { body: { quiz: served } };
    if (method === 'POST' && path === answerPath) {
      const chosen = TREES[(body as { option: number }).option] ?? OAK;
      return { body: answerResponse(pictureQuestion(0), chosen) };
    }
    return undefined;
  });
}

function openPractice(unitId = UNIT) {
  return renderPage(
    <UnitQuizRun
      quizId={QUIZ_ID}
      unitId={unitId}
      exitLabel="Back to the unit"
      onExit={() => {}}
      notFound={<h1>Not found</h1>}
      endTitle={() => 'Practice complete!'}
      endContent={() => null}
    />,
  );
}

/** "Which is English oak?", the name in a span of its own (a screen reader may hear a space before "?"). */
const asking = (name: string) => screen.findByRole('heading', { name: new RegExp(`^Which is ${name}\\s?\\?$`) });
const pictures = () => within(screen.getByRole('list', { name: /^Which is/ })).getAllByRole('button');
const picture = (name: RegExp) => screen.getByRole('button', { name });
const outcome = () =>
  screen
    .getAllByRole('status')
    .map((region) => region.textContent)
    .join(' ');

describe('a picture question', () => {
  it('asks which of four pictures is the tree named, the unit and the count read with it', async () => {
    serve(practice());
    openPractice();
    const heading = await asking('English oak');
    expect(document.getElementById(heading.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Practice · Question 1 of 2',
    );
    expect(pictures().map((button) => button.textContent)).toEqual(['1', '2', '3', '4']);
    expect(pictures().map((button) => within(button).getByRole('img').getAttribute('alt'))).toEqual([
      'Leaf 1',
      'Leaf 2',
      'Leaf 3',
      'Leaf 4',
    ]);
    expect(document.title).toBe('Practice · Leafwise');
  });

  it('after a wrong pick, names every picture, says where the tree was and explains the difference', async () => {
    const sent = serve(practice());
    const { user } = openPractice();
    await asking('English oak');
    await user.click(picture(/^Leaf 2/));
    await screen.findByText(/Not quite\./);
    expect(sent.at(-1)).toEqual({ method: 'POST', path: answerPath, body: { option: 1 } });
    expect(outcome()).toContain(
      'Not quite. English oak (Quercus robur) is picture 1; picture 2 is Sessile oak (Quercus petraea).',
    );
    expect(picture(/^Leaf 1 English oak\s*, the right answer$/)).toBeTruthy();
    expect(picture(/^Leaf 2 Sessile oak\s*, your answer, wrong$/)).toBeTruthy();
    expect(picture(/^Leaf 3 Beech$/)).toBeTruthy();
    expect(pictures().every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    const why = await screen.findByRole('region', { name: 'Why it is not that tree' });
    expect(within(why).getByText(LOOK_FOR)).toBeTruthy();
    expect(within(why).getByRole('link', { name: SESSILE_OAK.tree_name_common })).toBeTruthy();
    expect(screen.getByText('1 incorrect')).toBeTruthy();
  });

  it('after a right pick, says which picture it was', async () => {
    serve(practice());
    const { user } = openPractice();
    await asking('English oak');
    await user.click(picture(/^Leaf 1/));
    await screen.findByText(/Correct!/);
    expect(outcome()).toContain('Correct! Picture 1 is English oak (Quercus robur).');
    expect(screen.queryByRole('region', { name: 'Why it is not that tree' })).toBeNull();
  });

  it('takes the keys 1 to 4 as the pictures, and Enter on to the next tree', async () => {
    const sent = serve(practice());
    const { user } = openPractice();
    await asking('English oak');
    await user.keyboard('4');
    await screen.findByText(/Not quite\./);
    expect(sent.at(-1)?.body).toEqual({ option: 3 });
    expect(outcome()).toContain(`picture 4 is ${HORNBEAM.tree_name_common}`);
    await user.keyboard('{Enter}');
    expect(await asking('Beech')).toBeTruthy();
  });

  it('names the tree by its Latin name when the unit is practised in Latin', async () => {
    serve(practice({ names: 'scientific' }));
    openPractice();
    expect(await asking('Quercus robur')).toBeTruthy();
  });

  it('is not found under another unit', async () => {
    serve(practice());
    openPractice('maples');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
  });
});
