import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const MAIN = join(import.meta.dirname, '..', '..', 'src', 'main.ts');
const COMPILE_CACHE = join(tmpdir(), 'leafwise-test-compile-cache');

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export type RunningProcess = {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** Runs a script with this Node, collecting its output. */
export function run(script: string, args: string[], env: Record<string, string>): RunningProcess {
  const child = spawn(process.execPath, [script, ...args], {
    // Node keeps the compiled code of every module it loads in COMPILE_CACHE, so the many short
    // processes these tests start do not each compile the app anew (a fifth of a start).
    env: { PATH: process.env.PATH ?? '', NODE_COMPILE_CACHE: COMPILE_CACHE, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = once(child, 'exit').then(([code, signal]) => ({ code, signal }) as const);
  return { child, output: () => output, exited };
}

/** Starts the real server on a free port and waits until /api/health answers 200. */
export async function startServer(env: Record<string, string>): Promise<RunningProcess & { url: string }> {
  const port = await freePort();
  const server = run(MAIN, [], { LOG_LEVEL: 'warn', ...env, PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { ...server, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${server.output()}`);
}
