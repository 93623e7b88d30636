import { loadCatalog, PUBLIC_SPECIMENS } from '@leafwise/catalog';
import { CHALLENGE, type Quiz, TREE_SLOTS, type Tree } from '@leafwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fingerprints, fingerprints } from '../../../test/picture-fingerprints.ts';
import { type Account, createAccount } from '../helpers/accounts.ts';
import { arrangeUnitsDone } from '../helpers/course.ts';
import { seededRandom } from '../helpers/factories.ts';
import { FakeClock } from '../helpers/fake-clock.ts';
import { answer, call, startQuiz } from '../helpers/quizzes.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { reportAttack } from './attack-report.ts';

/**
 * A bot that knows every public picture (docs/quizzes.md): it downloads the drawing of every slot of
 * every tree, keeps each one's fingerprints (bytes, normalised SVG text, path commands), then plays
 * the leaderboard challenge answering whichever option's picture matches, else guessing.
 */
const catalog = loadCatalog();
const time = new FakeClock();
let t: TestApp;
let bot: Account;

// The pictures are drawn by the same code from the same catalog whatever the database, and a run
// is some 25 s of drawing: the attack runs on PGlite, and shows as skipped on PostgreSQL.
describe.skipIf(process.env.TEST_DB === 'postgres')('a bot that knows every public picture', () => {
  beforeAll(async () => {
    t = await createTestApp(catalog, { clock: time.clock });
    bot = await createAccount(t, { name: 'Bot' });
  });
  afterAll(() => t.app.close());

  /**
   * A game is hundreds of requests, each drawing a picture anew: seconds alone, but more on a busy
   * 2-core machine (CI ran out of the default 20 s once). Its figures, not its time, are the point.
   */
  const BOT_GAME_MS = 90_000;

  type Known = Record<keyof Fingerprints, Map<string, Set<number>>>;

  let learnt: Promise<Known> | undefined;
  /** The public pictures' fingerprints, learnt once for both games. */
  const publicPictures = () => {
    learnt ??= learnPublicPictures();
    return learnt;
  };

  async function learnPublicPictures(): Promise<Known> {
    const known: Known = { bytes: new Map(), text: new Map(), commands: new Map(), written: new Map() };
    const seen = new Map<number, Tree>();
    // The sample is random: ask until every tree has been seen.
    for (let round = 0; seen.size < catalog.length && round < 50; round++) {
      const page = await t.app.inject({ url: '/api/trees?level=3&limit=100' });
      expect(page.statusCode).toBe(200);
      for (const tree of (page.json() as { trees: Tree[] }).trees) seen.set(tree.tree_id, tree);
    }
    expect(seen.size).toBe(catalog.length);
    // Every public specimen of every slot (the whole tree too): all a script could download.
    const urls = [...seen.values()].flatMap((tree) =>
      TREE_SLOTS.flatMap((slot) => {
        const url = tree[`tree_img_${slot}`];
        return url ? Array.from({ length: PUBLIC_SPECIMENS }, (_, n) => ({ tree, url: `${url}&n=${n}` })) : [];
      }),
    );
    for (const { tree, url } of urls) {
      const picture = await t.app.inject({ url });
      expect(picture.statusCode).toBe(200);
      const print = fingerprints(picture.rawPayload);
      for (const kind of Object.keys(known) as (keyof Fingerprints)[]) {
        if (!print[kind]) continue;
        const trees = known[kind].get(print[kind]) ?? new Set<number>();
        trees.add(tree.tree_id);
        known[kind].set(print[kind], trees);
      }
    }
    return known;
  }

  it(
    'does no better than chance at the challenge, however many public pictures it has hashed',
    async () => {
      const known = await publicPictures();
      const random = seededRandom(12);
      const quiz: Quiz = await startQuiz(t, bot, { mode: 'challenge' });
      let matched = 0;
      let correct = 0;
      let answered = 0;
      // As many as fit in the minute at a person's pace.
      const inTime = Math.floor((CHALLENGE.seconds * 1000) / (CHALLENGE.minAnswerMs + 20));
      for (const question of quiz.questions.slice(0, inTime)) {
        // At a person's pace, so the time floor is not what stops it here: the pictures are.
        time.advance(CHALLENGE.minAnswerMs + 20);
        const votes = new Map<number, number>();
        for (const url of Object.values(question.pictures)) {
          const response = await t.app.inject({ url, headers: { cookie: bot.cookie } });
          expect(response.statusCode).toBe(200);
          const print = fingerprints(response.rawPayload);
          for (const kind of Object.keys(known) as (keyof Fingerprints)[]) {
            for (const treeId of known[kind].get(print[kind]) ?? []) votes.set(treeId, (votes.get(treeId) ?? 0) + 1);
          }
        }
        const options = question.options.map((option) => option.tree_id);
        const recognised = options.filter((id) => votes.has(id));
        if (recognised.length > 0) matched++;
        const pick =
          recognised.sort((a, b) => (votes.get(b) ?? 0) - (votes.get(a) ?? 0))[0] ??
          (options[Math.floor(random() * options.length)] as number);
        const reply = await answer(t, bot, quiz.quiz_id, question.index, pick);
        expect(reply.status).toBe(200);
        answered++;
        if (reply.body.question.answer?.correct) correct++;
      }
      const accuracy = correct / answered;
      reportAttack({
        attack: 'bot matching public pictures',
        tried: answered,
        refused: answered - matched,
        figure: `accuracy ${Math.round(accuracy * 100)}% (chance 25%), ${matched} matched`,
        goal: 'chance, 0 matched',
        met: matched === 0 && accuracy < 0.4,
      });
      expect(answered).toBe(inTime);
      expect(matched).toBe(0);
      // Four options: a guesser expects 25%; 40% over 132 questions is far out of a guesser's reach.
      expect(accuracy).toBeLessThan(0.4);
    },
    BOT_GAME_MS,
  );

  it(
    "does no better than chance at a course unit's picture questions, which name the tree to find",
    async () => {
      const known = await publicPictures();
      const random = seededRandom(14);
      const learner = await createAccount(t, { name: 'Picture bot' });
      // Every unit open to it, so that it meets every tree's pictures.
      await arrangeUnitsDone(
        t,
        learner,
        t.app.course.units.map((unit) => unit.id),
      );
      // The prompt names the tree; the public catalog gives its id.
      const idOfName = new Map(t.app.trees.matching({}).map((tree) => [tree.tree_name_sci, tree.tree_id]));
      let matched = 0;
      let correct = 0;
      let answered = 0;
      for (const unit of t.app.course.units) {
        const quiz = await startQuiz(t, learner, { mode: 'practice', unit_id: unit.id });
        for (const question of quiz.questions.filter((q) => q.kind === 'picture')) {
          const wanted = idOfName.get(question.prompt?.tree_name_sci ?? '');
          const places: number[] = [];
          for (const [place, option] of (question.picture_options ?? []).entries()) {
            const response = await t.app.inject({ url: option.picture, headers: { cookie: learner.cookie } });
            expect(response.statusCode).toBe(200);
            const print = fingerprints(response.rawPayload);
            const named = (Object.keys(known) as (keyof Fingerprints)[]).flatMap((kind) => [
              ...(known[kind].get(print[kind]) ?? []),
            ]);
            // Matched when a fingerprint names the tree asked for. The server draws no picture with any
            // public drawing's skeleton, so a pod drawn for one tree never passes for another's either.
            if (wanted !== undefined && named.includes(wanted)) {
              matched++;
              places.push(place);
            }
          }
          const pick = places[0] ?? Math.floor(random() * 4);
          const reply = await call<{ question: Quiz['questions'][number] }>(
            t,
            learner,
            'POST',
            `/api/quizzes/${quiz.quiz_id}/questions/${question.index}/answer`,
            { option: pick },
          );
          expect(reply.status).toBe(200);
          answered++;
          if (reply.body.question.answer?.correct) correct++;
        }
      }
      const accuracy = correct / answered;
      reportAttack({
        attack: 'bot matching public pictures to picture questions',
        tried: answered,
        refused: answered,
        figure: `accuracy ${Math.round(accuracy * 100)}% (chance 25%), ${matched} pictures matched`,
        goal: 'chance, 0 matched',
        met: matched === 0 && accuracy < 0.4,
      });
      expect(answered).toBeGreaterThan(100);
      expect(matched).toBe(0);
      expect(accuracy).toBeLessThan(0.4);
    },
    BOT_GAME_MS,
  );
});
