import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PhotoCredits, Tree } from '@leafwise/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { photos } from '../src/db/schema.ts';
import { PHOTO_LIMITS, PhotoError } from '../src/photos/encode.ts';
import type { MediaStore } from '../src/photos/media-store.ts';
import { addPhoto } from '../src/photos/photos-repository.ts';
import { makeSpecies } from './helpers/factories.ts';
import { photoJpeg, pngOf } from './helpers/images.ts';
import { storePhoto, TEST_ACTOR } from './helpers/photos.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const catalog = [makeSpecies({ level: 1 }), makeSpecies({ level: 1 })];
const credit = { author: 'Ann Walker', licence: 'CC BY-SA 4.0', source: 'https://example.org/photos/7' };

let t: TestApp;
let media: MediaStore;
beforeAll(async () => {
  t = await createTestApp(catalog, {
    seed: async (_database, store) => {
      media = store;
    },
  });
});
afterAll(() => t.app.close());

const treeIds = async (db: Database['db']) =>
  (await db.query.trees.findMany({ orderBy: (trees, { asc }) => asc(trees.tree_id) })).map((row) => row.tree_id);
const stored = async () => (await readdir(media.dir).catch(() => [] as string[])).sort();
const photoCount = () => t.database.db.$count(photos);

describe('adding a photo', () => {
  it('stores WebP and AVIF at each width, named by content, upright and with no metadata left', async () => {
    const [treeId] = await treeIds(t.database.db);
    const before = await stored();
    // 1600 × 800 as stored, turned a quarter by its EXIF orientation: 800 × 1600 upright.
    const bytes = await photoJpeg(1600, 800, { orientation: 6 });
    expect((await sharp(bytes).metadata()).exif).toBeDefined();

    const row = await addPhoto(
      t.database.db,
      media,
      { treeId: treeId as number, slot: 'leaf', bytes, ...credit },
      TEST_ACTOR,
    );

    expect(row).toMatchObject({ tree_id: treeId, slot: 'leaf', width: 800, height: 1600, ...{ author: 'Ann Walker' } });
    expect(row.licence).toBe('CC BY-SA 4.0');
    expect(row.source_url).toBe('https://example.org/photos/7');
    expect(row.variants.map((v) => `${v.format}@${v.width}x${v.height}`).sort()).toEqual(
      ['avif@320x640', 'avif@640x1280', 'avif@800x1600', 'webp@320x640', 'webp@640x1280', 'webp@800x1600'].sort(),
    );
    const added = (await stored()).filter((file) => !before.includes(file));
    expect(added.sort()).toEqual(row.variants.map((v) => v.file).sort());
    for (const variant of row.variants) {
      expect(variant.file).toMatch(new RegExp(`^${row.source_hash.slice(0, 32)}-(320|640|1280)\\.${variant.format}$`));
      const file = await readFile(join(media.dir, variant.file));
      expect(file.length).toBe(variant.bytes);
      const metadata = await sharp(file).metadata();
      expect(metadata.format).toBe(variant.format === 'webp' ? 'webp' : 'heif');
      expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height]);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(file.includes('Leafwise Test Camera')).toBe(false);
    }
  });

  it('refuses the same file twice and changes nothing', async () => {
    const [treeId] = await treeIds(t.database.db);
    const bytes = await photoJpeg(900, 600, { shade: 5 });
    await addPhoto(t.database.db, media, { treeId: treeId as number, slot: 'bark', bytes, ...credit }, TEST_ACTOR);
    const [files, count] = [await stored(), await photoCount()];
    await expect(
      addPhoto(t.database.db, media, { treeId: treeId as number, slot: 'seed', bytes, ...credit }, TEST_ACTOR),
    ).rejects.toThrow(/^This file is already photo \d+\.$/);
    expect(await stored()).toEqual(files);
    expect(await photoCount()).toBe(count);
  });

  const refusals: [string, () => Promise<Buffer>, Partial<typeof credit>, RegExp][] = [
    ['an empty file', async () => Buffer.alloc(0), {}, /^The file is empty\.$/],
    ['a text file', async () => Buffer.from('Quercus robur, seen in the park\n'), {}, /^The file is not an image/],
    [
      'an SVG drawing',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"><rect/></svg>'),
      {},
      /^The file is SVG, not a photo/,
    ],
    [
      'a JPEG cut off half way',
      async () => {
        const whole = await photoJpeg(1200, 900, { shade: 9 });
        return whole.subarray(0, Math.floor(whole.length / 2));
      },
      {},
      /^The image is damaged and cannot be decoded/,
    ],
    ['a picture too small to show', async () => pngOf(200, 150), {}, /^The picture is too small \(200 pixels wide\)/],
    [
      'a file over the size limit',
      async () => Buffer.concat([await photoJpeg(800, 600), Buffer.alloc(PHOTO_LIMITS.maxBytes)]),
      {},
      /^The file is too large \(25 MB\); the limit is 25 MB\.$/,
    ],
    [
      'a picture of too many pixels',
      async () =>
        sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#333' } })
          .png({ compressionLevel: 1 })
          .toBuffer(),
      {},
      /^The picture is too large \(8000 × 6000 pixels\); the limit is 40 megapixels\.$/,
    ],
    [
      'a licence we cannot use',
      () => photoJpeg(800, 600, { shade: 11 }),
      { licence: 'All rights reserved' },
      /^Unknown licence/,
    ],
    ['a source that is not a URL', () => photoJpeg(800, 600, { shade: 12 }), { source: 'my garden' }, /is not a URL/],
    ['a blank author', () => photoJpeg(800, 600, { shade: 13 }), { author: '  ' }, /^The author must be/],
  ];
  it.each(refusals)('refuses %s with a clear message and stores nothing', async (_name, make, change, message) => {
    const [treeId] = await treeIds(t.database.db);
    const [files, count] = [await stored(), await photoCount()];
    const bytes = await make();
    const attempt = addPhoto(
      t.database.db,
      media,
      {
        treeId: treeId as number,
        slot: 'bud',
        bytes,
        ...credit,
        ...change,
      },
      TEST_ACTOR,
    );
    await expect(attempt).rejects.toThrow(PhotoError);
    await expect(attempt).rejects.toThrow(message);
    expect(await stored()).toEqual(files);
    expect(await photoCount()).toBe(count);
  });

  it('takes its files back when the record cannot be written', async () => {
    const [files, count] = [await stored(), await photoCount()];
    // No tree 999999: the row breaks its foreign key after the files are already in place.
    await expect(
      addPhoto(
        t.database.db,
        media,
        { treeId: 999_999, slot: 'leaf', bytes: await photoJpeg(700, 500), ...credit },
        TEST_ACTOR,
      ),
    ).rejects.toThrow();
    expect(await stored()).toEqual(files);
    expect(await photoCount()).toBe(count);
  });
});

describe('serving photos', () => {
  let s: TestApp;
  let photoTree: number;
  let otherTree: number;
  beforeAll(async () => {
    s = await createTestApp(catalog, {
      seed: async (database, store) => {
        [photoTree, otherTree] = (await treeIds(database.db)) as [number, number];
        // Photos encoded once (helpers/photos.ts): the tests above are the ones of encoding.
        for (const n of [1, 2]) {
          await storePhoto(database.db, store, {
            treeId: photoTree,
            slot: 'leaf',
            ...credit,
            author: `Walker ${n}`,
          });
        }
      },
    });
  });
  afterAll(() => s.app.close());

  it("points a slot's URL at one of its photos at random, and at the drawing where there is none", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const { trees } = (await s.app.inject({ url: '/api/trees?level=1&limit=2' })).json() as { trees: Tree[] };
      const withPhoto = trees.find((tree) => tree.tree_id === photoTree);
      const without = trees.find((tree) => tree.tree_id === otherTree);
      seen.add(withPhoto?.tree_img_leaf ?? '');
      expect(withPhoto?.tree_img_bark).toMatch(/^\/api\/illustrations\//);
      expect(without?.tree_img_leaf).toMatch(/^\/api\/illustrations\//);
    }
    expect(seen.size).toBe(2);
    for (const url of seen) expect(url).toMatch(/^\/media\/[0-9a-f]{32}-1280\.webp$/);
  });

  it('serves every file of a photo with its type, revalidated by name, and nothing outside the catalog', async () => {
    const { trees } = (await s.app.inject({ url: '/api/trees?level=1&limit=2' })).json() as { trees: Tree[] };
    const url = trees.find((tree) => tree.tree_id === photoTree)?.tree_img_leaf ?? '';
    for (const [file, type] of [
      [url, 'image/webp'],
      [url.replace('-1280.webp', '-320.avif'), 'image/avif'],
      [url.replace('-1280.webp', '-640.webp'), 'image/webp'],
    ] as const) {
      const response = await s.app.inject({ url: file });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      // Cached, but asked about before each use, so a takedown ends it (docs/pictures.md).
      expect(response.headers['cache-control']).toBe('public, no-cache');
      const etag = `"${file.slice('/media/'.length)}"`;
      expect(response.headers.etag).toBe(etag);
      expect((await sharp(response.rawPayload).metadata()).width).toBeGreaterThan(0);
      const again = await s.app.inject({ url: file, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    for (const bad of [
      '/media/..%2F..%2Fetc%2Fpasswd',
      '/media/0123456789abcdef0123456789abcdef-640.webp',
      '/media/x.svg',
    ]) {
      const response = await s.app.inject({ url: bad });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: expect.any(String) });
    }
  });

  it('lists every photo with its author, licence and source on the credits API', async () => {
    const response = await s.app.inject({ url: '/api/photos/credits' });
    expect(response.statusCode).toBe(200);
    const { photos: credits } = response.json() as PhotoCredits;
    expect(credits.map((c) => c.author).sort()).toEqual(['Walker 1', 'Walker 2']);
    expect(credits[0]).toMatchObject({
      tree_id: photoTree,
      tree_name_common: catalog[0]?.name_common,
      slot: 'leaf',
      licence: 'CC BY-SA 4.0',
      licence_url: 'https://creativecommons.org/licenses/by-sa/4.0/',
      source_url: 'https://example.org/photos/7',
    });
    const thumbnail = await s.app.inject({ url: credits[0]?.thumbnail_url ?? '' });
    expect(thumbnail.statusCode).toBe(200);
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(320);
    expect((await s.app.inject({ url: '/api/photos/credits?x=1' })).statusCode).toBe(400);
  });
});
