import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite takes no lock of its own, and two processes writing one data directory corrupt it.
 * So the server holds a pid file for as long as it has the directory open, like postmaster.pid.
 */
export class DataDirLockedError extends Error {}

const LOCK_FILE = 'leafwise.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws DataDirLockedError naming the holder; returns the release function. */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return () => {
        if (readHolder(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `The data directory ${dir} is in use by another Leafwise process (pid ${holder}). ` +
            'Stop that process first, or set DATA_DIR to another directory.',
        );
      }
      // The holder is gone (it was killed or crashed): the lock is stale, so take it over.
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dir}; another process keeps taking it.`);
}

/** The live process, other than this one, holding the data directory's lock, if any. */
export function lockHolder(dir: string): number | undefined {
  const holder = readHolder(join(dir, LOCK_FILE));
  return holder !== undefined && holder !== process.pid && isAlive(holder) ? holder : undefined;
}

function readHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
