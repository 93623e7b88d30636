import { PUBLIC_SPECIMENS } from '@leafwise/catalog';
import { DRAWING_SPECIMENS, type Quiz, REVIEW, TREE_SLOTS, type Tree } from '@leafwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { call, startQuiz, storedQuestions } from './helpers/quizzes.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The pictures (docs/pictures.md) through the real app: the whole tree as a fifth slot, the public specimens
 * (`?n=`), the enlarged view's detail (`?detail=high`), and quiz drawings that are never the same
 * twice for one species. The drawings themselves change as they are redrawn, so nothing here
 * reads their bytes beyond "an SVG".
 */
const catalog = [1, 2, 3].flatMap((level) =>
  Array.from({ length: 8 }, (_, i) =>
    makeSpecies({ level: level as 1 | 2 | 3, type: i % 2 === 0 ? 'deciduous' : 'evergreen' }),
  ),
);

let t: TestApp;
let me: Account;
let tree: Tree;
beforeAll(async () => {
  t = await createTestApp(catalog);
  me = await createAccount(t);
  const response = await t.app.inject({ url: '/api/trees?level=1&limit=1' });
  tree = (response.json() as { trees: Tree[] }).trees[0] as Tree;
});
afterAll(() => t.app.close());

const get = (url: string, who: Account | null = null) =>
  t.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });

describe('the whole tree (form)', () => {
  it('is a fifth picture of every tree, after the four parts, served as a drawing', async () => {
    const keys = Object.keys(tree).filter((key) => key.startsWith('tree_img_'));
    expect(keys).toEqual(TREE_SLOTS.map((slot) => `tree_img_${slot}`));
    expect(tree.tree_img_form).toMatch(new RegExp(`^/api/illustrations/${tree.tree_id}/form\\.svg\\?v=[\\w-]+$`));
    const response = await get(tree.tree_img_form ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toMatch(/^<svg/);
    expect(response.body).toContain('Whole tree of');
  });

  it('comes with the other pictures wherever trees are listed', async () => {
    const response = await get('/api/trees?level=3&limit=100');
    const trees = (response.json() as { trees: Tree[] }).trees;
    expect(trees).toHaveLength(catalog.length);
    expect(trees.every((each) => each.tree_img_form?.includes('/form.svg?v='))).toBe(true);
  });
});

describe("a drawing by the species' slug", () => {
  it('is the same drawing as by its id (the plates shuffle by slug), and an unknown slug is a 404', async () => {
    const byId = await get(`/api/illustrations/${tree.tree_id}/bark.svg?n=2`);
    const bySlug = await get(`/api/illustrations/${tree.slug}/bark.svg?n=2`);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.body).toBe(byId.body);
    expect((await get('/api/illustrations/no-such-tree/bark.svg')).statusCode).toBe(404);
  });

  it.each(['Quercus_robur', '0', '-oak', `${'a'.repeat(81)}`])('refuses %s as a tree with a 400', async (name) => {
    const response = await get(`/api/illustrations/${name}/leaf.svg`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: expect.stringContaining("tree id or a species' slug") });
  });
});

describe('the OpenAPI document', () => {
  it('says so: tree_img_form on a tree, n and detail on the drawings, form on a test', async () => {
    const text = (await get('/api/openapi.json')).body;
    const doc = JSON.parse(text) as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    expect(text).toContain('"tree_img_form"');
    const query = (path: string) =>
      (doc.paths[path]?.get?.parameters ?? []).filter((each) => each.in === 'query').map((each) => each.name);
    expect(query('/api/illustrations/{treeId}/{slot}')).toEqual(expect.arrayContaining(['v', 'n', 'detail']));
    expect(query('/api/quizzes/{quizId}/questions/{index}/{picture}')).toEqual(['detail']);
    expect(text).toMatch(/"form":\{"type":"boolean"/);
  });
});

describe('public specimens (?n=)', () => {
  it('are as many as the catalog draws', () => {
    expect(DRAWING_SPECIMENS).toBe(PUBLIC_SPECIMENS);
  });

  it(`serves each of the ${DRAWING_SPECIMENS} specimens of every slot, cached for good at the current version`, async () => {
    for (const slot of TREE_SLOTS) {
      const url = tree[`tree_img_${slot}`] as string;
      const bodies = new Set<string>();
      for (let n = 0; n < DRAWING_SPECIMENS; n++) {
        const response = await get(`${url}&n=${n}`);
        expect(response.statusCode, `${slot} n=${n}`).toBe(200);
        expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.body).toMatch(/^<svg/);
        bodies.add(response.body);
      }
      // Other trees of the species: not one picture six times.
      expect(bodies.size, slot).toBeGreaterThan(1);
      // n=0 is the picture the tree's URL names.
      expect((await get(`${url}&n=0`)).body).toBe((await get(url)).body);
    }
  });

  it('keeps a stale version uncached, whatever the specimen', async () => {
    const response = await get(`/api/illustrations/${tree.tree_id}/leaf.svg?v=old&n=3`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['n=6', 'n=-1', 'n=1.5', 'n=1e0', 'n=%201', 'n=', 'n=x', 'n=99999999999999999999', 'n=1&n=2'])(
    'refuses %s with a 400 that names n',
    async (query) => {
      const response = await get(`/api/illustrations/${tree.tree_id}/bark.svg?${query}`);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { msg: string }).msg).toMatch(/\bn\b/);
    },
  );
});

describe('detail (?detail=high)', () => {
  it('serves every slot and specimen at high detail, cached as the normal ones are', async () => {
    for (const slot of TREE_SLOTS) {
      const url = tree[`tree_img_${slot}`] as string;
      for (const query of ['&detail=high', '&detail=high&n=4', '&detail=normal']) {
        const response = await get(url + query);
        expect(response.statusCode, `${slot}${query}`).toBe(200);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.body).toMatch(/^<svg/);
      }
    }
  });

  it.each(['detail=HIGH', 'detail=', 'detail=max', 'detail=high&detail=high'])(
    'refuses %s with a 400 that names detail',
    async (query) => {
      const response = await get(`/api/illustrations/${tree.tree_id}/leaf.svg?${query}`);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { msg: string }).msg).toMatch(/detail/);
    },
  );
});

describe('quiz pictures', () => {
  it('show the whole tree as a fifth picture when a test asks for it, and only then', async () => {
    const withForm = await startQuiz(t, me, { mode: 'test', level: 3, tree_count: 10, form: true });
    const without = await startQuiz(t, me, { mode: 'test', level: 3, tree_count: 10 });
    for (const question of withForm.questions) {
      expect(Object.keys(question.pictures).sort()).toEqual(['bark', 'bud', 'form', 'leaf', 'seed']);
      expect(question.pictures.form).toBe(`/api/quizzes/${withForm.quiz_id}/questions/${question.index}/form.svg`);
    }
    for (const question of without.questions) expect(question.pictures.form).toBeUndefined();

    const [first] = withForm.questions;
    const right = t.app.trees.get((await storedQuestions(t, withForm.quiz_id))[0]?.tree_id ?? 0) as Tree;
    const response = await get(first?.pictures.form ?? '', me);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.body).toMatch(/^<svg/);
    // Titled by its slot alone, and not the public drawing.
    expect(response.body).not.toContain(right.tree_name_common);
    expect(response.body).not.toBe((await get(right.tree_img_form ?? '')).body);
    // A test without the form has no form picture to give.
    expect((await get(`/api/quizzes/${without.quiz_id}/questions/0/form.svg`, me)).statusCode).toBe(404);
  });

  it('may pick the whole tree as the one picture of a question', async () => {
    const shown: string[][] = [];
    for (let i = 0; i < 3; i++) {
      const quiz = await startQuiz(t, me, { mode: 'test', level: 3, tree_count: 20, form: true, slots: 'one' });
      shown.push(...quiz.questions.map((question) => Object.keys(question.pictures)));
    }
    expect(shown.every((slots) => slots.length === 1)).toBe(true);
    // 60 draws among five slots: none of them the form one time in 700,000 (0.8^60).
    expect(shown.flat()).toContain('form');
  });

  it.each([{ form: 'yes' }, { form: 1 }, { form: null }])('refuses a test started with %o', async (extra) => {
    const { status, body } = await call(t, me, 'POST', '/api/quizzes', {
      mode: 'test',
      level: 1,
      tree_count: 10,
      ...extra,
    });
    expect(status).toBe(400);
    expect(body.msg).toMatch(/form/);
  });

  it('serves a question drawing at high detail, and refuses another detail', async () => {
    const quiz = await startQuiz(t, me, { mode: 'test', level: 2, tree_count: 10, form: true });
    for (const url of Object.values(quiz.questions[0]?.pictures ?? {})) {
      const response = await get(`${url}?detail=high`, me);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('private, max-age=86400');
      expect(response.body).toMatch(/^<svg/);
    }
    const wrong = await get(`${quiz.questions[0]?.pictures.leaf}?detail=huge`, me);
    expect(wrong.statusCode).toBe(400);
    expect((wrong.json() as { msg: string }).msg).toMatch(/detail/);
    expect((await get(`${quiz.questions[0]?.pictures.leaf}?n=1`, me)).statusCode).toBe(400);
  });

  it('never shows one species the same drawing twice in a row', async () => {
    const [a, b] = catalog
      .slice(0, 2)
      .map((entry) => t.app.trees.matching({}).find((x) => x.tree_name_sci === entry.name_sci));
    const drill: Quiz = await startQuiz(t, me, { mode: 'review', tree_ids: [a?.tree_id, b?.tree_id] });
    expect(drill.questions).toHaveLength(REVIEW.drillQuestions);
    const stored = await storedQuestions(t, drill.quiz_id);
    const last = new Map<string, string>();
    let repeats = 0;
    for (const question of drill.questions) {
      const treeId = stored[question.index]?.tree_id;
      for (const [slot, url] of Object.entries(question.pictures)) {
        const body = (await get(url, me)).body;
        expect(body).toMatch(/^<svg/);
        const key = `${treeId}/${slot}`;
        if (last.has(key)) {
          repeats++;
          expect(body, `${key} at question ${question.index}`).not.toBe(last.get(key));
        }
        last.set(key, body);
      }
    }
    // Each of the two trees came up more than once, so the check above ran.
    expect(repeats).toBeGreaterThan(0);
  });
});
