import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PhotoCredits, Tree } from '@leafwise/contract';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { adminActions } from '../src/db/admin-schema.ts';
import { openDatabase } from '../src/db/database.ts';
import { photoJpeg } from './helpers/images.ts';
import { run, startServer } from './helpers/server-process.ts';

const CLI = join(import.meta.dirname, '..', 'src', 'photos-cli.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'leafwise-photos-cli-'));
const env = { DATA_DIR: dataDir };
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const mediaFiles = () => readdirSync(join(dataDir, 'media')).filter((file) => !file.startsWith('.'));

// Each command starts Node, opens the database and syncs the catalog: seconds each on a busy machine.
describe('npm run photos', { timeout: 90_000 }, () => {
  it('adds a photo on a fresh data folder, which the server then shows with its credit', async () => {
    const file = join(dataDir, 'oak-leaf.jpg');
    writeFileSync(file, await photoJpeg(1000, 750));
    const cli = run(
      CLI,
      [
        'add',
        'quercus-robur',
        'leaf',
        file,
        '--author',
        'A. Walker',
        '--licence',
        'cc-by-4.0',
        '--source',
        'https://example.org/oak',
      ],
      env,
    );
    expect((await cli.exited).code).toBe(0);
    expect(cli.output()).toMatch(/^Added photo 1: Quercus robur, leaf, 1000 × 750, 6 files in /m);
    expect(mediaFiles()).toHaveLength(6);

    const server = await startServer({ ...env, PORT: '0' });
    try {
      const { trees } = (await (await fetch(`${server.url}/api/trees?level=1&limit=100`)).json()) as { trees: Tree[] };
      const oak = trees.find((tree) => tree.tree_name_sci === 'Quercus robur');
      expect(oak?.tree_img_leaf).toMatch(/^\/media\/[0-9a-f]{32}-1280\.webp$/);
      expect((await fetch(`${server.url}${oak?.tree_img_leaf}`)).headers.get('content-type')).toBe('image/webp');
      const { photos } = (await (await fetch(`${server.url}/api/photos/credits`)).json()) as PhotoCredits;
      expect(photos).toEqual([
        expect.objectContaining({ tree_name_sci: 'Quercus robur', author: 'A. Walker', licence: 'CC BY 4.0' }),
      ]);
    } finally {
      server.child.kill();
      await server.exited;
    }
  });

  it.each([
    [
      ['add', 'quercus-imaginaria', 'leaf', '/etc/hostname'],
      'No species in the catalog is called "quercus-imaginaria".',
    ],
    [['add', 'quercus-robur', 'twig', '/etc/hostname'], '"twig" is not a slot: use one of leaf, bark, bud, seed.'],
    [['add', 'quercus-robur', 'leaf', '/no/such/file.jpg'], 'There is no file /no/such/file.jpg.'],
    [['add', 'quercus-robur', 'leaf', '/etc/hostname'], 'The file is not an image'],
  ])('refuses %j with a message, exit 1 and nothing stored', async (args, message) => {
    const cli = run(CLI, [...args, '--author', 'A', '--licence', 'CC0', '--source', 'https://example.org/'], env);
    expect((await cli.exited).code).toBe(1);
    expect(cli.output()).toContain(message);
    expect(mediaFiles()).toHaveLength(6);
  });

  it('exits 2 with the usage when a credit is missing', async () => {
    const cli = run(CLI, ['add', 'quercus-robur', 'leaf', '/etc/hostname'], env);
    expect((await cli.exited).code).toBe(2);
    expect(cli.output()).toContain('usage:\n  npm run photos -- add <species> <slot> <file> --author');
  });

  it.each([
    [{}, 'COMMONS_CONTACT: is required'],
    [{ COMMONS_CONTACT: '' }, 'COMMONS_CONTACT: is required'],
    [{ COMMONS_CONTACT: 'photos@example.org' }, 'COMMONS_CONTACT: must be an e-mail address or https:// page'],
  ])('refuses to import without a contact Wikimedia can reach (%j)', async (contact, message) => {
    const cli = run(CLI, ['import', '--species', 'quercus-robur'], { ...env, ...contact });
    expect((await cli.exited).code).toBe(1);
    expect(cli.output()).toContain(`Invalid configuration for the import:\n  ${message}`);
  });

  it('lists the photos with their credits, and removes one', async () => {
    const list = run(CLI, ['list'], env);
    expect((await list.exited).code).toBe(0);
    expect(list.output()).toContain('1\tQuercus robur\tleaf\tA. Walker\tCC BY 4.0\thttps://example.org/oak');
    const remove = run(CLI, ['remove', '1'], env);
    expect((await remove.exited).code).toBe(0);
    const again = run(CLI, ['remove', '1'], env);
    expect((await again.exited).code).toBe(1);
    expect(again.output()).toContain('There is no photo 1.');
  });

  it('recorded the photo added and the photo removed in the audit trail, as the command line', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const trail = await database.db.select().from(adminActions).orderBy(asc(adminActions.audit_id));
      expect(trail.map(({ action, target, target_id, origin }) => [action, target, target_id, origin])).toEqual([
        ['photo.add', 'photo 1, Quercus robur leaf', '1', 'command line'],
        ['photo.remove', 'photo 1, Quercus robur leaf', '1', 'command line'],
      ]);
      expect(trail[0]?.details).toBe('A. Walker, CC BY 4.0, https://example.org/oak');
    } finally {
      await database.close();
    }
  });
});
