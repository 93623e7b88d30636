import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where each security test leaves its rows for the summary table (security-summary.ts prints it). */
export const ATTACK_REPORT_DIR = join(import.meta.dirname, '../../../node_modules/.cache/leafwise-security');

export type AttackRow = {
  /** What the attacker tried, in a few words. */
  attack: string;
  /** Attempts made. */
  tried: number;
  /** Attempts the app refused or made worthless. */
  refused: number;
  /** The figure the attack is judged by, e.g. "accuracy 24% (chance 25%)". */
  figure: string;
  /** The goal, e.g. "chance", "0", "<= 10". */
  goal: string;
  met: boolean;
};

/** Records one row; a test calls it once it has measured the attack, pass or fail. */
export function reportAttack(row: AttackRow): void {
  mkdirSync(ATTACK_REPORT_DIR, { recursive: true });
  const file = `${row.attack.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${process.pid}-${Date.now()}.json`;
  writeFileSync(join(ATTACK_REPORT_DIR, file), JSON.stringify({ ...row, database: process.env.TEST_DB ?? '' }));
}
