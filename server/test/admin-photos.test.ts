import { once } from 'node:events';
import { readdir, readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import {
  type AdminPhotoResponse,
  type AdminSpeciesPhotosResponse,
  type AdminSpeciesResponse,
  type PhotoCredits,
  REQUEST_ERRORS,
  type Tree,
} from '@leafwise/contract';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions } from '../src/db/admin-schema.ts';
import { photos } from '../src/db/schema.ts';
import { PHOTO_LIMITS } from '../src/photos/encode.ts';
import { type Account, createAccount } from './helpers/accounts.ts';
import { makeSpecies } from './helpers/factories.ts';
import { photoJpeg, pngOf } from './helpers/images.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const oak = makeSpecies({ name_common: 'Aaa test oak', level: 1 });
const ash = makeSpecies({ name_common: 'Bbb test ash', level: 1 });
const SITE = 'http://localhost:3000';
const credit = {
  species: oak.slug,
  slot: 'leaf',
  author: 'Ann Walker',
  licence: 'CC BY-SA 4.0',
  source: 'https://example.org/photos/7',
};

type Body = { payload: Buffer; headers: Record<string, string> };

/** A multipart form as a browser sends it: these fields in order, then each file. */
async function form(fields: Record<string, string>, files: { name?: string; bytes: Buffer }[] = []): Promise<Body> {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const { name = 'file', bytes } of files) {
    data.append(name, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  }
  const request = new Request('http://leafwise.test/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
const photoForm = async (bytes: Buffer, change: Record<string, string> = {}) =>
  form({ ...credit, ...change }, [{ bytes }]);

let t: TestApp;
let admin: Account;
/** Errors the upload route ended with, and a signal that its handler has begun. */
const uploadErrors: Error[] = [];
let uploadBegun: () => void = () => {};

beforeAll(async () => {
  t = await createTestApp([oak, ash], {
    beforeReady: (app) => {
      app.addHook('preHandler', async (request) => {
        if (request.method === 'POST' && request.url === '/api/admin/photos') uploadBegun();
      });
      app.addHook('onError', async (request, _reply, error) => {
        if (request.url === '/api/admin/photos') uploadErrors.push(error);
      });
    },
  });
  admin = await createAccount(t, { role: 'admin' });
});
afterAll(() => t.app.close());

const upload = (body: Body) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/photos',
    payload: body.payload,
    headers: { ...body.headers, cookie: admin.cookie },
  });
const get = async <T>(url: string) => {
  const response = await t.app.inject({ url, headers: { cookie: admin.cookie } });
  return { status: response.statusCode, body: response.json() as T & { msg?: string } };
};
const speciesPhotos = (slug = oak.slug) => get<AdminSpeciesPhotosResponse>(`/api/admin/species/${slug}/photos`);
const learnersSee = async () => (await get<{ trees: Tree[] }>('/api/trees?level=1&limit=2')).body.trees;

/** Right away on the embedded database; on PostgreSQL once the change has been heard (milliseconds). */
async function eventually(check: () => Promise<void>) {
  await t.app.photosLoaded();
  if (t.database.changes.immediate) return check();
  await expect.poll(() => check().then(() => true), { timeout: 2_000, interval: 20 }).toBe(true);
}

/** What a refused upload must leave as it was: the photos, the media folder and the audit trail. */
async function stored() {
  return {
    photos: await t.database.db.$count(photos),
    files: (await readdir(t.app.media.dir).catch(() => [] as string[])).sort(),
    trail: await t.database.db.$count(adminActions),
  };
}

describe('uploading a photo from the console', () => {
  let added: AdminPhotoResponse['photo'];

  it('stores it re-encoded without its metadata, credits it, shows it to learners at once and records it', async () => {
    const bytes = await photoJpeg(1600, 1200);
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const before = await stored();

    const response = await upload(await photoForm(bytes));

    expect(response.statusCode, response.body).toBe(201);
    added = (response.json() as AdminPhotoResponse).photo;
    expect(added).toMatchObject({
      slot: 'leaf',
      author: 'Ann Walker',
      licence: 'CC BY-SA 4.0',
      licence_url: 'https://creativecommons.org/licenses/by-sa/4.0/',
      source_url: 'https://example.org/photos/7',
      width: 1600,
      height: 1200,
    });
    expect(added.url).toMatch(/^\/media\/[0-9a-f]{32}-1280\.webp$/);
    expect(added.thumbnail_url).toBe(added.url.replace('-1280.webp', '-320.webp'));

    // Six files (WebP and AVIF at three widths), none of them carrying the camera's EXIF or GPS.
    const newFiles = (await stored()).files.filter((file) => !before.files.includes(file));
    expect(newFiles).toHaveLength(6);
    for (const file of newFiles) {
      const metadata = await sharp(await readFile(join(t.app.media.dir, file))).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
    }

    const { body: page } = await speciesPhotos();
    expect(page.photos).toEqual([added]);
    expect(page.species).toMatchObject({ slug: oak.slug, photos: { leaf: 1, bark: 0, bud: 0, seed: 0 } });
    await eventually(async () => expect((await speciesPhotos()).body.tree.tree_img_leaf).toBe(added.url));
    await eventually(async () =>
      expect((await learnersSee()).find((tree) => tree.slug === oak.slug)?.tree_img_leaf).toBe(added.url),
    );
    const { body: credits } = await get<PhotoCredits>('/api/photos/credits');
    expect(credits.photos).toContainEqual(
      expect.objectContaining({ photo_id: added.photo_id, author: 'Ann Walker', licence: 'CC BY-SA 4.0' }),
    );

    const [entry] = await t.database.db.select().from(adminActions).orderBy(desc(adminActions.audit_id)).limit(1);
    expect(entry).toMatchObject({
      action: 'photo.add',
      actor: admin.email,
      actor_id: admin.id,
      origin: '127.0.0.1',
      target_id: String(added.photo_id),
      target: `photo ${added.photo_id}, ${oak.name_sci} leaf`,
      details: 'Ann Walker, CC BY-SA 4.0, https://example.org/photos/7',
    });
    expect((await stored()).trail).toBe(before.trail + 1);
  });

  it('lists the active species by common name, with photos counted by slot', async () => {
    const { status, body } = await get<AdminSpeciesResponse>('/api/admin/species');
    expect(status).toBe(200);
    expect(body.species).toEqual([
      {
        tree_id: expect.any(Number),
        slug: oak.slug,
        name_common: oak.name_common,
        name_sci: oak.name_sci,
        photos: { leaf: 1, bark: 0, bud: 0, seed: 0 },
      },
      {
        tree_id: expect.any(Number),
        slug: ash.slug,
        name_common: ash.name_common,
        name_sci: ash.name_sci,
        photos: { leaf: 0, bark: 0, bud: 0, seed: 0 },
      },
    ]);
  });

  it('answers 404 for a species it does not have', async () => {
    expect(await speciesPhotos('quercus-imaginaria')).toEqual({ status: 404, body: { msg: 'No such species.' } });
  });

  const refusals: { name: string; status: number; msg: RegExp | string; body: () => Promise<Body> }[] = [
    {
      name: 'a form without the author',
      status: 400,
      msg: 'author is required.',
      body: async () => form({ species: oak.slug, slot: 'leaf', licence: 'CC0 1.0', source: credit.source }),
    },
    {
      name: 'a slot that is not one',
      status: 400,
      msg: 'slot must be one of leaf, bark, bud, seed',
      body: async () => photoForm(await photoJpeg(800, 600, { shade: 1 }), { slot: 'form' }),
    },
    {
      name: 'a licence we cannot use',
      status: 400,
      msg: /^licence must be one of CC0 1\.0, CC BY 2\.0/,
      body: async () => photoForm(await photoJpeg(800, 600, { shade: 2 }), { licence: 'All rights reserved' }),
    },
    {
      name: 'an author too long',
      status: 400,
      msg: 'author must be at most 200 characters',
      body: async () => photoForm(await photoJpeg(800, 600, { shade: 3 }), { author: 'A'.repeat(201) }),
    },
    {
      name: 'a source that is not a URL',
      status: 400,
      msg: 'The source "my garden" is not a URL.',
      body: async () => photoForm(await photoJpeg(800, 600, { shade: 4 }), { source: 'my garden' }),
    },
    {
      name: 'a field it does not know',
      status: 400,
      msg: /^The form has an unknown field "caption"/,
      body: async () => form({ ...credit, caption: 'Oak' }, [{ bytes: await photoJpeg(800, 600, { shade: 5 }) }]),
    },
    {
      name: 'a form with no file',
      status: 400,
      msg: 'The form has no photo: choose a file to upload.',
      body: async () => form(credit),
    },
    {
      name: 'a second file',
      status: 400,
      msg: 'Send one photo per upload.',
      body: async () =>
        form(credit, [{ bytes: await photoJpeg(800, 600, { shade: 6 }) }, { bytes: await photoJpeg(800, 600) }]),
    },
    {
      name: 'the file under another name',
      status: 400,
      msg: 'The photo must be sent as "file", not "photo".',
      body: async () => form(credit, [{ name: 'photo', bytes: await photoJpeg(800, 600, { shade: 7 }) }]),
    },
    {
      name: 'a field after the file',
      status: 400,
      msg: /^The form has "author" after the file/,
      body: async () => {
        const data = new FormData();
        for (const [name, value] of Object.entries(credit)) data.append(name, value);
        data.append('file', new Blob([new Uint8Array(await photoJpeg(800, 600, { shade: 8 }))]), 'photo.jpg');
        data.append('author', 'Someone else');
        const request = new Request('http://leafwise.test/', { method: 'POST', body: data });
        return {
          payload: Buffer.from(await request.arrayBuffer()),
          headers: { 'content-type': request.headers.get('content-type') ?? '' },
        };
      },
    },
    {
      name: 'a file over 25 MB',
      status: 413,
      msg: 'The file is too large; the limit is 25 MB.',
      body: async () =>
        photoForm(Buffer.concat([await photoJpeg(800, 600, { shade: 9 }), Buffer.alloc(PHOTO_LIMITS.maxBytes)])),
    },
    {
      name: 'a file that is not an image',
      status: 400,
      msg: /^The file is not an image/,
      body: () => photoForm(Buffer.from('Quercus robur, seen in the park\n')),
    },
    {
      name: 'a JPEG cut off half way',
      status: 400,
      msg: /^The image is damaged and cannot be decoded/,
      body: async () => {
        const whole = await photoJpeg(1200, 900, { shade: 10 });
        return photoForm(whole.subarray(0, Math.floor(whole.length / 2)));
      },
    },
    {
      name: 'a picture too small',
      status: 400,
      msg: /^The picture is too small \(200 pixels wide\)/,
      body: async () => photoForm(await pngOf(200, 150)),
    },
    {
      name: 'a picture of too many pixels',
      status: 400,
      msg: 'The picture is too large (8000 × 6000 pixels); the limit is 40 megapixels.',
      body: async () =>
        photoForm(
          await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#333' } })
            .png({ compressionLevel: 1 })
            .toBuffer(),
        ),
    },
    {
      name: 'a photo it already has',
      status: 409,
      msg: /^This file is already photo \d+\.$/,
      body: async () => {
        const bytes = await photoJpeg(900, 600, { shade: 11 });
        expect((await upload(await photoForm(bytes, { slot: 'bud' }))).statusCode).toBe(201);
        return photoForm(bytes, { slot: 'bark' });
      },
    },
    {
      name: 'a species it does not have',
      status: 404,
      msg: 'No such species.',
      body: async () => photoForm(await photoJpeg(800, 600, { shade: 12 }), { species: 'quercus-imaginaria' }),
    },
    {
      name: 'a JSON body',
      status: 415,
      msg: /^Send the photo as multipart\/form-data/,
      body: async () => ({
        payload: Buffer.from(JSON.stringify(credit)),
        headers: { 'content-type': 'application/json' },
      }),
    },
    {
      name: 'a text body',
      status: 415,
      msg: REQUEST_ERRORS.notJson,
      body: async () => ({ payload: Buffer.from('photo'), headers: { 'content-type': 'text/plain' } }),
    },
  ];

  it.each(refusals)('refuses $name ($status), storing nothing and recording nothing', async (refusal) => {
    const body = await refusal.body();
    const before = await stored();

    const response = await upload(body);

    expect(response.statusCode, response.body).toBe(refusal.status);
    const { msg } = response.json() as { msg: string };
    if (refusal.msg instanceof RegExp) expect(msg).toMatch(refusal.msg);
    else expect(msg).toEqual(refusal.msg);
    expect(await stored()).toEqual(before);
  });

  it('keeps nothing of an upload whose connection drops half way, and goes on answering', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const body = await photoForm(await photoJpeg(2000, 1500, { shade: 13 }));
    const before = await stored();
    const errorsBefore = uploadErrors.length;
    const begun = new Promise<void>((resolve) => {
      uploadBegun = resolve;
    });

    const { port } = new URL(address);
    const socket = connect(Number(port), '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      [
        'POST /api/admin/photos HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        `Origin: ${SITE}`,
        `Cookie: ${admin.cookie}`,
        `Content-Type: ${body.headers['content-type']}`,
        `Content-Length: ${body.payload.length}`,
        '',
        '',
      ].join('\r\n'),
    );
    // The fields and some of the file, then nothing more: the phone went out of reach.
    socket.write(body.payload.subarray(0, Math.floor(body.payload.length * 0.6)));
    await begun;
    socket.destroy();

    await expect.poll(() => uploadErrors.length, { timeout: 5_000 }).toBe(errorsBefore + 1);
    expect(uploadErrors.at(-1)?.message).toMatch(/cut off/);
    expect(await stored()).toEqual(before);
    const answer = await fetch(`${address}/api/admin/species`, { headers: { cookie: admin.cookie } });
    expect(answer.status).toBe(200);
  });
});

describe('removing a photo from the console', () => {
  it('takes it out of the species, the credits and what learners see at once, deletes its files, and records it', async () => {
    const { body: page } = await speciesPhotos();
    const leaf = page.photos.find((photo) => photo.slot === 'leaf');
    if (!leaf) throw new Error('the upload test left no leaf photo');
    const trailBefore = await t.database.db.$count(adminActions);
    const [row] = await t.database.db.select().from(photos).where(eq(photos.photo_id, leaf.photo_id));
    const files = row?.variants.map((variant) => variant.file) ?? [];
    expect(files).toHaveLength(6);
    for (const file of files) expect((await t.app.inject({ url: `/media/${file}` })).statusCode).toBe(200);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/photos/${leaf.photo_id}`,
      headers: { cookie: admin.cookie },
    });

    expect(response.statusCode).toBe(204);
    expect((await speciesPhotos()).body.photos.map((photo) => photo.photo_id)).not.toContain(leaf.photo_id);
    await eventually(async () => {
      expect((await speciesPhotos()).body.tree.tree_img_leaf).toMatch(/^\/api\/illustrations\//);
      expect((await learnersSee()).find((tree) => tree.slug === oak.slug)?.tree_img_leaf).toMatch(
        /^\/api\/illustrations\//,
      );
    });
    const { body: credits } = await get<PhotoCredits>('/api/photos/credits');
    expect(credits.photos.map((photo) => photo.photo_id)).not.toContain(leaf.photo_id);
    const entries = await t.database.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.target_id, String(leaf.photo_id)))
      .orderBy(desc(adminActions.audit_id));
    expect(entries[0]).toMatchObject({
      action: 'photo.remove',
      actor: admin.email,
      target: `photo ${leaf.photo_id}, ${oak.name_sci} leaf`,
    });
    expect(await t.database.db.$count(adminActions)).toBe(trailBefore + 1);
    // A takedown takes: no file left, and none served, in any size or format.
    const left = await readdir(t.app.media.dir);
    for (const file of files) {
      expect(left).not.toContain(file);
      expect((await t.app.inject({ url: `/media/${file}` })).statusCode).toBe(404);
    }
  });

  it('answers 404 for a photo it does not have, recording nothing', async () => {
    const trailBefore = await t.database.db.$count(adminActions);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/photos/999999',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: 'No such photo.' });
    expect(await t.database.db.$count(adminActions)).toBe(trailBefore);
  });
});
