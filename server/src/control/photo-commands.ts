import { readFile, stat } from 'node:fs/promises';
import { isAbsolute } from 'node:path';
import { PICTURE_SLOTS, type PictureSlot } from '@leafwise/contract';
import { z } from 'zod';
import { commandLineActor } from '../audit/audit.ts';
import { CommonsContactSchema } from '../commons-env.ts';
import { importFromCommons } from '../photos/commons-import.ts';
import { PHOTO_LIMITS, PhotoError } from '../photos/encode.ts';
import { addPhoto, findTree, listCredits, removePhoto } from '../photos/photos-repository.ts';
import { defineCommand } from './command.ts';

const text = z.string().max(2000);

const AddArgsSchema = z.strictObject({
  species: text.min(1),
  // Any text: the command names the slots itself when one is wrong.
  slot: text,
  // Absolute, because the server reading it does not share the shell's working directory.
  file: text.refine(isAbsolute, { error: 'must be an absolute path' }),
  author: text,
  licence: text,
  source: text,
});

const add = defineCommand(AddArgsSchema, async (db, media, args, report) => {
  const { species, slot, file } = args;
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
  const photo = await addPhoto(
    db,
    media,
    {
      treeId: tree.tree_id,
      slot: slot as PictureSlot,
      bytes: await readFile(file),
      author: args.author,
      licence: args.licence,
      source: args.source,
    },
    commandLineActor(),
  );
  report.out(
    `Added photo ${photo.photo_id}: ${tree.name_sci}, ${photo.slot}, ${photo.width} × ${photo.height}, ` +
      `${photo.variants.length} files in ${media.dir}.`,
  );
  return 0;
});

const ImportArgsSchema = z.strictObject({
  species: z.array(text.min(1)).max(1000).optional(),
  limit: z.number().int().positive().optional(),
  /** COMMONS_API_URL and COMMONS_CONTACT as the shell running the CLI has them. */
  apiUrl: z.url(),
  contact: CommonsContactSchema,
});

/** Searches Wikimedia Commons; every line of progress goes out as it happens. */
const importPhotos = defineCommand(ImportArgsSchema, async (db, media, args, report) => {
  const result = await importFromCommons(db, media, {
    apiUrl: args.apiUrl,
    contact: args.contact,
    species: args.species,
    limit: args.limit,
    log: (line) => report.out(line),
    signal: report.signal,
    actor: commandLineActor(),
  });
  report.out(
    `Added ${result.added.length} photos; ${result.skipped.length} files passed over; ` +
      `${result.missing.length} slots still without a photo.`,
  );
  if (!result.failed.length) return 0;
  for (const { species, slot, reason } of result.failed) report.err(`${species} ${slot}: ${reason}`);
  report.err(`${result.failed.length} searches failed; run the import again later to retry them.`);
  return 1;
});

const list = defineCommand(z.strictObject({}), async (db, _media, _args, report) => {
  const credits = await listCredits(db);
  if (!credits.length) report.out('No photos yet.');
  for (const photo of credits) {
    report.out(
      `${photo.photo_id}\t${photo.tree_name_sci}\t${photo.slot}\t${photo.author}\t${photo.licence}\t${photo.source_url}`,
    );
  }
  return 0;
});

/** Takes a photo down: out of the catalog, and its files deleted (removePhoto). */
const remove = defineCommand(
  z.strictObject({ photoId: z.number().int().positive() }),
  async (db, media, { photoId }, report) => {
    if (!(await removePhoto(db, media, photoId, commandLineActor())))
      throw new PhotoError(`There is no photo ${photoId}.`);
    report.out(`Removed photo ${photoId} and deleted its files.`);
    return 0;
  },
);

export const photoCommands = {
  'photos.add': add,
  'photos.import': importPhotos,
  'photos.list': list,
  'photos.remove': remove,
};
