// npm run photos -- add|import|list|remove: manages the photos shown beside the drawings.
// On the embedded database the server must be stopped first: one process owns a data directory.
// A running server shows new photos in the trees it sends after its next start.
import { readFile, stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { CatalogError, loadCatalog } from '@leafwise/catalog';
import { PICTURE_SLOTS, type PictureSlot } from '@leafwise/contract';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { type Db, openDatabase } from './db/database.ts';
import { photos } from './db/schema.ts';
import { COMMONS_API_URL, CommonsEnvSchema, importFromCommons } from './photos/commons-import.ts';
import { PHOTO_LIMITS, PhotoError } from './photos/encode.ts';
import { MediaStore } from './photos/media-store.ts';
import { addPhoto, findTree, listCredits } from './photos/photos-repository.ts';
import { syncCatalog } from './trees/trees-repository.ts';

const USAGE = `usage:
  npm run photos -- add <species> <slot> <file> --author <name> --licence <licence> --source <url>
  npm run photos -- import [--species <species>]... [--limit <n>]
  npm run photos -- list
  npm run photos -- remove <photo id>
<species> is a catalog file name (quercus-robur) or a scientific name ("Quercus robur");
<slot> is one of ${PICTURE_SLOTS.join(', ')}; licences: CC0 1.0, CC BY 2.0-4.0, CC BY-SA 2.0-4.0.
import searches Wikimedia Commons (COMMONS_API_URL, default ${COMMONS_API_URL}); COMMONS_CONTACT, an
e-mail address or https:// page, tells Wikimedia how to reach you and is required.`;

class UsageError extends Error {}

const { positionals, values } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        author: { type: 'string' },
        licence: { type: 'string' },
        source: { type: 'string' },
        species: { type: 'string', multiple: true },
        limit: { type: 'string' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
})();
const [command, ...args] = positionals;

async function add(db: Db, media: MediaStore): Promise<void> {
  const [species, slot, file, ...rest] = args;
  const { author, licence, source } = values;
  if (!species || !slot || !file || rest.length || !author || !licence || !source) throw new UsageError();
  if (!PICTURE_SLOTS.includes(slot as PictureSlot)) {
    throw new PhotoError(`"${slot}" is not a slot: use one of ${PICTURE_SLOTS.join(', ')}.`);
  }
  const tree = await findTree(db, species);
  if (!tree) throw new PhotoError(`No species in the catalog is called "${species}".`);
  const size = await stat(file).then(
    (found) => (found.isFile() ? found.size : -1),
    () => undefined,
  );
  if (size === undefined) throw new PhotoError(`There is no file ${file}.`);
  if (size < 0) throw new PhotoError(`${file} is not a file.`);
  // Checked before reading, so a huge file is refused without filling memory.
  if (size > PHOTO_LIMITS.maxBytes) {
    throw new PhotoError(`The file is too large (${Math.round(size / 1024 / 1024)} MB); the limit is 25 MB.`);
  }
  await media.sweepIncoming();
  const photo = await addPhoto(db, media, {
    treeId: tree.tree_id,
    slot: slot as PictureSlot,
    bytes: await readFile(file),
    author,
    licence,
    source,
  });
  console.log(
    `Added photo ${photo.photo_id}: ${tree.name_sci}, ${photo.slot}, ${photo.width} × ${photo.height}, ` +
      `${photo.variants.length} files in ${media.dir}.`,
  );
}

/** The importer's variables (COMMONS_API_URL, COMMONS_CONTACT); an empty one counts as unset. */
function importSettings() {
  const present = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''));
  const result = CommonsEnvSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new PhotoError(`Invalid configuration for the import:\n${lines.join('\n')}`);
}

async function importCommand(db: Db, media: MediaStore, settings: ReturnType<typeof importSettings>): Promise<void> {
  if (args.length) throw new UsageError();
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) throw new UsageError();
  const report = await importFromCommons(db, media, {
    apiUrl: settings.COMMONS_API_URL,
    contact: settings.COMMONS_CONTACT,
    species: values.species,
    limit,
    log: (line) => console.log(line),
  });
  console.log(
    `Added ${report.added.length} photos; ${report.skipped.length} files passed over; ` +
      `${report.missing.length} slots still without a photo.`,
  );
  if (report.failed.length) {
    for (const { species, slot, reason } of report.failed) console.error(`${species} ${slot}: ${reason}`);
    console.error(`${report.failed.length} searches failed; run the import again later to retry them.`);
    process.exitCode = 1;
  }
}

async function list(db: Db): Promise<void> {
  if (args.length) throw new UsageError();
  const credits = await listCredits(db);
  if (!credits.length) console.log('No photos yet.');
  for (const photo of credits) {
    console.log(
      `${photo.photo_id}\t${photo.tree_name_sci}\t${photo.slot}\t${photo.author}\t${photo.licence}\t${photo.source_url}`,
    );
  }
}

/** Takes a photo out of the catalog; its files stay (they are content-named, and harmless). */
async function remove(db: Db): Promise<void> {
  const [id, ...rest] = args;
  if (!id || rest.length || !/^\d{1,9}$/.test(id)) throw new UsageError();
  const [gone] = await db
    .delete(photos)
    .where(eq(photos.photo_id, Number(id)))
    .returning();
  if (!gone) throw new PhotoError(`There is no photo ${id}.`);
  console.log(`Removed photo ${id}.`);
}

if (!command || !['add', 'import', 'list', 'remove'].includes(command)) {
  console.error(USAGE);
  process.exit(2);
}

try {
  // Checked before the database is opened: a missing contact should cost nothing.
  const settings = command === 'import' ? importSettings() : undefined;
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  const media = new MediaStore(config.MEDIA_DIR);
  try {
    // Synced as the server does at start, so photos can be added before the server's first run.
    await database.migrate(async (db) => {
      await syncCatalog(db, loadCatalog());
    });
    if (command === 'add') await add(database.db, media);
    else if (command === 'import' && settings) await importCommand(database.db, media, settings);
    else if (command === 'list') await list(database.db);
    else await remove(database.db);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof UsageError) {
    console.error(USAGE);
    process.exitCode = 2;
  } else {
    const known = [ConfigError, DataDirLockedError, CatalogError, PhotoError].some((kind) => error instanceof kind);
    console.error(known ? (error as Error).message : error);
    process.exitCode = 1;
  }
}
