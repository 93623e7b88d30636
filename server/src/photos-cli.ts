// npm run photos -- add|import|list|remove: manages the photos shown beside the drawings.
// When a server holds the embedded database, it runs the command for us (control/run-command.ts).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PICTURE_SLOTS } from '@leafwise/contract';
import { COMMONS_API_URL, CommonsEnvSchema } from './commons-env.ts';
import { runCommand } from './control/run-command.ts';
import type { Db } from './db/database.ts';

const USAGE = `usage:
  npm run photos -- add <species> <slot> <file> --author <name> --licence <licence> --source <url>
  npm run photos -- import [--species <species>]... [--limit <n>]
  npm run photos -- list
  npm run photos -- remove <photo id>
<species> is a catalog file name (quercus-robur) or a scientific name ("Quercus robur");
<slot> is one of ${PICTURE_SLOTS.join(', ')}; licences: CC0 1.0, CC BY 2.0-4.0, CC BY-SA 2.0-4.0.
import searches Wikimedia Commons (COMMONS_API_URL, default ${COMMONS_API_URL}); COMMONS_CONTACT, an
e-mail address or https:// page, tells Wikimedia how to reach you and is required.`;

function usage(message?: string): never {
  console.error(message ? `${message}\n${USAGE}` : USAGE);
  process.exit(2);
}

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
    usage((error as Error).message);
  }
})();
const [command, ...args] = positionals;

/** The importer's variables (COMMONS_API_URL, COMMONS_CONTACT); an empty one counts as unset. */
function importSettings() {
  const present = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''));
  const result = CommonsEnvSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  console.error(`Invalid configuration for the import:\n${lines.join('\n')}`);
  process.exit(1);
}

/**
 * Synced as the server does at start, so photos can be added before the server's first run; only
 * when the CLI opens the database itself, so loaded only then.
 */
const seed = {
  async seed(db: Db) {
    const [{ loadCatalog }, { syncCatalog }] = await Promise.all([
      import('@leafwise/catalog'),
      import('./trees/trees-repository.ts'),
    ]);
    await syncCatalog(db, loadCatalog());
  },
};

if (command === 'add') {
  const [species, slot, file, ...rest] = args;
  const { author, licence, source } = values;
  if (!species || !slot || !file || rest.length || !author || !licence || !source) usage();
  // Absolute, since a server may be the one to read it.
  await runCommand('photos.add', { species, slot, file: resolve(file), author, licence, source }, seed);
} else if (command === 'import') {
  // Checked before the database is opened: a missing contact should cost nothing.
  const settings = importSettings();
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (args.length || (limit !== undefined && !(Number.isInteger(limit) && limit > 0))) usage();
  const { COMMONS_API_URL: apiUrl, COMMONS_CONTACT: contact } = settings;
  await runCommand('photos.import', { species: values.species, limit, apiUrl, contact }, seed);
} else if (command === 'list') {
  if (args.length) usage();
  await runCommand('photos.list', {}, seed);
} else if (command === 'remove') {
  const [id, ...rest] = args;
  if (!id || rest.length || !/^\d{1,9}$/.test(id)) usage();
  await runCommand('photos.remove', { photoId: Number(id) }, seed);
} else {
  usage();
}
