import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions } from '../src/db/admin-schema.ts';
import { users } from '../src/db/auth-schema.ts';
import { openDatabase } from '../src/db/database.ts';
import { findUserByEmail, userStatus } from '../src/users/users-repository.ts';
import { run } from './helpers/server-process.ts';

const CLI = join(import.meta.dirname, '..', 'src', 'admin-cli.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'leafwise-admin-'));
const env = { DATA_DIR: dataDir };

beforeAll(async () => {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
  await database.db.insert(users).values({ id: 'u1', name: 'Ash', email: 'ash@example.com', emailVerified: true });
  await database.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function statusOf(email: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const row = await findUserByEmail(database.db, email);
    return row && userStatus(row);
  } finally {
    await database.close();
  }
}

describe('npm run admin', () => {
  it.each([
    ['grant', 'admin'],
    ['revoke', 'good'],
    ['ban', 'banned'],
    ['unban', 'good'],
  ])('%s makes the user %s', async (command, status) => {
    const cli = run(CLI, [command, 'ASH@example.com'], env);
    expect((await cli.exited).code).toBe(0);
    expect(cli.output()).toContain(`ash@example.com is now ${status}.`);
    expect(await statusOf('ash@example.com')).toBe(status);
  });

  it('records each change in the audit trail as the command line, and a refusal not at all', async () => {
    const refused = run(CLI, ['ban', 'nobody@example.com'], env);
    expect((await refused.exited).code).toBe(1);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const trail = await database.db.select().from(adminActions).orderBy(asc(adminActions.audit_id));
      expect(trail.map(({ action, target, target_id }) => [action, target, target_id])).toEqual(
        ['user.grant_admin', 'user.revoke_admin', 'user.ban', 'user.unban'].map((action) => [
          action,
          'Ash <ash@example.com>',
          'u1',
        ]),
      );
      for (const entry of trail) {
        expect(entry.origin).toBe('command line');
        expect(entry.actor).toMatch(/^command line \(.+@.+\)$/);
        expect(entry.actor_id).toBeNull();
      }
    } finally {
      await database.close();
    }
  });

  it('exits 1 naming an unknown e-mail address', async () => {
    const cli = run(CLI, ['grant', 'nobody@example.com'], env);
    expect((await cli.exited).code).toBe(1);
    expect(cli.output()).toContain('No account has the e-mail address nobody@example.com.');
  });

  it('exits 2 with the usage for an unknown command', async () => {
    const cli = run(CLI, ['promote', 'ash@example.com'], env);
    expect((await cli.exited).code).toBe(2);
    expect(cli.output()).toContain('usage: npm run admin -- grant|revoke|ban|unban <email>');
  });
});
