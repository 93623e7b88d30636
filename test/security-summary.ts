import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ATTACK_REPORT_DIR, type AttackRow } from '../server/test/security/attack-report.ts';

/**
 * Vitest global setup for the security project: starts with no rows, and once every attack has
 * run prints them as one table (tried / refused / figure / goal), so `npm test` shows the figures.
 */
export default function setup() {
  rmSync(ATTACK_REPORT_DIR, { recursive: true, force: true });
  mkdirSync(ATTACK_REPORT_DIR, { recursive: true });
  return () => {
    const rows = readdirSync(ATTACK_REPORT_DIR)
      .sort()
      .map(
        (file) => JSON.parse(readFileSync(join(ATTACK_REPORT_DIR, file), 'utf8')) as AttackRow & { database: string },
      );
    if (rows.length === 0) return;
    const header = ['attack', 'db', 'tried', 'refused', 'figure', 'goal', 'met'];
    const body = rows.map((r) => [
      r.attack,
      r.database,
      String(r.tried),
      String(r.refused),
      r.figure,
      r.goal,
      r.met ? 'yes' : 'NO',
    ]);
    const widths = header.map((title, i) => Math.max(title.length, ...body.map((row) => (row[i] ?? '').length)));
    const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
    const out = [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)];
    process.stdout.write(`\nSecurity: attacks tried against the app\n${out.join('\n')}\n\n`);
  };
}
