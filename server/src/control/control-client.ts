import { createConnection } from 'node:net';
import { dirname } from 'node:path';
import type { ExitCode, Report } from './command.ts';
import {
  ControlChannelError,
  checkPrivateDir,
  inspectSocketFile,
  NobodyListeningError,
  type Reply,
  ReplySchema,
  type Request,
} from './protocol.ts';

/**
 * Sends one command to the server listening on `path` and passes its output on as it comes;
 * resolves to the server's exit code. Talks only to a socket of our own user, in a folder nobody
 * else can write: anything else could be someone's listener collecting what we send.
 */
export async function sendCommand(path: string, request: Request, report: Omit<Report, 'signal'>): Promise<number> {
  await checkPrivateDir(dirname(path));
  const found = await inspectSocketFile(path);
  if (!found) throw new NobodyListeningError(`There is no control socket at ${path}.`);
  if (!found.socket) throw new ControlChannelError(`${path} is not a socket; not sending it anything.`);
  if (found.uid !== process.getuid?.()) {
    throw new ControlChannelError(
      `${path} belongs to another user (uid ${found.uid}), not to you (uid ${process.getuid?.()}); not sending it anything.`,
    );
  }

  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    let buffer = '';
    let exit: ExitCode | number | undefined;
    const take = (line: string) => {
      if (!line) return;
      let reply: Reply;
      try {
        reply = ReplySchema.parse(JSON.parse(line));
      } catch {
        throw new ControlChannelError(`The server answered something other than the control protocol: ${line}`);
      }
      if (reply.type === 'out') report.out(reply.line);
      else if (reply.type === 'err') report.err(reply.line);
      else exit = reply.code;
    };
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      try {
        for (const line of lines) take(line);
      } catch (error) {
        socket.destroy();
        reject(error);
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ECONNREFUSED' || error.code === 'ENOENT'
          ? new NobodyListeningError(`Nothing answers on ${path}.`)
          : error,
      );
    });
    socket.on('close', () => {
      if (exit !== undefined) resolve(exit);
      else {
        reject(
          new ControlChannelError(
            'The server closed the connection before the command finished (it may be stopping); ' +
              'check what was done before trying again.',
          ),
        );
      }
    });
  });
}
