import { TreeCountsSchema } from '@leafwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSpecies } from './helpers/factories.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Deciduous and evergreen at each level: 3 + 1 at Sapling, 2 + 2 at Veteran, 1 + 3 at Ancient.
const catalog = (
  [
    [1, 'deciduous', 3],
    [1, 'evergreen', 1],
    [2, 'deciduous', 2],
    [2, 'evergreen', 2],
    [3, 'deciduous', 1],
    [3, 'evergreen', 3],
  ] as const
).flatMap(([level, type, count]) => Array.from({ length: count }, () => makeSpecies({ level, type })));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(catalog);
});
afterAll(() => t.app.close());

describe('GET /api/trees/counts', () => {
  it('counts the trees at or below each level, per type and for all trees, for anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/trees/counts' });
    expect(response.statusCode).toBe(200);
    const { counts } = TreeCountsSchema.parse(response.json());
    expect(counts).toEqual([
      { level: 1, type: null, trees: 4 },
      { level: 1, type: 'deciduous', trees: 3 },
      { level: 1, type: 'evergreen', trees: 1 },
      { level: 2, type: null, trees: 8 },
      { level: 2, type: 'deciduous', trees: 5 },
      { level: 2, type: 'evergreen', trees: 3 },
      { level: 3, type: null, trees: 12 },
      { level: 3, type: 'deciduous', trees: 6 },
      { level: 3, type: 'evergreen', trees: 6 },
    ]);
  });

  it('agrees with the number of questions a test of more trees than match is given', async () => {
    const { counts } = TreeCountsSchema.parse((await t.app.inject({ url: '/api/trees/counts' })).json());
    for (const { level, type, trees } of counts) {
      const sample = await t.app.inject({ url: `/api/trees?level=${level}&limit=100${type ? `&type=${type}` : ''}` });
      expect(sample.json().trees).toHaveLength(trees);
    }
  });

  it('refuses a parameter it does not take, by name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/trees/counts?level=1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: 'unknown parameter: level' });
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/trees/counts'].get.summary).toMatch(/How many trees/);
  });
});
