import { chmod, unlink } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { MediaStore } from '../photos/media-store.ts';
import type { ExitCode, Report } from './command.ts';
import { COMMANDS, execute, isCommandName } from './commands.ts';
import {
  ControlChannelError,
  checkPrivateDir,
  controlSocketPath,
  inspectSocketFile,
  MAX_REQUEST_BYTES,
  type Reply,
  RequestSchema,
} from './protocol.ts';

// sockaddr_un holds 108 bytes on Linux (104 on macOS), the final NUL included.
const MAX_PATH_BYTES = 103;
// A client has this long to send its request; the command itself may then take as long as it needs.
const REQUEST_TIMEOUT_MS = 10_000;

export interface ControlSocket {
  readonly path: string;
  /** Stops taking commands, stops running ones at their next step, and waits for them. */
  close(): Promise<void>;
}

/**
 * Listens on DATA_DIR/control.sock for the admin and photo commands, so they work while this
 * process holds the embedded database (decision 001). Call it only while holding the data
 * directory's lock: a socket file left there is then a dead server's, and is replaced.
 */
export async function startControlSocket({
  dataDir,
  db,
  media,
  log,
}: {
  dataDir: string;
  db: Db;
  media: MediaStore;
  log: FastifyBaseLogger;
}): Promise<ControlSocket> {
  const path = controlSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_PATH_BYTES) {
    throw new ControlChannelError(
      `The control socket's path ${path} is longer than Unix sockets allow (${MAX_PATH_BYTES} bytes); use a shorter DATA_DIR.`,
    );
  }
  await checkPrivateDir(dataDir);
  const found = await inspectSocketFile(path);
  if (found && !found.socket) {
    throw new ControlChannelError(`${path} exists and is not a socket; remove it, then start the server again.`);
  }
  if (found) await unlink(path);

  const stopping = new AbortController();
  const running = new Set<Promise<void>>();
  const server = createServer((socket) => {
    const done = serve(socket, { db, media, log, stopping: stopping.signal }).catch((error: unknown) => {
      log.error({ err: error }, 'control connection failed');
      socket.destroy();
    });
    running.add(done);
    done.finally(() => running.delete(done));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // bind() creates the file now, with the umask's mode: 0600 from the first instant, not after a chmod.
    const umask = process.umask(0o177);
    try {
      server.listen(path, resolve);
    } finally {
      process.umask(umask);
    }
  });
  await chmod(path, 0o600);
  server.on('error', (error) => log.error({ err: error }, 'control socket failed'));
  return {
    path,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      stopping.abort();
      await Promise.all(running);
      await closed;
    },
  };
}

/** One connection: one request line in, output lines and an exit code out. */
async function serve(
  socket: Socket,
  context: { db: Db; media: MediaStore; log: FastifyBaseLogger; stopping: AbortSignal },
): Promise<void> {
  const send = (reply: Reply) => {
    if (socket.writable) socket.write(`${JSON.stringify(reply)}\n`);
  };
  const finish = (code: ExitCode) => {
    send({ type: 'exit', code });
    socket.end();
  };
  socket.on('error', () => {}); // a client gone mid-answer is no fault of ours
  socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());

  // A connection still silent when the server stops holds nothing up.
  const hangUp = () => socket.destroy();
  context.stopping.addEventListener('abort', hangUp, { once: true });
  const line = await readLine(socket);
  context.stopping.removeEventListener('abort', hangUp);
  socket.setTimeout(0);
  if (line === undefined) return finish(2);
  if (line === null) {
    send({ type: 'err', line: `The request must be one line of at most ${MAX_REQUEST_BYTES} bytes.` });
    return finish(2);
  }
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    send({ type: 'err', line: 'The request is not JSON.' });
    return finish(2);
  }
  const request = RequestSchema.safeParse(json);
  if (!request.success) {
    send({ type: 'err', line: 'The request must be {"command": "...", "args": {...}}.' });
    return finish(2);
  }
  const { command, args } = request.data;
  if (!isCommandName(command)) {
    send({ type: 'err', line: `Unknown command "${command}": use one of ${Object.keys(COMMANDS).join(', ')}.` });
    return finish(2);
  }

  // The caller leaving (Ctrl-C) stops a long command as the server stopping does.
  const gone = new AbortController();
  socket.once('close', () => gone.abort());
  if (socket.destroyed) gone.abort();
  const report: Report = {
    out: (text) => send({ type: 'out', line: text }),
    err: (text) => send({ type: 'err', line: text }),
    signal: AbortSignal.any([gone.signal, context.stopping]),
  };
  try {
    context.log.info({ command }, 'control command');
    finish(await execute(command, args, context.db, context.media, report));
  } catch (error) {
    context.log.error({ err: error, command }, 'control command failed');
    report.err(`${command} failed: ${(error as Error).message} (the server's log has the details)`);
    finish(1);
  }
}

/** The first line the client sends: undefined if it sent none, null if it is too long. */
function readLine(socket: Socket): Promise<string | null | undefined> {
  return new Promise((resolve) => {
    let buffer = '';
    const stop = (result: string | null | undefined) => {
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.off('close', onEnd);
      resolve(result);
    };
    const onData = (chunk: string) => {
      buffer += chunk;
      const end = buffer.indexOf('\n');
      if (end >= 0) stop(end > MAX_REQUEST_BYTES ? null : buffer.slice(0, end));
      else if (buffer.length > MAX_REQUEST_BYTES) stop(null);
    };
    const onEnd = () => stop(buffer.length > 0 && buffer.length <= MAX_REQUEST_BYTES ? buffer : undefined);
    socket.setEncoding('utf8');
    socket.on('data', onData);
    socket.on('end', onEnd);
    socket.on('close', onEnd);
  });
}
