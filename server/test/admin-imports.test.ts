import { loadCatalog } from '@leafwise/catalog';
import { ADMIN_ERRORS, type CommonsImportResponse } from '@leafwise/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, type PhotoImportRow, photoImports } from '../src/db/admin-schema.ts';
import type { Database } from '../src/db/database.ts';
import { photos, trees } from '../src/db/schema.ts';
import { type Account, createAccount } from './helpers/accounts.ts';
import { answer, type FakeCommons, startCommons } from './helpers/commons.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createTestDatabase } from './helpers/test-database.ts';

const catalog = loadCatalog().filter((entry) => ['quercus-robur', 'aesculus-hippocastanum'].includes(entry.slug));
const CONTACT = 'photo-importer@leafwise-tests.org';

let commons: FakeCommons;
let database: Database;
/** Two instances of the server on one database, as behind a load balancer. */
let a: TestApp;
let b: TestApp;
let admin: Account;

beforeAll(async () => {
  commons = await startCommons();
  database = await createTestDatabase();
  const settings = { apiUrl: commons.apiUrl, contact: CONTACT };
  a = await createTestApp(catalog, { database, commons: settings });
  b = await createTestApp(catalog, { database, commons: settings });
  admin = await createAccount(a, { role: 'admin' });
});
afterAll(async () => {
  await Promise.all([a.app.close(), b.app.close()]);
  await database.close();
  commons.close();
});

const call = async (t: TestApp, method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
  return { status: response.statusCode, body: response.json() as CommonsImportResponse & { msg?: string } };
};
const start = (t: TestApp, species?: string[] | null) => call(t, 'POST', '/api/admin/imports', { species });
const latest = async (t: TestApp) => (await call(t, 'GET', '/api/admin/imports/latest')).body;
const cancel = (t: TestApp, importId: number) => call(t, 'POST', `/api/admin/imports/${importId}/cancel`);
/** Waits (as an admin watching the console would) for the latest import to leave 'running'. */
const finished = async (t: TestApp) => {
  await expect
    .poll(async () => (await latest(t)).import?.state, { timeout: 15_000, interval: 100 })
    .not.toBe('running');
  return (await latest(t)).import;
};
const trail = (action: string) =>
  database.db.select().from(adminActions).where(eq(adminActions.action, action)).orderBy(desc(adminActions.audit_id));
const photosOf = async (slug: string) =>
  database.db
    .select({ slot: photos.slot, author: photos.author })
    .from(photos)
    .innerJoin(trees, eq(trees.tree_id, photos.tree_id))
    .where(eq(trees.slug, slug));

describe('importing from Wikimedia Commons from the console', () => {
  it('runs in the background, writing its progress where any instance reads it, and records each photo', async () => {
    commons.script(
      '"Aesculus hippocastanum" buds filetype:bitmap',
      0,
      answer('search-aesculus-hippocastanum-buds.json'),
    );
    await commons.serve('search-aesculus-hippocastanum-buds.json', 'File:Aesculus hippocastanum sticky buds.jpg');

    const started = await start(a, ['aesculus-hippocastanum']);

    expect(started.status, started.body.msg).toBe(202);
    expect(started.body).toMatchObject({
      configured: true,
      import: { state: 'running', species: ['aesculus-hippocastanum'], started_by: admin.email, imported: 0 },
    });
    const done = await finished(b);
    expect(done).toMatchObject({
      import_id: started.body.import?.import_id,
      state: 'done',
      found: 2,
      imported: 1,
      skipped: 1,
      failed: 0,
      current: null,
      message: 'Added 1 photo; 1 file passed over; 3 slots still without a photo.',
    });
    expect(done?.finished_at).not.toBeNull();
    expect(done?.events.map(({ kind, slot, title, text }) => [kind, slot, title, text])).toEqual([
      ['added', 'bud', 'File:Aesculus hippocastanum sticky buds.jpg', 'CC0 1.0'],
      ['skipped', 'bud', 'File:Aesculus hippocastanum in Budapest.jpg', 'the title does not name the bud'],
    ]);
    expect((await photosOf('aesculus-hippocastanum')).map(({ slot }) => slot)).toEqual(['bud']);

    const [begun] = await trail('import.start');
    expect(begun).toMatchObject({
      actor: admin.email,
      actor_id: admin.id,
      origin: '127.0.0.1',
      target: `Wikimedia Commons import ${done?.import_id}`,
      target_id: String(done?.import_id),
      details: 'aesculus-hippocastanum',
    });
    const [added] = await trail('photo.add');
    expect(added).toMatchObject({ actor: admin.email, origin: '127.0.0.1' });
    expect(added?.details).toMatch(/^from Wikimedia Commons: File:Aesculus hippocastanum sticky buds\.jpg, /);
  });

  it('runs one at a time across instances, and stops when cancelled on another, keeping what it added', async () => {
    commons.script('"Quercus robur" leaf filetype:bitmap', 0, answer('search-quercus-robur-leaf-1.json'));
    commons.script('"Quercus robur" leaf filetype:bitmap', 10, answer('search-quercus-robur-leaf-2.json'));
    await commons.serve('search-quercus-robur-leaf-2.json', 'File:Quercus robur leaves, Białowieża.jpg');
    const bark = commons.hold('"Quercus robur" bark filetype:bitmap');
    try {
      const started = await start(a, ['quercus-robur']);
      expect(started.status, started.body.msg).toBe(202);
      const importId = started.body.import?.import_id as number;
      await bark.reached;

      // Refused on either instance while it runs.
      expect(await start(b, null)).toEqual({ status: 409, body: { msg: ADMIN_ERRORS.importRunning } });
      expect(await start(a, ['aesculus-hippocastanum'])).toEqual({
        status: 409,
        body: { msg: ADMIN_ERRORS.importRunning },
      });

      // The other instance sees how far it has got, searching the bark with the leaf found.
      await expect
        .poll(async () => (await latest(b)).import, { timeout: 5_000, interval: 100 })
        .toMatchObject({ import_id: importId, state: 'running', current: 'quercus-robur bark', imported: 1 });

      const cancelled = await cancel(b, importId);
      expect(cancelled.status, cancelled.body.msg).toBe(200);
      expect(cancelled.body.import).toMatchObject({ import_id: importId, state: 'running' });

      expect(await finished(a)).toMatchObject({
        import_id: importId,
        state: 'cancelled',
        imported: 1,
        current: null,
        message: 'Import stopped; the photo added is kept.',
      });
      expect((await photosOf('quercus-robur')).map(({ slot }) => slot)).toEqual(['leaf']);
      const [asked] = await trail('import.cancel');
      expect(asked).toMatchObject({
        actor: admin.email,
        target: `Wikimedia Commons import ${importId}`,
        details: 'quercus-robur',
      });
    } finally {
      bark.release();
    }
  });

  it('refuses to cancel an import that has ended (409) or that never was (404), recording nothing', async () => {
    const { import: last } = await latest(a);
    const before = await database.db.$count(adminActions);
    expect(await cancel(a, last?.import_id as number)).toEqual({
      status: 409,
      body: { msg: 'This import has already been cancelled; there is nothing to cancel.' },
    });
    expect(await cancel(a, 999_999)).toEqual({ status: 404, body: { msg: ADMIN_ERRORS.noSuchImport } });
    expect(await database.db.$count(adminActions)).toBe(before);
  });

  it('refuses a species not in the catalog, starting nothing', async () => {
    const before = { latest: await latest(a), trail: await database.db.$count(adminActions) };
    expect(await start(a, ['quercus-robur', 'quercus-imaginaria'])).toEqual({
      status: 400,
      body: { msg: 'No species in the catalog is called quercus-imaginaria.' },
    });
    expect({ latest: await latest(a), trail: await database.db.$count(adminActions) }).toEqual(before);
  });

  it('counts a running import not heard from for a minute as interrupted, and starts past it', async () => {
    const [lost] = await database.db
      .insert(photoImports)
      .values({ started_by: 'gone@leafwise.test', imported: 2, updated_at: sql`now() - interval '2 minutes'` })
      .returning();
    expect((await latest(b)).import).toMatchObject({
      import_id: lost?.import_id,
      state: 'interrupted',
      current: null,
      message: 'The import stopped when the server running it went away; the 2 photos added are kept.',
    });

    const started = await start(b, ['aesculus-hippocastanum']);
    expect(started.status, started.body.msg).toBe(202);
    const [row] = await database.db
      .select()
      .from(photoImports)
      .where(eq(photoImports.import_id, lost?.import_id as number));
    expect(row?.state).toBe('interrupted');
    expect(await finished(a)).toMatchObject({ import_id: started.body.import?.import_id, state: 'done' });
  });

  it('stops the import it runs when its server closes, recording it as interrupted', async () => {
    // What the import's row holds when the app's own close hooks run, closing the database among them.
    let atClose: PhotoImportRow | undefined;
    const c = await createTestApp(catalog, {
      database,
      commons: { apiUrl: commons.apiUrl, contact: CONTACT },
      beforeReady: (app) =>
        app.addHook('onClose', async () => {
          [atClose] = await database.db.select().from(photoImports).orderBy(desc(photoImports.import_id)).limit(1);
        }),
    });
    const seed = commons.hold('"Quercus robur" fruit filetype:bitmap');
    try {
      const started = await start(c, ['quercus-robur']);
      expect(started.status, started.body.msg).toBe(202);
      await seed.reached;
      await c.app.close();
      const row = atClose;
      expect(row?.import_id).toBe(started.body.import?.import_id);
      expect(row).toMatchObject({
        state: 'interrupted',
        current: null,
        message: 'The server stopped during the import; no photo had been added. Start it again to go on.',
      });
      expect(row?.finished_at).not.toBeNull();
    } finally {
      seed.release();
    }
  });
});

describe('a server without COMMONS_CONTACT', () => {
  let t: TestApp;
  let owner: Account;
  beforeAll(async () => {
    t = await createTestApp(catalog);
    owner = await createAccount(t, { role: 'admin' });
  });
  afterAll(() => t.app.close());

  it('says it cannot import, and why, starting and recording nothing', async () => {
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/admin/imports',
      payload: { species: ['quercus-robur'] },
      headers: { cookie: owner.cookie },
    });
    expect(post.statusCode).toBe(409);
    expect(post.json()).toEqual({ msg: ADMIN_ERRORS.importNotConfigured });
    const get = await t.app.inject({ url: '/api/admin/imports/latest', headers: { cookie: owner.cookie } });
    expect(get.json()).toEqual({ import: null, configured: false });
    expect(await t.database.db.$count(adminActions)).toBe(0);
    expect(await t.database.db.$count(photoImports)).toBe(0);
  });
});
