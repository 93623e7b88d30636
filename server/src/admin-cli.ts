// npm run admin -- grant|revoke|ban|unban <email>: changes a user's role or ban from the shell.
// On the embedded database the server must be stopped first: one process owns a data directory.
import { CatalogError } from '@leafwise/catalog';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/database.ts';
import { findUserByEmail, updateUser, userStatus } from './users/users-repository.ts';

const CHANGES = {
  grant: { role: 'admin' },
  revoke: { role: 'user' },
  ban: { banned: true },
  unban: { banned: false },
} as const;
const USAGE = 'usage: npm run admin -- grant|revoke|ban|unban <email>';

const [command, email, ...rest] = process.argv.slice(2);
if (!command || !(command in CHANGES) || !email || rest.length > 0) {
  console.error(USAGE);
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  try {
    await database.migrate();
    const user = await findUserByEmail(database.db, email);
    if (!user) {
      console.error(`No account has the e-mail address ${email}.`);
      process.exitCode = 1;
    } else {
      const row = await updateUser(database.db, user.id, CHANGES[command as keyof typeof CHANGES]);
      console.log(`${row?.email} is now ${row ? userStatus(row) : 'gone'}.`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  const known = [ConfigError, DataDirLockedError, CatalogError].some((kind) => error instanceof kind);
  console.error(known ? (error as Error).message : error);
  process.exitCode = 1;
}
