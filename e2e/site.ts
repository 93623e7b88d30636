import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the end-to-end server listens; the config starts it there and API helpers name it as their origin. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4319);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

/**
 * The admin's address, new for every run: the server caps the e-mails one address gets in an hour,
 * and with REDIS_URL set (as CI sets it) that count outlives the run, so a fixed address ran out
 * of e-mails when the suite ran twice within the hour. Set in the environment the first time this
 * is read (by the config, before the workers start), so the server and every worker agree.
 */
process.env.E2E_ADMIN_EMAIL ??= `e2e-admin-${randomUUID().slice(0, 8)}@example.com`;
export const E2E_ADMIN_EMAIL: string = process.env.E2E_ADMIN_EMAIL;

const SPECIES_FOLDER = join(import.meta.dirname, '..', 'catalog', 'species');
/** The catalog's records (catalog/species/), as much of each as the suites count by. */
const CATALOG_RECORDS: { level: number; type: string }[] = readdirSync(SPECIES_FOLDER)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(join(SPECIES_FOLDER, name), 'utf8')));

/** How many species the catalog holds: the key and the plates start with them all. */
export const CATALOG_SPECIES = CATALOG_RECORDS.length;

/** How many species of one level (1 Sapling, 2 Veteran, 3 Ancient) are evergreen. */
export const evergreensAt = (level: number) =>
  CATALOG_RECORDS.filter((record) => record.level === level && record.type === 'evergreen').length;

/** The photo seed-photos.ts adds before the server starts. */
export const SEEDED_PHOTO = {
  species: 'quercus-robur',
  slot: 'bark',
  author: 'E2E Photographer',
  licence: 'CC BY-SA 4.0',
  source: 'https://example.org/oak-bark',
  colour: '#6b5a48',
} as const;

/**
 * With the oak's bark, one photo of one part of each of the first course unit's other trees, each
 * of a part no other of them has a photo of. A unit question that shows a photo in that part shows
 * that tree, so learn.spec.ts can know what a person would recognise (decision in its comment).
 */
export const SEEDED_PHOTOS = [
  SEEDED_PHOTO,
  {
    ...SEEDED_PHOTO,
    species: 'quercus-petraea',
    slot: 'seed',
    source: 'https://example.org/sessile-acorns',
    colour: '#8a6a2f',
  },
  {
    ...SEEDED_PHOTO,
    species: 'fagus-sylvatica',
    slot: 'bud',
    source: 'https://example.org/beech-buds',
    colour: '#a0522d',
  },
  {
    ...SEEDED_PHOTO,
    species: 'castanea-sativa',
    slot: 'leaf',
    source: 'https://example.org/chestnut-leaf',
    colour: '#4f7a3a',
  },
] as const;

/** The leaderboard challenge's minute, which a test passes at once on the page's clock (page.clock). */
export const CHALLENGE_MS = 60_000;
