import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCatalog } from '@leafwise/catalog';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { photos } from '../src/db/schema.ts';
import { importFromCommons, plainText } from '../src/photos/commons-import.ts';
import { MediaStore } from '../src/photos/media-store.ts';
import { listCredits } from '../src/photos/photos-repository.ts';
import { syncCatalog } from '../src/trees/trees-repository.ts';
import { photoJpeg } from './helpers/images.ts';
import { createTestDatabase } from './helpers/test-database.ts';

// Answers recorded from the Commons API (formatversion=2), keyed by the search they answer.
const ANSWERS = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'commons', 'answers.json'), 'utf8'));
const UPLOADS = 'https://upload.wikimedia.org';
const OAK_LEAVES =
  '/wikipedia/commons/thumb/6/6e/Pedunculate_oak_%28Quercus_robur%29_leaves.jpg/1280px-Pedunculate_oak_%28Quercus_robur%29_leaves.jpg';
const OAK_LEAF_CUT_OFF = '/wikipedia/commons/thumb/c/c4/Quercus_robur_-_leaf_01.jpg/1280px-Quercus_robur_-_leaf_01.jpg';
const OAK_BARK =
  '/wikipedia/commons/thumb/0/0b/Quercus_robur_bark%2C_Bia%C5%82owie%C5%BCa.jpg/1280px-Quercus_robur_bark%2C_Bia%C5%82owie%C5%BCa.jpg';

/** Commons and its upload server, on this machine: the recorded answers, and photos made here. */
async function startCommons() {
  const files = new Map<string, Buffer>([
    [OAK_LEAVES, await photoJpeg(1280, 960, { shade: 3 })],
    [OAK_LEAF_CUT_OFF, await photoJpeg(1280, 853, { shade: 4 })],
    [OAK_BARK, await photoJpeg(1280, 960, { shade: 5 })],
  ]);
  const searches: string[] = [];
  const downloads: string[] = [];
  const userAgents = new Set<string>();
  let origin = '';
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    userAgents.add(request.headers['user-agent'] ?? '');
    if (url.pathname === '/w/api.php') {
      const search = url.searchParams.get('gsrsearch') ?? '';
      searches.push(search);
      const wellFormed =
        url.searchParams.get('action') === 'query' &&
        url.searchParams.get('generator') === 'search' &&
        url.searchParams.get('gsrnamespace') === '6' &&
        url.searchParams.get('formatversion') === '2' &&
        url.searchParams.get('prop') === 'imageinfo' &&
        (url.searchParams.get('iiprop') ?? '').includes('extmetadata');
      if (!wellFormed) return response.writeHead(400).end('{"error":{"code":"badparams"}}');
      // What Commons answers a search that finds nothing: no "query" at all.
      const answer = ANSWERS[search] ?? { batchcomplete: true };
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      return response.end(JSON.stringify(answer).replaceAll(UPLOADS, origin));
    }
    downloads.push(url.pathname);
    const file = files.get(url.pathname);
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': file.length });
    if (url.pathname === OAK_LEAF_CUT_OFF) {
      // The connection drops half way through the file.
      response.write(file.subarray(0, file.length / 2));
      return response.destroy();
    }
    response.end(file);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { apiUrl: `${origin}/w/api.php`, searches, downloads, userAgents, close: () => server.close() };
}

describe('importing photos from Wikimedia Commons (recorded answers)', () => {
  let commons: Awaited<ReturnType<typeof startCommons>>;
  let database: Database;
  let media: MediaStore;
  beforeAll(async () => {
    commons = await startCommons();
    database = await createTestDatabase();
    const catalog = loadCatalog().filter((entry) => ['quercus-robur', 'pinus-sylvestris'].includes(entry.slug));
    await syncCatalog(database.db, catalog);
    media = new MediaStore(mkdtempSync(join(tmpdir(), 'leafwise-commons-')));
  });
  afterAll(async () => {
    commons.close();
    await database.close();
    await rm(media.dir, { recursive: true, force: true });
  });

  it('takes the first openly licensed photo that downloads whole, with its credit, and only that', async () => {
    const report = await importFromCommons(database.db, media, { apiUrl: commons.apiUrl });

    expect(report.added.map(({ species, slot, title }) => [species, slot, title])).toEqual([
      ['quercus-robur', 'leaf', 'File:Pedunculate oak (Quercus robur) leaves.jpg'],
      ['quercus-robur', 'bark', 'File:Quercus robur bark, Białowieża.jpg'],
    ]);
    expect(report.skipped.map(({ title, reason }) => [title, reason])).toEqual([
      ['File:Pinus sylvestris cone.tif', 'licence not accepted (CC BY-SA 3.0 de)'],
      ['File:Pinus sylvestris cone 2.jpg', 'too small (240 pixels wide)'],
      ['File:Quercus robur leaf scan.png', 'licence not accepted (Public domain)'],
      ['File:Quercus robur habit in winter.jpg', 'the title does not name the leaf'],
      ['File:Quercus robur - leaf 01.jpg', expect.stringMatching(/^download failed: /)],
    ]);
    expect(report.missing).toContainEqual({ species: 'pinus-sylvestris', slot: 'seed' });
    expect(report.missing).toContainEqual({ species: 'quercus-robur', slot: 'bud' });
    expect(report.missing).toHaveLength(6);

    const credits = await listCredits(database.db);
    expect(
      credits.map(({ slot, author, licence, licence_url, source_url }) => ({
        slot,
        author,
        licence,
        licence_url,
        source_url,
      })),
    ).toEqual([
      {
        slot: 'bark',
        author: 'Jan Kowalski',
        licence: 'CC0 1.0',
        licence_url: 'https://creativecommons.org/publicdomain/zero/1.0/',
        source_url: 'https://commons.wikimedia.org/wiki/File:Quercus_robur_bark,_Bia%C5%82owie%C5%BCa.jpg',
      },
      {
        slot: 'leaf',
        author: 'M&R Hedges from Norfolk, UK',
        licence: 'CC BY 2.0',
        licence_url: 'https://creativecommons.org/licenses/by/2.0/',
        source_url: 'https://commons.wikimedia.org/wiki/File:Pedunculate_oak_(Quercus_robur)_leaves.jpg',
      },
    ]);
    // The cut-off download left nothing: two photos of six files each, and no private folders.
    const files = await readdir(media.dir);
    expect(files).toHaveLength(12);
    expect(files.every((file) => /^[0-9a-f]{32}-\d+\.(webp|avif)$/.test(file))).toBe(true);
    for (const file of files) expect((await sharp(join(media.dir, file)).metadata()).exif).toBeUndefined();

    // Searched by scientific name and slot, one request at a time, naming itself as Wikimedia asks.
    expect(commons.searches).toContain('"Quercus robur" leaf filetype:bitmap');
    expect(commons.searches).toContain('"Pinus sylvestris" needles filetype:bitmap');
    expect(commons.searches).toContain('"Pinus sylvestris" cone filetype:bitmap');
    expect([...commons.userAgents]).toEqual([expect.stringMatching(/^Leafwise-photo-importer\/\d/)]);
  });

  it('leaves slots that have a photo alone when run again', async () => {
    const before = await database.db.$count(photos);
    commons.searches.length = 0;
    const report = await importFromCommons(database.db, media, { apiUrl: commons.apiUrl, species: ['quercus-robur'] });
    expect(report.added).toEqual([]);
    expect(commons.searches.sort()).toEqual([
      '"Quercus robur" buds filetype:bitmap',
      '"Quercus robur" fruit filetype:bitmap',
    ]);
    expect(await database.db.$count(photos)).toBe(before);
  });

  it('refuses an unknown species by name, and a Commons that answers with an error', async () => {
    await expect(
      importFromCommons(database.db, media, { apiUrl: commons.apiUrl, species: ['quercus-imaginaria'] }),
    ).rejects.toThrow('No species in the catalog is called quercus-imaginaria.');
    await expect(
      importFromCommons(database.db, media, {
        apiUrl: commons.apiUrl.replace('/w/api.php', '/nowhere'),
        species: ['pinus-sylvestris'],
      }),
    ).rejects.toThrow(/^Wikimedia Commons answered 404/);
  });
});

describe('plainText', () => {
  it('reads the text out of an Artist field', () => {
    expect(plainText('<a href="//x" title="User:Ö">Ö. Ünal</a> &amp; <b>friends</b>&#33; &#x263A;')).toBe(
      'Ö. Ünal & friends! ☺',
    );
  });
});
