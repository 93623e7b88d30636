import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { MediaStore } from '../photos/media-store.ts';

/** Where a command's output goes: the terminal when the CLI runs it, the socket when the server does. */
export interface Report {
  out(line: string): void;
  err(line: string): void;
  /** Fires when whoever asked has gone (Ctrl-C on the CLI) or the server is stopping. */
  readonly signal: AbortSignal;
}

/** As the CLIs have always exited: 0 done, 1 refused or failed, 2 wrong usage. */
export type ExitCode = 0 | 1 | 2;

/**
 * One admin or photo command. The CLI runs it on a database it opened itself; a server holding the
 * embedded database runs the very same function for a CLI through the control socket.
 */
export interface Command<Args> {
  /** Checks the arguments the server receives; the CLI builds them from its command line. */
  readonly args: z.ZodType<Args>;
  run(db: Db, media: MediaStore, args: Args, report: Report): Promise<ExitCode>;
}

export const defineCommand = <Args>(
  args: z.ZodType<Args>,
  run: (db: Db, media: MediaStore, args: Args, report: Report) => Promise<ExitCode>,
): Command<Args> => ({ args, run });

/** A refusal the person at the shell can act on: its message is shown, and the exit code is 1. */
export class CommandError extends Error {}
