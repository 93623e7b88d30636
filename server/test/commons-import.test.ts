import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCatalog } from '@leafwise/catalog';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CommonsContactSchema } from '../src/commons-env.ts';
import type { Database } from '../src/db/database.ts';
import { photos } from '../src/db/schema.ts';
import { plainText, toCandidate } from '../src/photos/commons-candidate.ts';
import { importFromCommons } from '../src/photos/commons-import.ts';
import { MediaStore } from '../src/photos/media-store.ts';
import { listCredits } from '../src/photos/photos-repository.ts';
import { syncCatalog } from '../src/trees/trees-repository.ts';
import { answer, type FakeCommons, type FixturePage, fixture, pageOf, startCommons } from './helpers/commons.ts';
import { TEST_ACTOR } from './helpers/photos.ts';
import { createTestDatabase } from './helpers/test-database.ts';

const metaOf = (page: FixturePage) => {
  const info = page.imageinfo[0];
  if (!info) throw new Error(`no imageinfo for ${page.title}`);
  return info.extmetadata;
};
const CONTACT = 'photo-importer@leafwise-tests.org';

describe('importing photos from Wikimedia Commons', () => {
  let commons: FakeCommons;
  let database: Database;
  let media: MediaStore;
  let waits: number[];
  const run = (options: Partial<Parameters<typeof importFromCommons>[2]> = {}) =>
    importFromCommons(database.db, media, {
      apiUrl: commons.apiUrl,
      contact: CONTACT,
      sleep: async (ms) => {
        waits.push(ms);
      },
      actor: TEST_ACTOR,
      ...options,
    });

  beforeAll(async () => {
    commons = await startCommons();
    database = await createTestDatabase();
    const wanted = [
      'quercus-robur',
      'quercus-cerris',
      'pinus-sylvestris',
      'aesculus-hippocastanum',
      'castanea-sativa',
      'acer-campestre',
    ];
    await syncCatalog(
      database.db,
      loadCatalog().filter((entry) => wanted.includes(entry.slug)),
    );
    media = new MediaStore(mkdtempSync(join(tmpdir(), 'leafwise-commons-')));
  });
  beforeEach(() => {
    waits = [];
    commons.apiRequests.length = 0;
  });
  afterAll(async () => {
    commons.close();
    await database.close();
    await rm(media.dir, { recursive: true, force: true });
  });

  it('follows continue past the first ten results, passing over what does not fit, with the reason', async () => {
    commons.script('"Quercus robur" leaf filetype:bitmap', 0, answer('search-quercus-robur-leaf-1.json'));
    commons.script('"Quercus robur" leaf filetype:bitmap', 10, answer('search-quercus-robur-leaf-2.json'));
    commons.script('"Quercus robur" bark filetype:bitmap', 0, answer('search-quercus-robur-bark.json'));
    commons.script('"Pinus sylvestris" cone filetype:bitmap', 0, answer('search-pinus-sylvestris-cone.json'));
    await commons.serve('search-quercus-robur-leaf-1.json', 'File:Quercus robur - leaf 01.jpg', { cutOff: true });
    await commons.serve('search-quercus-robur-leaf-2.json', 'File:Quercus robur leaves, Białowieża.jpg');
    await commons.serve('search-quercus-robur-bark.json', 'File:Quercus robur bark (cropped).jpg');

    const report = await run({ species: ['quercus-robur', 'pinus-sylvestris'] });

    expect(report.added.map(({ species, slot, title }) => [species, slot, title])).toEqual([
      ['quercus-robur', 'leaf', 'File:Quercus robur leaves, Białowieża.jpg'],
      ['quercus-robur', 'bark', 'File:Quercus robur bark (cropped).jpg'],
    ]);
    const noAuthor = 'no author named (only an e-mail address or a link)';
    expect(report.skipped.map(({ title, reason }) => [title, reason])).toEqual([
      ['File:Pinus sylvestris cone.jpg', 'too small (240 pixels wide)'],
      ['File:Quercus robur leaf scan.png', 'licence not accepted (Public domain)'],
      ['File:Quercus robur leafless in winter.jpg', 'the title does not name the leaf'],
      ['File:Quercus robur - leaf 01.jpg', expect.stringMatching(/^download failed: /)],
      ['File:Quercus robur leaves, Budapest.jpg', 'reuse restricted (personality)'],
      ['File:Quercus cerris and Quercus robur leaves compared.jpg', 'the title also names Quercus cerris'],
      ['File:Quercus robur leaf 240px.jpg', 'too small (240 pixels wide)'],
      ['File:Quercus robur leaves on a twig.jpg', noAuthor],
      ['File:Quercus robur leaf.tif', 'licence not accepted (CC BY-SA 3.0 de)'],
      ['File:Quercus robur leaf galls.jpg', noAuthor],
      ['File:Oak leaf in autumn.jpg', 'the title does not name Quercus robur'],
    ]);
    expect(report.missing).toHaveLength(6);
    expect(report.failed).toEqual([]);

    // The second page was asked for with the continuation Commons gave, and nothing further.
    const leafRequests = commons.apiRequests.filter((params) => params.get('gsrsearch')?.includes('leaf'));
    expect(leafRequests.map((params) => [params.get('gsroffset'), params.get('continue')])).toEqual([
      [null, null],
      ['10', 'gsroffset||'],
    ]);
    expect(commons.apiRequests.map((params) => params.get('gsrsearch'))).toContain(
      '"Pinus sylvestris" needles filetype:bitmap',
    );

    // The cut-off download left nothing: two photos of six files each, without their EXIF.
    const files = await readdir(media.dir);
    expect(files).toHaveLength(12);
    expect(files.every((file) => /^[0-9a-f]{32}-\d+\.(webp|avif)$/.test(file))).toBe(true);
    for (const file of files) expect((await sharp(join(media.dir, file)).metadata()).exif).toBeUndefined();
  });

  it('credits the Attribution when given, else the users the Artist links to, never an address or a bare link', async () => {
    const credits = await listCredits(database.db);
    expect(credits.map(({ slot, author, licence, source_url }) => ({ slot, author, licence, source_url }))).toEqual([
      {
        slot: 'bark',
        author: 'Ola Nordmann, Example Retoucher',
        licence: 'CC BY-SA 4.0',
        source_url: 'https://commons.wikimedia.org/wiki/File:Quercus_robur_bark_(cropped).jpg',
      },
      {
        slot: 'leaf',
        author: 'Jan Kowalski',
        licence: 'CC BY 2.0',
        source_url: 'https://commons.wikimedia.org/wiki/File:Quercus_robur_leaves,_Bia%C5%82owie%C5%BCa.jpg',
      },
    ]);

    const oak = { species: { name_sci: 'Quercus robur', name_common: 'English oak' }, catalog: [] };
    const withArtist = (artist: string, attribution?: string) => {
      const page = structuredClone(pageOf('search-quercus-robur-bark.json', 'File:Quercus robur bark (cropped).jpg'));
      const meta = metaOf(page);
      meta.Artist = { value: artist };
      if (attribution !== undefined) meta.Attribution = { value: attribution };
      return toCandidate(page, 'bark', oak);
    };
    const authorOf = (artist: string, attribution?: string) => {
      const candidate = withArtist(artist, attribution);
      return typeof candidate === 'string' ? candidate : candidate.author;
    };
    expect(authorOf('<a href="mailto:a.b@mail.invalid">Anna Berg</a>')).toBe('Anna Berg');
    expect(authorOf('Anna Berg (a.b@mail.invalid)')).toBe('Anna Berg');
    expect(authorOf('a.b@mail.invalid')).toBe('no author named (only an e-mail address or a link)');
    expect(
      authorOf('<a class="external free" href="http://www.flickr.com/photos/x/">http://www.flickr.com/photos/x/</a>'),
    ).toBe('no author named (only an e-mail address or a link)');
    expect(
      authorOf('<a href="//commons.wikimedia.org/wiki/User:Fg2" title="User:Fg2">Fg2</a>', 'Fg2, CC-by-sa 4.0'),
    ).toBe('Fg2, CC-by-sa 4.0');
    expect(
      authorOf('<a href="//commons.wikimedia.org/wiki/User:Fg2" title="User:Fg2">Fg2</a>', 'fg2@mail.invalid'),
    ).toBe('Fg2');
  });

  it('refuses files whose reuse is restricted beyond their licence', () => {
    const oak = { species: { name_sci: 'Quercus robur', name_common: 'English oak' }, catalog: [] };
    const page = structuredClone(
      pageOf('search-quercus-robur-leaf-2.json', 'File:Quercus robur leaves, Białowieża.jpg'),
    );
    const meta = metaOf(page);
    expect(toCandidate(page, 'leaf', oak)).toMatchObject({ author: 'Jan Kowalski' });
    meta.Restrictions = { value: 'trademarked|personality' };
    expect(toCandidate(page, 'leaf', oak)).toBe('reuse restricted (trademarked, personality)');
  });

  it('takes a title for a slot only when it names the slot and the species in whole words, and no other species', () => {
    const catalog = [
      { name_sci: 'Aesculus hippocastanum', name_common: 'Horse chestnut' },
      { name_sci: 'Aesculus carnea', name_common: 'Red horse chestnut' },
      { name_sci: 'Castanea sativa', name_common: 'Sweet chestnut' },
      { name_sci: 'Quercus cerris', name_common: 'Turkey oak' },
      { name_sci: 'Quercus robur', name_common: 'English oak' },
      { name_sci: 'Acer campestre', name_common: 'Field maple' },
    ];
    const of = (name_sci: string) => {
      const species = catalog.find((entry) => entry.name_sci === name_sci);
      if (!species) throw new Error(`${name_sci} is not in this test's catalog`);
      return { species, catalog };
    };
    const template = pageOf('search-quercus-robur-leaf-2.json', 'File:Quercus robur leaves, Białowieża.jpg');
    const verdict = (title: string, slot: 'leaf' | 'bark' | 'bud' | 'seed', name_sci: string) => {
      const candidate = toCandidate({ ...structuredClone(template), title }, slot, of(name_sci));
      return typeof candidate === 'string' ? candidate : 'taken';
    };

    expect(verdict('File:Aesculus hippocastanum, horse chestnut tree.jpg', 'seed', 'Aesculus hippocastanum')).toBe(
      'the title does not name the seed',
    );
    expect(verdict('File:Horse chestnut fruit.jpg', 'seed', 'Castanea sativa')).toBe(
      'the title does not name Castanea sativa',
    );
    expect(verdict('File:Quercus cerris (Turkey oak) in Tuscany.jpg', 'seed', 'Quercus cerris')).toBe(
      'the title does not name the seed',
    );
    expect(verdict('File:Aesculus hippocastanum in Budapest.jpg', 'bud', 'Aesculus hippocastanum')).toBe(
      'the title does not name the bud',
    );
    expect(verdict('File:Quercus robur leafless in winter.jpg', 'leaf', 'Quercus robur')).toBe(
      'the title does not name the leaf',
    );
    expect(verdict('File:Red horse chestnut buds.jpg', 'bud', 'Aesculus hippocastanum')).toBe(
      'the title does not name Aesculus hippocastanum',
    );
    // What should pass still does: plurals, common names, underscores, hyphens, any letter case.
    expect(verdict('File:Horse-chestnut sticky buds.jpg', 'bud', 'Aesculus hippocastanum')).toBe('taken');
    expect(verdict('File:Castanea_sativa_NUTS.jpg', 'seed', 'Castanea sativa')).toBe('taken');
    expect(verdict('File:Acer campestre keys, Turkey.jpg', 'seed', 'Acer campestre')).toBe('taken');
    expect(verdict('File:Turkey oak leaves.jpg', 'leaf', 'Quercus cerris')).toBe('taken');
  });

  it('waits out 429 and 5xx answers as Retry-After says, else backing off, and goes on past a search that keeps failing', async () => {
    commons.script('"Aesculus hippocastanum" leaf filetype:bitmap', 0, {
      status: 500,
      headers: { 'content-type': 'text/html' },
      body: '<!DOCTYPE html><title>Wikimedia Error</title>',
    });
    commons.script(
      '"Aesculus hippocastanum" buds filetype:bitmap',
      0,
      { status: 503, headers: { 'content-type': 'text/html' }, body: '<!DOCTYPE html><title>Wikimedia Error</title>' },
      { status: 429, headers: { 'retry-after': '7' }, body: '' },
      answer('search-aesculus-hippocastanum-buds.json'),
    );
    await commons.serve('search-aesculus-hippocastanum-buds.json', 'File:Aesculus hippocastanum sticky buds.jpg');

    const report = await run({ species: ['aesculus-hippocastanum'] });

    expect(report.failed).toEqual([
      { species: 'aesculus-hippocastanum', slot: 'leaf', reason: 'Wikimedia Commons answered 500 on all 5 tries' },
    ]);
    expect(report.added.map(({ slot, title }) => [slot, title])).toEqual([
      ['bud', 'File:Aesculus hippocastanum sticky buds.jpg'],
    ]);
    expect(report.skipped.map(({ title, reason }) => [title, reason])).toEqual([
      ['File:Aesculus hippocastanum in Budapest.jpg', 'the title does not name the bud'],
    ]);
    // Four waits doubling from a second for the leaf search; then one backoff and Retry-After's 7 s.
    expect(waits).toEqual([1000, 2000, 4000, 8000, 1000, 7000]);
  });

  it('stops when three searches in a row keep failing: Commons is down, and waiting on would take hours', async () => {
    for (const word of ['leaf', 'bark', 'buds']) {
      commons.script(`"Quercus cerris" ${word} filetype:bitmap`, 0, { status: 503, body: '' });
    }
    await expect(run({ species: ['quercus-cerris'], tries: 2 })).rejects.toThrow(
      'Wikimedia Commons answered 503 on all 2 tries, for 3 searches in a row: stopped. The 0 photos added are kept; run the import again later.',
    );
    expect(commons.apiRequests).toHaveLength(6);
  });

  it('asks with maxlag=5, and on a maxlag error waits as Retry-After says and asks again', async () => {
    commons.script(
      '"Castanea sativa" fruit filetype:bitmap',
      0,
      { headers: { 'retry-after': '5', 'x-database-lag': '6' }, body: fixture('error-maxlag.json') },
      answer('search-castanea-sativa-fruit.json'),
    );
    await commons.serve('search-castanea-sativa-fruit.json', 'File:Castanea sativa nuts in their husk.jpg');

    const report = await run({ species: ['castanea-sativa'] });

    expect(report.added.map(({ slot, title }) => [slot, title])).toEqual([
      ['seed', 'File:Castanea sativa nuts in their husk.jpg'],
    ]);
    expect(report.skipped.map(({ title, reason }) => [title, reason])).toEqual([
      ['File:Horse chestnut fruit.jpg', 'the title does not name Castanea sativa'],
      ['File:Castanea sativa, sweet chestnut tree in bloom.jpg', 'the title does not name the seed'],
    ]);
    expect(waits).toEqual([5000]);
    expect(commons.apiRequests.length).toBeGreaterThan(0);
    expect(commons.apiRequests.every((params) => params.get('maxlag') === '5')).toBe(true);
  });

  it('stops on an error Commons answers with HTTP 200, instead of reading it as no files', async () => {
    commons.script('"Acer campestre" leaf filetype:bitmap', 0, answer('error-badvalue.json'));
    await expect(run({ species: ['acer-campestre'] })).rejects.toThrow(
      'Wikimedia Commons refused the search for "Acer campestre" leaf: badvalue: Unrecognized value for parameter "gsrwhat": title-and-text.',
    );
  });

  it('names itself with the configured contact, and will not run without a working one', async () => {
    expect([...commons.userAgents]).toEqual([`Leafwise-photo-importer/1.0 (${CONTACT})`]);

    await expect(run({ contact: '' })).rejects.toThrow(/COMMONS_CONTACT/);
    await expect(run({ contact: 'photos@example.org' })).rejects.toThrow(/COMMONS_CONTACT/);
    for (const good of ['trees@school.edu.pl', 'https://commons.wikimedia.org/wiki/User:Leafwise_importer']) {
      expect(CommonsContactSchema.safeParse(good).success).toBe(true);
    }
    for (const bad of [
      'nobody',
      'a@b',
      'photos@example.com',
      'photos@leafwise.example',
      'me@localhost',
      'https://example.org/contact',
      'ftp://files.school.org',
    ]) {
      expect(CommonsContactSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('leaves slots that have a photo alone when run again', async () => {
    const before = await database.db.$count(photos);
    const report = await run({ species: ['quercus-robur'] });
    expect(report.added).toEqual([]);
    expect(commons.apiRequests.map((params) => params.get('gsrsearch')).sort()).toEqual([
      '"Quercus robur" buds filetype:bitmap',
      '"Quercus robur" fruit filetype:bitmap',
    ]);
    expect(await database.db.$count(photos)).toBe(before);
  });

  it('refuses an unknown species by name, and an address that is no Commons API', async () => {
    await expect(run({ species: ['quercus-imaginaria'] })).rejects.toThrow(
      'No species in the catalog is called quercus-imaginaria.',
    );
    await expect(
      run({ apiUrl: commons.apiUrl.replace('/w/api.php', '/nowhere'), species: ['pinus-sylvestris'] }),
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
