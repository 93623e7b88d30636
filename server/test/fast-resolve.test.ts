import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// main.ts registers fast-resolve.ts before the server loads: it must resolve exactly as Node does.
describe("the start's resolve hook (fast-resolve.ts)", () => {
  it('resolves every installed module the server loads to the file and format Node would', () => {
    const script = join(import.meta.dirname, 'fixtures', 'compare-resolve.ts');
    const printed = execFileSync(process.execPath, [script], { encoding: 'utf8', timeout: 60_000 });
    const { answered, disagreements } = JSON.parse(printed.trim().split('\n').at(-1) ?? '{}') as {
      answered: number;
      disagreements: string[];
    };
    expect(disagreements).toEqual([]);
    // drizzle-orm's own imports alone are about a hundred: the hook is really in the way.
    expect(answered).toBeGreaterThan(300);
  });
});
