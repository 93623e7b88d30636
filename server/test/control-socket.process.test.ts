import { once } from 'node:events';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PhotoCredits, Tree } from '@leafwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoJpeg } from './helpers/images.ts';
import { MAIN, type RunningProcess, run, startServer } from './helpers/server-process.ts';

const ADMIN = join(import.meta.dirname, '..', 'src', 'admin-cli.ts');
const PHOTOS = join(import.meta.dirname, '..', 'src', 'photos-cli.ts');
const COMMONS = join(import.meta.dirname, 'fixtures', 'commons');
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'leafwise-control-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Sends raw lines to a control socket and returns the replies, parsed, once the server hangs up. */
function ask(path: string, request: string): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path, () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () =>
      resolve(
        answer
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line)),
      ),
    );
  });
}

async function stop(server: RunningProcess, signal: NodeJS.Signals = 'SIGTERM') {
  server.child.kill(signal);
  return server.exited;
}

// A server start and several CLI runs, each a Node process: allow for a busy machine.
describe('admin and photo commands beside a running server', { timeout: 90_000 }, () => {
  const dataDir = tempDir();
  const socketPath = join(dataDir, 'control.sock');
  let server: RunningProcess & { url: string };
  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    if (server.child.exitCode === null) await stop(server, 'SIGKILL');
  });

  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}/api${path}`, {
      ...init,
      headers: { origin: server.url, 'content-type': 'application/json', ...init.headers },
    });
  const signIn = async (email: string, password: string) => {
    const response = await api('/auth/sign-in/email', { method: 'POST', body: JSON.stringify({ email, password }) });
    return {
      status: response.status,
      cookie: response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    };
  };
  const admin = async (...args: string[]) => {
    const cli = run(ADMIN, args, { DATA_DIR: dataDir });
    return { code: (await cli.exited).code, output: cli.output() };
  };
  const photos = async (...args: string[]) => {
    const cli = run(PHOTOS, args, { DATA_DIR: dataDir });
    return { code: (await cli.exited).code, output: cli.output() };
  };

  it('listens on a socket only its own user can reach', () => {
    expect(existsSync(socketPath)).toBe(true);
    expect((statSync(socketPath).mode & 0o777).toString(8)).toBe('600');
  });

  it('bans a signed-in user at once, and unbans them', async () => {
    const email = 'rowan@example.com';
    const password = 'hawthorn-and-holly';
    const signUp = await api('/auth/sign-up/email', {
      method: 'POST',
      body: JSON.stringify({ name: 'Rowan', email, password }),
    });
    expect(signUp.status).toBe(200);
    const { messages } = (await (await api('/dev/outbox')).json()) as { messages: { to: string; links: string[] }[] };
    const link = messages.find((message) => message.to === email)?.links.find((url) => url.includes('token='));
    const token = new URL(link ?? 'http://missing').searchParams.get('token');
    expect((await api(`/auth/verify-email?token=${token}`)).status).toBe(200);
    const { cookie } = await signIn(email, password);
    const me = () => api(`/users/email/${email}`, { headers: { cookie } }).then((response) => response.status);
    expect(await me()).toBe(200);

    expect(await admin('ban', email)).toEqual({ code: 0, output: `${email} is now banned.\n` });
    await expect.poll(me, { timeout: 2_000 }).toBe(401);
    expect((await signIn(email, password)).status).not.toBe(200);

    expect(await admin('unban', email)).toEqual({ code: 0, output: `${email} is now good.\n` });
    expect((await signIn(email, password)).status).toBe(200);
  });

  it('refuses through the server as it does alone: an unknown address exits 1, bad usage 2', async () => {
    expect(await admin('grant', 'nobody@example.com')).toEqual({
      code: 1,
      output: 'No account has the e-mail address nobody@example.com.\n',
    });
    expect((await admin('promote', 'rowan@example.com')).code).toBe(2);
  });

  it('adds a photo that the running server shows, and removes it', async () => {
    const file = join(dataDir, 'oak-leaf.jpg');
    writeFileSync(file, await photoJpeg(1000, 750));
    const added = await photos(
      'add',
      'quercus-robur',
      'leaf',
      file,
      '--author',
      'A. Walker',
      '--licence',
      'CC BY 4.0',
      '--source',
      'https://example.org/oak',
    );
    expect(added.code).toBe(0);
    expect(added.output).toMatch(/^Added photo 1: Quercus robur, leaf, 1000 × 750, 6 files in /);

    const { photos: credits } = (await (await api('/photos/credits')).json()) as PhotoCredits;
    expect(credits).toEqual([expect.objectContaining({ photo_id: 1, author: 'A. Walker' })]);
    const oakLeaf = async () => {
      const { trees } = (await (await api('/trees?level=1&limit=100')).json()) as { trees: Tree[] };
      return trees.find((tree) => tree.tree_name_sci === 'Quercus robur')?.tree_img_leaf ?? '';
    };
    // Shown at once by way of the change feed on the photos table.
    await expect.poll(oakLeaf, { timeout: 2_000 }).toMatch(/^\/media\/[0-9a-f]{32}-1280\.webp$/);

    expect(await photos('list')).toMatchObject({ code: 0, output: expect.stringContaining('1\tQuercus robur\tleaf') });
    expect(await photos('remove', '1')).toEqual({ code: 0, output: 'Removed photo 1 and deleted its files.\n' });
    await expect.poll(oakLeaf, { timeout: 2_000 }).not.toMatch(/^\/media\//);
    expect(await photos('remove', '1')).toEqual({ code: 1, output: 'There is no photo 1.\n' });
  });

  it('streams an import as it goes, and stops it when the CLI is interrupted', async () => {
    // Commons on this machine: the leaf search finds files that cannot be downloaded (each one a
    // line of progress); the bark search waits until the test lets it answer.
    const searches: string[] = [];
    let heldBark: (() => void) | undefined;
    let barkAbandoned = false;
    const answerBark = () => {
      heldBark?.();
      heldBark = undefined;
    };
    const commons = createHttpServer((request, response) => {
      const search = new URL(request.url ?? '/', 'http://commons').searchParams.get('gsrsearch') ?? '';
      searches.push(search);
      const reply = (fixture: string) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(readFileSync(join(COMMONS, fixture)));
      if (search.includes('leaf') && !request.url?.includes('gsroffset')) reply('search-quercus-robur-leaf-1.json');
      else if (search.includes('bark')) {
        heldBark = () => reply('search-empty.json');
        request.once('close', () => {
          if (!response.writableEnded) barkAbandoned = true;
        });
      } else if (request.url?.startsWith('/w/api.php')) reply('search-empty.json');
      else response.writeHead(404).end();
    });
    commons.listen(0, '127.0.0.1');
    await once(commons, 'listening');
    const { port } = commons.address() as { port: number };
    try {
      const cli = run(PHOTOS, ['import', '--species', 'quercus-robur'], {
        DATA_DIR: dataDir,
        COMMONS_API_URL: `http://127.0.0.1:${port}/w/api.php`,
        COMMONS_CONTACT: 'photo-importer@leafwise-tests.org',
      });
      await expect.poll(cli.output, { timeout: 20_000 }).toContain('quercus-robur leaf: skipped File:');
      await expect.poll(() => searches.some((search) => search.includes('bark')), { timeout: 5_000 }).toBe(true);
      cli.child.kill('SIGINT');
      await cli.exited;
      // The server gives up the search it was waiting on, and goes no further.
      await expect.poll(() => barkAbandoned, { timeout: 5_000 }).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(searches.filter((search) => search.includes('buds'))).toEqual([]);
    } finally {
      answerBark();
      commons.close();
    }
  });

  it.each([
    ['an unknown command', '{"command":"admin.promote","args":{}}\n', 'Unknown command "admin.promote": use one of'],
    ['bad arguments', '{"command":"admin.ban","args":{"email":""}}\n', 'Bad arguments for admin.ban: email:'],
    ['an extra field', '{"command":"photos.list","args":{},"as":"root"}\n', 'The request must be {"command"'],
    [
      'a relative path',
      '{"command":"photos.add","args":{"species":"quercus-robur","slot":"leaf",' +
        '"file":"leaf.jpg","author":"A","licence":"CC0","source":"https://example.org/"}}\n',
      'file: must be an absolute path',
    ],
    ['text that is not JSON', 'ban everyone\n', 'The request is not JSON.'],
  ])('answers %s with a clear error and exit 2, changing nothing', async (_name, request, message) => {
    const replies = await ask(socketPath, request);
    expect(replies).toEqual([
      { type: 'err', line: expect.stringContaining(message) },
      { type: 'exit', code: 2 },
    ]);
    expect((await photos('list')).output).toBe('No photos yet.\n');
  });

  it('replaces the socket a killed server left, and removes its own on a clean stop', async () => {
    expect((await stop(server, 'SIGKILL')).signal).toBe('SIGKILL');
    expect(existsSync(socketPath)).toBe(true);
    server = await startServer({ DATA_DIR: dataDir });
    expect(await admin('grant', 'rowan@example.com')).toEqual({ code: 0, output: 'rowan@example.com is now admin.\n' });
    expect(await stop(server)).toEqual({ code: 0, signal: null });
    expect(existsSync(socketPath)).toBe(false);
    expect(existsSync(join(dataDir, 'leafwise.lock'))).toBe(false);
  });
});

describe('what the control channel does not trust', { timeout: 60_000 }, () => {
  it.each([
    [
      "a file in the socket's place",
      (dir: string) => writeFileSync(join(dir, 'control.sock'), ''),
      'exists and is not a socket',
    ],
    ['a data folder every user may write', (dir: string) => chmodSync(dir, 0o777), 'is writable by every user'],
  ])('the server refuses to start with %s', async (_name, arrange, message) => {
    const dir = tempDir();
    arrange(dir);
    const server = run(MAIN, [], { DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'warn' });
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toContain(message);
    expect(existsSync(join(dir, 'leafwise.lock'))).toBe(false);
  });

  /** A data folder held by a live process (this one) with `socket` in place of the server's. */
  async function heldFolder(socket: 'none' | 'file' | 'listener') {
    const dir = tempDir();
    writeFileSync(join(dir, 'leafwise.lock'), `${process.pid}\n`);
    const path = join(dir, 'control.sock');
    let connections = 0;
    const listener = createServer((connection) => {
      connections++;
      connection.destroy();
    });
    if (socket === 'file') writeFileSync(path, '');
    if (socket === 'listener') await new Promise<void>((resolve) => listener.listen(path, resolve));
    const admin = async () => {
      const cli = run(ADMIN, ['ban', 'rowan@example.com'], { DATA_DIR: dir });
      const { code } = await cli.exited;
      listener.close();
      return { code, output: cli.output(), connections };
    };
    return { path, admin };
  }

  it('the CLI says so when the process holding the data folder takes no commands', async () => {
    const { admin } = await heldFolder('none');
    expect(await admin()).toMatchObject({ code: 1, output: expect.stringContaining('which takes no commands') });
  });

  it("the CLI sends nothing to a file in the socket's place", async () => {
    const { admin } = await heldFolder('file');
    expect(await admin()).toMatchObject({ code: 1, output: expect.stringContaining('control.sock is not a socket') });
  });

  // Only root can give a file to another user.
  it.runIf(process.getuid?.() === 0)('the CLI sends nothing to a socket of another user', async () => {
    const { path, admin } = await heldFolder('listener');
    chownSync(path, 65534, 65534);
    expect(await admin()).toEqual({
      code: 1,
      output: expect.stringContaining('control.sock belongs to another user (uid 65534), not to you (uid 0)'),
      connections: 0,
    });
  });
});
