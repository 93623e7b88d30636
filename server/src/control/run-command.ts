import { type Config, ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError, lockHolder } from '../db/data-dir-lock.ts';
import type { Db } from '../db/database.ts';
import type { Report } from './command.ts';
import type { ArgsOf, CommandName } from './commands.ts';
import { sendCommand } from './control-client.ts';
import { ControlChannelError, controlSocketPath, NobodyListeningError } from './protocol.ts';

const terminal: Report = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  // Ctrl-C ends the whole process, command and all.
  signal: new AbortController().signal,
};

/**
 * Runs a CLI command and sets the exit code. With PostgreSQL, or an embedded database nobody
 * holds, it opens the database itself; when a server holds the embedded one (decision 001), the
 * server runs the command for it through the control socket.
 */
export async function runCommand<Name extends CommandName>(
  name: Name,
  args: ArgsOf<Name> & Record<string, unknown>,
  { seed }: { seed?: (db: Db) => Promise<void> } = {},
): Promise<void> {
  try {
    const config = loadConfig();
    const holder = config.DATABASE_URL ? undefined : lockHolder(config.DATA_DIR);
    if (holder !== undefined) {
      process.exitCode = await throughServer(config.DATA_DIR, holder, name, args);
      return;
    }
    try {
      process.exitCode = await directly(config, name, args, seed);
    } catch (error) {
      // A server started in the meantime.
      const now = error instanceof DataDirLockedError ? lockHolder(config.DATA_DIR) : undefined;
      if (now === undefined) throw error;
      process.exitCode = await throughServer(config.DATA_DIR, now, name, args);
    }
  } catch (error) {
    // The catalog is loaded only when the catalog is synced, and so is its error class.
    const { CatalogError } = await import('@leafwise/catalog');
    const known = [ConfigError, DataDirLockedError, CatalogError, ControlChannelError];
    console.error(known.some((kind) => error instanceof kind) ? (error as Error).message : error);
    process.exitCode = 1;
  }
}

async function directly(config: Config, name: CommandName, args: unknown, seed?: (db: Db) => Promise<void>) {
  // Loaded here: a command the server runs for us needs neither the drivers nor the commands.
  const [{ openDatabase }, { MediaStore }, { execute }] = await Promise.all([
    import('../db/database.ts'),
    import('../photos/media-store.ts'),
    import('./commands.ts'),
  ]);
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  try {
    await database.migrate(seed);
    return await execute(name, args, database.db, new MediaStore(config.MEDIA_DIR), terminal);
  } finally {
    await database.close();
  }
}

async function throughServer(dataDir: string, holder: number, command: CommandName, args: Record<string, unknown>) {
  const path = controlSocketPath(dataDir);
  try {
    return await sendCommand(path, { command, args }, terminal);
  } catch (error) {
    if (!(error instanceof ControlChannelError)) throw error;
    throw new ControlChannelError(
      error instanceof NobodyListeningError
        ? `The data directory ${dataDir} is in use by process ${holder}, which takes no commands: another ` +
            'command, or a server still starting. Try again when it has finished.'
        : `The data directory ${dataDir} is in use by process ${holder}; its control socket is refused: ${error.message}`,
    );
  }
}
