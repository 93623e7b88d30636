import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { probe } from './fixtures/probe-table.ts';
import { run } from './helpers/server-process.ts';

const WRITER = join(import.meta.dirname, 'fixtures', 'write-stream.ts');
const ROUNDS = 5;
const dataDir = mkdtempSync(join(tmpdir(), 'leafwise-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the writer until it has acknowledged `count` inserts, then kills it with SIGKILL. */
async function writeThenKill(from: number, count: number): Promise<number[]> {
  const writer = run(WRITER, [dataDir, String(from)], {});
  const acknowledged: number[] = [];
  let buffer = '';
  await new Promise<void>((resolve, reject) => {
    writer.child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) if (/^\d+$/.test(line)) acknowledged.push(Number(line));
      if (acknowledged.length >= count) {
        writer.child.kill('SIGKILL');
        resolve();
      }
    });
    writer.exited.then(() => reject(new Error(`writer exited by itself:\n${writer.output()}`)));
  });
  expect((await writer.exited).signal).toBe('SIGKILL');
  return acknowledged;
}

describe('PGlite data directory after SIGKILL', () => {
  it(`keeps every acknowledged write and stays healthy, ${ROUNDS} times over`, { timeout: 120_000 }, async () => {
    const written: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Kill at a different point each round; ids start afresh because a write may commit unacknowledged.
      written.push(...(await writeThenKill(round * 100_000 + 1, 40 + round * 37)));

      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        const rows = await database.db.select({ id: probe.id }).from(probe);
        const present = new Set(rows.map((row) => row.id));
        expect(written.filter((id) => !present.has(id))).toEqual([]);
        // Healthy: migrations are intact and it still takes writes.
        await database.migrate();
        await database.db.insert(probe).values({ id: -1 - round, note: 'after recovery' });
        expect(await database.db.$count(probe)).toBeGreaterThanOrEqual(written.length + round + 1);
      } finally {
        await database.close();
      }
    }
  });
});
