import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Course } from '@leafwise/catalog';
import { photoSrcSets, type Quiz } from '@leafwise/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../src/db/schema.ts';
import { removePhoto } from '../src/photos/photos-repository.ts';
import { type Account, createAccount } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { STORED_PHOTO, storePhoto, TEST_ACTOR } from './helpers/photos.ts';
import { call, startQuiz, storedQuestions } from './helpers/quizzes.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Every species has a photo of its leaf and bark, none of its buds or seed.
const catalog = Array.from({ length: 12 }, () => makeSpecies({ level: 3 }));
// One unit of four of them, practising the leaf: its picture questions show four leaf photos.
const lesson = ['A unit of test trees, to see how a picture question shows photos of four of them at once.'];
const course: Course = {
  units: [
    {
      id: 'test-leaves',
      kind: 'lesson',
      title: 'Test leaves',
      level: 3,
      focus: 'leaf',
      lesson,
      trees: catalog.slice(0, 4).map((entry) => entry.slug),
    },
  ],
};
let t: TestApp;
let me: Account;
const photoFiles = new Map<number, Set<string>>();
beforeAll(async () => {
  t = await createTestApp(catalog, {
    course,
    seed: async (database, media) => {
      const rows = await database.db.query.trees.findMany();
      for (const row of rows) {
        for (const slot of ['leaf', 'bark'] as const) {
          const photo = await storePhoto(database.db, media, { treeId: row.tree_id, slot });
          photoFiles.set(photo.photo_id, new Set(photo.variants.map((variant) => variant.file)));
        }
      }
    },
  });
  me = await createAccount(t);
});
afterAll(() => t.app.close());

describe('quiz pictures with photos', () => {
  it("shows a slot's photo, cut anew for the question, under the quiz's own URL, at every width and format, and the drawing elsewhere", async () => {
    const quiz = await startQuiz(t, me, { mode: 'test', level: 3, tree_count: 10 });
    const stored = await storedQuestions(t, quiz.quiz_id);
    for (const question of quiz.questions) {
      const base = `/api/quizzes/${quiz.quiz_id}/questions/${question.index}`;
      expect(question.pictures).toEqual({
        leaf: `${base}/leaf-1280.webp`,
        bark: `${base}/bark-1280.webp`,
        bud: `${base}/bud.svg`,
        seed: `${base}/seed.svg`,
      });
      const choice = stored[question.index]?.pictures.leaf;
      expect(choice?.kind).toBe('photo');
      const own = photoFiles.get(choice?.kind === 'photo' ? choice.photo_id : 0);
      const sources = photoSrcSets(question.pictures.leaf ?? '');
      const urls = [sources?.avif, sources?.webp].flatMap((set) =>
        set?.split(', ').map((entry) => entry.split(' ')[0]),
      );
      expect(urls).toHaveLength(6);
      for (const url of urls) {
        const response = await t.app.inject({ url, headers: { cookie: me.cookie } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^image\/(webp|avif)$/);
        expect(response.headers['cache-control']).toBe('private, max-age=86400');
        const { width = 0, exif } = await sharp(response.rawPayload).metadata();
        const asked = Number(/-(\d+)\./.exec(url ?? '')?.[1]);
        // Cut a little from each side of the stored photo, never wider than asked.
        expect(width).toBeLessThanOrEqual(asked);
        expect(width).toBeGreaterThanOrEqual(Math.min(asked, STORED_PHOTO.width) * 0.8);
        expect(exif).toBeUndefined();
        // The question's own cut: never the bytes of any stored file, and the same on a reload.
        for (const file of own ?? []) {
          expect(response.rawPayload.equals(await readFile(join(t.app.media.dir, file)))).toBe(false);
        }
        const again = await t.app.inject({ url, headers: { cookie: me.cookie } });
        expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
        expect(url).not.toMatch(/[0-9a-f]{32}/);
      }
    }
  });

  it('refuses a width or format the photo is not stored at, and the drawing name for a photo slot', async () => {
    const quiz = await startQuiz(t, me, { mode: 'test', level: 3, tree_count: 10 });
    const base = `/api/quizzes/${quiz.quiz_id}/questions/0`;
    const get = (url: string) => t.app.inject({ url: `${base}/${url}`, headers: { cookie: me.cookie } });
    expect((await get('leaf-640.avif')).statusCode).toBe(200);
    expect((await get('leaf-500.webp')).statusCode).toBe(404);
    expect((await get('leaf.svg')).statusCode).toBe(404);
    expect((await get('bud-640.webp')).statusCode).toBe(404);
    expect((await get('bud.svg')).statusCode).toBe(200);
  });

  it("shows each picture question's option as a photo cut for that option, never the stored file", async () => {
    const quiz = await startQuiz(t, me, { mode: 'practice', unit_id: 'test-leaves' });
    const stored = await storedQuestions(t, quiz.quiz_id);
    const question = quiz.questions.find((q) => q.kind === 'picture');
    const options = question?.picture_options ?? [];
    expect(options).toHaveLength(4);
    const cuts: Buffer[] = [];
    for (const [place, option] of options.entries()) {
      expect(option.picture).toBe(
        `/api/quizzes/${quiz.quiz_id}/questions/${question?.index}/options/${place}/leaf-1280.webp`,
      );
      const choice = stored[question?.index ?? 0]?.option_pictures?.[place]?.leaf;
      const url = option.picture.replace('-1280.webp', '-640.webp');
      const response = await t.app.inject({ url, headers: { cookie: me.cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      for (const file of photoFiles.get(choice?.kind === 'photo' ? choice.photo_id : 0) ?? []) {
        expect(response.rawPayload.equals(await readFile(join(t.app.media.dir, file)))).toBe(false);
      }
      cuts.push(response.rawPayload);
    }
    // Four trees, four photos, each its own cut.
    expect(new Set(cuts.map((cut) => cut.toString('base64'))).size).toBe(4);
  });

  it('shows photos on the trees to study in training', async () => {
    const quiz = await startQuiz(t, me, { mode: 'training' });
    for (const tree of quiz.study ?? []) {
      expect(tree.tree_img_leaf).toMatch(/^\/media\/[0-9a-f]{32}-1280\.webp$/);
      expect(tree.tree_img_bark).toMatch(/^\/media\/[0-9a-f]{32}-1280\.webp$/);
      expect(tree.tree_img_bud).toMatch(/^\/api\/illustrations\//);
    }
    const { body } = await call<{ quiz: Quiz }>(t, me, 'GET', `/api/quizzes/${quiz.quiz_id}`);
    expect(body.quiz.questions[0]?.pictures).toEqual({
      leaf: `/api/quizzes/${quiz.quiz_id}/questions/0/leaf-1280.webp`,
    });
  });
});

describe('a photo taken down', () => {
  it('is shown as its drawing in a question already open, and never cut again', async () => {
    const quiz = await startQuiz(t, me, { mode: 'test', level: 3, tree_count: 10 });
    const stored = await storedQuestions(t, quiz.quiz_id);
    const index = 0;
    const choice = stored[index]?.pictures.leaf;
    if (choice?.kind !== 'photo') throw new Error('the question shows no leaf photo');
    const url = `/api/quizzes/${quiz.quiz_id}/questions/${index}/leaf-640.webp`;
    const before = await t.app.inject({ url, headers: { cookie: me.cookie } });
    expect(before.headers['content-type']).toBe('image/webp');

    await removePhoto(t.database.db, t.app.media, choice.photo_id, TEST_ACTOR);

    for (const asked of [url, url.replace('-640.webp', '-1280.avif')]) {
      // On PostgreSQL the change feed's notice takes a moment to arrive.
      await expect
        .poll(async () => (await t.app.inject({ url: asked, headers: { cookie: me.cookie } })).headers['content-type'])
        .toBe('image/svg+xml; charset=utf-8');
      const after = await t.app.inject({ url: asked, headers: { cookie: me.cookie } });
      expect(after.statusCode).toBe(200);
      expect(after.body).toMatch(/^<svg/);
    }
  });

  it('is not served even where its files outlived its row (a crash between the two)', async () => {
    const [tree] = await t.database.db.query.trees.findMany({ limit: 1 });
    const photo = await storePhoto(t.database.db, t.app.media, { treeId: tree?.tree_id as number, slot: 'seed' });
    const file = photo.variants[0]?.file as string;
    // On PostgreSQL the change feed's notice takes a moment to arrive.
    await expect.poll(async () => (await t.app.inject({ url: `/media/${file}` })).statusCode).toBe(200);

    // The row goes behind the app's back; the files stay on disk.
    await t.database.db.delete(photos).where(eq(photos.photo_id, photo.photo_id));
    await expect.poll(async () => (await t.app.inject({ url: `/media/${file}` })).statusCode).toBe(404);
    expect(await readdir(t.app.media.dir)).toContain(file);
  });
});
