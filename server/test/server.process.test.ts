import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAIN, run, startServer } from './helpers/server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'leafwise-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Tree = { tree_id: number; tree_name_sci: string };
// The whole catalog, 150 trees at a time (the route's largest limit), each call excluding those seen.
async function allTrees(url: string): Promise<Tree[]> {
  const seen: Tree[] = [];
  for (;;) {
    const exclude = seen.length > 0 ? `&exclude_ids=${seen.map((tree) => tree.tree_id).join(',')}` : '';
    const response = await fetch(`${url}/api/trees/incorrect-options?limit=150${exclude}`);
    const { trees } = (await response.json()) as { trees: Tree[] };
    if (trees.length === 0) return seen;
    seen.push(...trees);
  }
}

// Three server starts in a row: allow for a machine busy with other test files.
describe('the server process on the embedded database', { timeout: 60_000 }, () => {
  it('starts, refuses a second process on the same data directory, stops cleanly, and keeps its data', async () => {
    const first = await startServer({ DATA_DIR: dataDir });
    const before = await allTrees(first.url);
    expect(before.length).toBeGreaterThanOrEqual(170);

    const second = run(MAIN, [], { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' });
    expect((await second.exited).code).toBe(1);
    expect(second.output()).toContain(`The data directory ${dataDir} is in use by another Leafwise process`);

    first.child.kill('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dataDir, 'leafwise.lock'))).toBe(false);

    const again = await startServer({ DATA_DIR: dataDir });
    const after = await allTrees(again.url);
    const byName = (trees: Tree[]) => new Map(trees.map((tree) => [tree.tree_name_sci, tree.tree_id]));
    expect(byName(after)).toEqual(byName(before));
    again.child.kill('SIGINT');
    expect((await again.exited).code).toBe(0);
  });

  it('refuses to start with a bad variable, naming it', async () => {
    const bad = run(MAIN, [], { DATA_DIR: dataDir, PORT: 'eighty' });
    expect((await bad.exited).code).toBe(1);
    expect(bad.output()).toContain('PORT: must be a port number from 0 to 65535');
  });
});
