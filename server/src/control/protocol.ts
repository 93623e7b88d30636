import { lstat, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * The control channel between `npm run admin` / `npm run photos` and a server that holds the
 * embedded database (decision 001): a Unix socket in DATA_DIR. Newline-delimited JSON: the client
 * sends one request line, the server answers with output lines and ends with the exit code.
 */
export const controlSocketPath = (dataDir: string) => join(dataDir, 'control.sock');

/** Longer than any request a command line makes; a bigger one is refused, not buffered. */
export const MAX_REQUEST_BYTES = 64 * 1024;

export const RequestSchema = z.strictObject({
  command: z.string().max(100),
  args: z.record(z.string(), z.unknown()),
});
export type Request = z.infer<typeof RequestSchema>;

export const ReplySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('out'), line: z.string() }),
  z.object({ type: z.literal('err'), line: z.string() }),
  z.object({ type: z.literal('exit'), code: z.number().int().min(0).max(255) }),
]);
export type Reply = z.infer<typeof ReplySchema>;

export class ControlChannelError extends Error {}
/** No socket, or nothing listening on it: the process holding the data directory takes no commands. */
export class NobodyListeningError extends ControlChannelError {}

/**
 * Who can reach the socket. On Linux, connecting to a Unix socket needs write permission on its
 * file (unix(7)), so a socket of mode 0600 owned by us admits our user and root only. That holds
 * while nobody else can swap the file for theirs, so the folder must be ours and not writable by
 * every user. Both ends check: the server before it listens, the client before it connects.
 */
export async function checkPrivateDir(dir: string): Promise<void> {
  const found = await stat(dir);
  if (found.uid !== process.getuid?.()) {
    throw new ControlChannelError(
      `${dir} belongs to another user (uid ${found.uid}); commands are not passed through it.`,
    );
  }
  if (found.mode & 0o002) {
    throw new ControlChannelError(
      `${dir} is writable by every user (mode ${(found.mode & 0o7777).toString(8)}), so its control socket cannot be trusted; ` +
        `run chmod o-w ${dir}.`,
    );
  }
}

/** The socket's file as found at `path`: absent, or what it is and whom it belongs to. */
export async function inspectSocketFile(path: string): Promise<{ socket: boolean; uid: number } | undefined> {
  try {
    const found = await lstat(path);
    return { socket: found.isSocket(), uid: found.uid };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
