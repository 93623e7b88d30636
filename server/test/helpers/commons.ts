import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { photoJpeg } from './images.ts';

// Answers in the shape Commons gives (see fixtures/commons/README.md for which are modelled on
// recorded answers and which were typed from the documentation).
const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'commons');
export const fixture = (name: string): string => readFileSync(join(FIXTURES, name), 'utf8');
export type FixturePage = {
  title: string;
  imageinfo: { thumburl: string; extmetadata: Record<string, { value: string; source?: string }> }[];
};
const pagesOf = (name: string): FixturePage[] => JSON.parse(fixture(name)).query.pages;
export const pageOf = (name: string, title: string): FixturePage => {
  const found = pagesOf(name).find((page) => page.title === title);
  if (!found) throw new Error(`no ${title} in ${name}`);
  return found;
};
const UPLOADS = 'https://upload.wikimedia.org';

export type Reply = { status?: number; headers?: Record<string, string>; body: string };
export const answer = (name: string): Reply => ({ body: fixture(name) });

export type FakeCommons = Awaited<ReturnType<typeof startCommons>>;

/**
 * Commons and its upload server, on this machine. Each search (and continuation offset) answers its
 * scripted replies in turn, then the last one again; an unscripted search finds nothing. A held
 * search answers only once released (or never, if its asker gives up first).
 */
export async function startCommons() {
  const scripts = new Map<string, Reply[]>();
  const holds = new Map<string, { reached: () => void; released: Promise<void>; release: () => void }>();
  const files = new Map<string, { bytes: Buffer; cutOff?: boolean }>();
  const apiRequests: URLSearchParams[] = [];
  const userAgents = new Set<string>();
  let origin = '';
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', origin);
    userAgents.add(request.headers['user-agent'] ?? '');
    if (url.pathname === '/w/api.php') {
      apiRequests.push(url.searchParams);
      const key = `${url.searchParams.get('gsrsearch')}@${url.searchParams.get('gsroffset') ?? 0}`;
      const hold = holds.get(key);
      if (hold) {
        hold.reached();
        await hold.released;
        if (response.destroyed) return;
      }
      const queue = scripts.get(key) ?? [answer('search-empty.json')];
      const reply = (queue.length > 1 ? queue.shift() : queue[0]) as Reply;
      response.writeHead(reply.status ?? 200, { 'content-type': 'application/json; charset=utf-8', ...reply.headers });
      return response.end(reply.body.replaceAll(UPLOADS, origin));
    }
    const file = files.get(url.pathname);
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': file.bytes.length });
    if (file.cutOff) {
      // The connection drops half way through the file.
      response.write(file.bytes.subarray(0, file.bytes.length / 2));
      return response.destroy();
    }
    response.end(file.bytes);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    apiUrl: `${origin}/w/api.php`,
    apiRequests,
    userAgents,
    script: (search: string, offset: number, ...replies: Reply[]) => scripts.set(`${search}@${offset}`, replies),
    /** Holds a search's answer: `reached` settles when it is asked, `release` lets it answer. */
    hold: (search: string, offset = 0) => {
      let reached = () => {};
      let release = () => {};
      const asked = new Promise<void>((resolve) => {
        reached = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.set(`${search}@${offset}`, { reached, released, release });
      return {
        reached: asked,
        release: () => {
          holds.delete(`${search}@${offset}`);
          release();
        },
      };
    },
    /** Serves a photo made here at the thumbnail address a fixture gives for a file. */
    serve: async (fixtureName: string, title: string, options: { cutOff?: boolean } = {}) => {
      const thumb = pageOf(fixtureName, title).imageinfo[0]?.thumburl ?? '';
      // Smaller than the 1280 px thumbnail Commons sends: its size is not what is tested, and
      // encoding a quarter of the pixels takes a quarter of the time.
      const bytes = await photoJpeg(640, 480, { shade: files.size + 3 });
      files.set(new URL(thumb).pathname, { bytes, ...options });
    },
    close: () => {
      for (const { release } of holds.values()) release();
      server.closeAllConnections();
      server.close();
    },
  };
}
