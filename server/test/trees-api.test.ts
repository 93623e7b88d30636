import type { Tree } from '@leafwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSpecies } from './helpers/factories.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// 12 species: 4 per level, 2 deciduous and 2 evergreen at each; and a 13th, renamed.
const catalog = [1, 2, 3].flatMap((level) =>
  (['deciduous', 'deciduous', 'evergreen', 'evergreen'] as const).map((type) =>
    makeSpecies({ level: level as 1 | 2 | 3, type }),
  ),
);
// One renamed species, whose old name is still the familiar one (docs/catalog.md, "Names").
catalog.push(
  makeSpecies({
    level: 3,
    name_sci: 'Renamedus novus',
    synonyms: [
      { name: 'Testus oldname', familiar: true },
      { name: 'Testus older', familiar: false },
    ],
  }),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(catalog);
});
afterAll(() => t.app.close());

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as { trees: Tree[]; msg?: string } };
}

describe('GET /api/trees', () => {
  it('answers a sample of distinct trees at or below the level, in the API shape', async () => {
    const { status, body } = await get('/api/trees?level=2&limit=8');
    expect(status).toBe(200);
    expect(body.trees).toHaveLength(8);
    expect(new Set(body.trees.map((tree) => tree.tree_id)).size).toBe(8);
    expect(body.trees.every((tree) => tree.level <= 2)).toBe(true);
    expect(Object.keys(body.trees[0] as Tree).sort()).toEqual(
      [
        'bark_description',
        'bud_description',
        'form_description',
        'leaf_description',
        'level',
        'seed_description',
        'slug',
        'tree_id',
        'tree_img_bark',
        'tree_img_bud',
        'tree_img_form',
        'tree_img_leaf',
        'tree_img_seed',
        'tree_name_common',
        'tree_name_sci',
        'type',
      ].sort(),
    );
  });

  it('gives every slot, the whole tree too, a drawing served as SVG, cached for good at its current version', async () => {
    const [tree] = (await get('/api/trees?level=1&limit=1')).body.trees;
    for (const slot of ['leaf', 'bark', 'bud', 'seed', 'form'] as const) {
      const url = tree?.[`tree_img_${slot}`] ?? '';
      expect(url).toMatch(new RegExp(`^/api/illustrations/${tree?.tree_id}/${slot}\\.svg\\?v=[\\w-]+$`));
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toMatch(/^<svg[^>]*viewBox="0 0 240 240"/);
    }
    // An old or missing version is still answered, but not cached.
    const stale = await t.app.inject({ url: `/api/illustrations/${tree?.tree_id}/leaf.svg?v=old` });
    expect(stale.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/api/illustrations/999999/leaf.svg', 404],
    ['/api/illustrations/abc/leaf.svg', 404],
    ['/api/illustrations/Abc_1/leaf.svg', 400],
    ['/api/illustrations/1/flower.svg', 400],
    ['/api/illustrations/1/leaf.png', 400],
    ['/api/illustrations/1/leaf.svg?size=big', 400],
  ])('answers %s with %i { msg }', async (url, status) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toHaveProperty('msg');
  });

  it("shows a renamed species' familiar old name beside the accepted one, and nothing where there is none", async () => {
    const { body } = await get('/api/trees?level=3&limit=50');
    const renamed = body.trees.find((tree) => tree.tree_name_sci === 'Renamedus novus');
    expect(renamed?.tree_name_synonym).toBe('Testus oldname');
    const plain = body.trees.filter((tree) => tree !== renamed);
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.every((tree) => !('tree_name_synonym' in tree))).toBe(true);
  });

  it('defaults the limit to 10 and returns all when fewer match', async () => {
    expect((await get('/api/trees?level=3')).body.trees).toHaveLength(10);
    expect((await get('/api/trees?level=1&limit=100')).body.trees).toHaveLength(4);
  });

  it('filters by type', async () => {
    const { body } = await get('/api/trees?level=3&limit=100&type=evergreen');
    expect(body.trees).toHaveLength(6);
    expect(body.trees.every((tree) => tree.type === 'evergreen')).toBe(true);
  });

  it.each([
    ['level=0', 'level'],
    ['level=4', 'level'],
    ['level=abc', 'level'],
    ['', 'level is required'],
    ['level=1.5', 'level'],
    ['level=1&level=2', 'level'],
    ['level=1&limit=0', 'limit'],
    ['level=1&limit=101', 'limit'],
    ['level=1&limit=-1', 'limit'],
    ['level=1&limit=x', 'limit'],
    ['level=1&type=fruit', 'type'],
    ['level=1&type=Deciduous', 'type'],
    ['level=1&colour=red', 'unknown parameter: colour'],
  ])('refuses %s with a 400 naming %s', async (query, named) => {
    const { status, body } = await get(`/api/trees?${query}`);
    expect(status).toBe(400);
    expect(body.msg).toContain(named);
  });
});

describe('GET /api/trees/incorrect-options', () => {
  it('answers trees of any level, none of them excluded', async () => {
    const all = (await get('/api/trees?level=3&limit=100')).body.trees.map((tree) => tree.tree_id);
    const excluded = all.slice(0, 3);
    const { status, body } = await get(`/api/trees/incorrect-options?exclude_ids=${excluded.join(',')}&limit=100`);
    expect(status).toBe(200);
    expect(body.trees.map((tree) => tree.tree_id).sort()).toEqual(all.slice(3).sort());
  });

  it('keeps to the type and the limit', async () => {
    const { body } = await get('/api/trees/incorrect-options?limit=2&type=deciduous');
    expect(body.trees).toHaveLength(2);
    expect(body.trees.every((tree) => tree.type === 'deciduous')).toBe(true);
  });

  it('allows the pool a 50-tree test needs, and no more', async () => {
    expect((await get('/api/trees/incorrect-options?limit=150')).status).toBe(200);
    expect((await get('/api/trees/incorrect-options?limit=151')).status).toBe(400);
  });

  it.each([
    ['exclude_ids=1,x', 'exclude_ids'],
    ['exclude_ids=,', 'exclude_ids'],
    ['exclude_ids=1,,2', 'exclude_ids'],
    ['exclude_ids=-1', 'exclude_ids'],
    ['exclude_ids=', 'exclude_ids'],
    ['limit=0', 'limit'],
    ['type=fungi', 'type'],
    ['level=2', 'unknown parameter: level'],
  ])('refuses %s with a 400 naming %s', async (query, named) => {
    const { status, body } = await get(`/api/trees/incorrect-options?${query}`);
    expect(status).toBe(400);
    expect(body.msg).toContain(named);
  });
});

describe('when nothing matches', () => {
  let empty: TestApp;
  beforeAll(async () => {
    empty = await createTestApp([makeSpecies({ level: 3, type: 'evergreen' })]);
  });
  afterAll(() => empty.app.close());

  it('answers 404 with the catalogue message', async () => {
    const response = await empty.app.inject({ url: '/api/trees?level=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: 'No trees found for the given criteria.' });
  });
});
