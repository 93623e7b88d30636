import { PICTURE_SLOTS, type PictureSlot } from '@leafwise/contract';
import { asc } from 'drizzle-orm';
import type { Actor } from '../audit/audit.ts';
import { COMMONS_API_URL, CommonsContactSchema } from '../commons-env.ts';
import type { Db } from '../db/database.ts';
import { photos, trees } from '../db/schema.ts';
import { CommonsClient, CommonsUnavailableError } from './commons-api.ts';
import { toCandidate } from './commons-candidate.ts';
import { PhotoError } from './encode.ts';
import type { MediaStore } from './media-store.ts';
import { addPhoto } from './photos-repository.ts';

export interface ImportReport {
  added: { species: string; slot: PictureSlot; photo_id: number; title: string }[];
  /** Files looked at and passed over, with the reason. */
  skipped: { species: string; slot: PictureSlot; title: string; reason: string }[];
  /** Slots still without a photo. */
  missing: { species: string; slot: PictureSlot }[];
  /** Slots whose search kept failing (Commons busy or out of reach); a later run tries them again. */
  failed: { species: string; slot: PictureSlot; reason: string }[];
}

/** What an import is doing, as it happens, for whoever shows its progress (the console). */
export type ImportProgress =
  | { kind: 'searching'; species: string; slot: PictureSlot }
  | { kind: 'added'; species: string; slot: PictureSlot; title: string; licence: string; photoId: number }
  | { kind: 'skipped'; species: string; slot: PictureSlot; title: string; reason: string }
  /** A search that kept failing (Commons busy or out of reach). */
  | { kind: 'failed'; species: string; slot: PictureSlot; reason: string };

export interface ImportOptions {
  apiUrl?: string;
  /** Where Wikimedia can reach whoever runs the import (COMMONS_CONTACT). */
  contact?: string;
  /** Only these species (catalog file names or scientific names). */
  species?: string[];
  /** Stop after this many species have been looked at. */
  limit?: number;
  /** Files downloaded per slot before giving up on it. */
  attempts?: number;
  /** Search results looked at per slot before giving up on it. */
  maxResults?: number;
  /** Tries per request while Commons is busy. */
  tries?: number;
  timeoutMs?: number;
  /** How to wait before trying again; tests pass one that does not. */
  sleep?: (ms: number) => Promise<void>;
  log?: (line: string) => void;
  /** Told of each search begun and each file added or passed over, and of each search that failed. */
  onEvent?: (event: ImportProgress) => void;
  /** Stops the import, a request in flight included: whoever started it has gone, or the server is stopping. */
  signal?: AbortSignal;
  /** Who runs it, for the audit trail's entry of each photo added. */
  actor: Actor;
}

// After this many slots in a row whose search failed, Commons is down: stop rather than wait for hours.
const FAILED_IN_A_ROW = 3;

/** The word searched for beside the scientific name. */
const SEARCH_WORD: Record<PictureSlot, (conifer: boolean) => string> = {
  leaf: (conifer) => (conifer ? 'needles' : 'leaf'),
  bark: () => 'bark',
  bud: () => 'buds',
  seed: (conifer) => (conifer ? 'cone' : 'fruit'),
};

/**
 * The active species an import covers (all of them when `species` is left out), in catalog file
 * name order, and the whole catalog (to notice a title naming another species). A name that is
 * neither a catalog file name nor a scientific name is refused, before anything is searched.
 */
export async function speciesToImport(db: Db, species?: string[]) {
  const wanted = species?.map((name) => name.trim().toLowerCase());
  const catalog = await db
    .select({
      tree_id: trees.tree_id,
      slug: trees.slug,
      name_sci: trees.name_sci,
      name_common: trees.name_common,
      conifer: trees.conifer,
      active: trees.active,
    })
    .from(trees)
    .orderBy(asc(trees.slug));
  const rows = catalog.filter(
    (row) => row.active && (!wanted || wanted.includes(row.slug) || wanted.includes(row.name_sci.toLowerCase())),
  );
  const unknown = wanted?.filter(
    (name) => !rows.some((row) => row.slug === name || row.name_sci.toLowerCase() === name),
  );
  if (unknown?.length) throw new PhotoError(`No species in the catalog is called ${unknown.join(', ')}.`);
  return { rows, catalog };
}

/**
 * For each active species and slot that has no photo, searches Wikimedia Commons for files whose
 * title names the species and the slot, and imports the first one that is openly licensed (CC0,
 * CC BY, CC BY-SA), unrestricted, credited to a name, big enough and decodable. Requests go one at a
 * time; a busy Commons is waited for, and a search that keeps failing is reported and passed over.
 * Each photo is added whole or not at all (addPhoto), so a download that fails leaves nothing behind.
 */
export async function importFromCommons(db: Db, media: MediaStore, options: ImportOptions): Promise<ImportReport> {
  const contact = CommonsContactSchema.safeParse(options.contact ?? '');
  if (!contact.success) throw new PhotoError(`COMMONS_CONTACT ${contact.error.issues[0]?.message}`);
  const attempts = options.attempts ?? 3;
  const maxResults = options.maxResults ?? 50;
  const log = options.log ?? (() => {});
  const tell = options.onEvent ?? (() => {});
  const commons = new CommonsClient({
    apiUrl: options.apiUrl ?? COMMONS_API_URL,
    // Wikimedia's User-Agent policy: name the tool and how to reach whoever runs it.
    userAgent: `Leafwise-photo-importer/1.0 (${contact.data})`,
    timeoutMs: options.timeoutMs ?? 30_000,
    tries: options.tries ?? 5,
    sleep: options.sleep,
    log,
    signal: options.signal,
  });
  const report: ImportReport = { added: [], skipped: [], missing: [], failed: [] };
  const { rows, catalog } = await speciesToImport(db, options.species);

  const having = new Set(
    (await db.select({ tree_id: photos.tree_id, slot: photos.slot }).from(photos)).map((p) => `${p.tree_id}/${p.slot}`),
  );
  await media.sweepIncoming();

  const stopped = () => new PhotoError(`Import stopped; the ${report.added.length} photos added are kept.`);
  let failedInARow = 0;
  for (const row of rows.slice(0, options.limit ?? rows.length)) {
    for (const slot of PICTURE_SLOTS) {
      if (having.has(`${row.tree_id}/${slot}`)) continue;
      if (options.signal?.aborted) throw stopped();
      const query = `"${row.name_sci}" ${SEARCH_WORD[slot](row.conifer)}`;
      tell({ kind: 'searching', species: row.slug, slot });
      let tried = 0;
      let seen = 0;
      let added = false;
      try {
        search: for await (const pages of commons.search(query)) {
          for (const page of pages) {
            if (tried >= attempts || seen >= maxResults) break search;
            seen++;
            const candidate = toCandidate(page, slot, { species: row, catalog });
            if (typeof candidate === 'string') {
              report.skipped.push({ species: row.slug, slot, title: page.title, reason: candidate });
              tell({ kind: 'skipped', species: row.slug, slot, title: page.title, reason: candidate });
              continue;
            }
            tried++;
            try {
              const bytes = await commons.download(candidate.downloadUrl);
              const photo = await addPhoto(
                db,
                media,
                { treeId: row.tree_id, slot, bytes, ...candidate },
                options.actor,
                `from Wikimedia Commons: ${candidate.title}, ${candidate.author}, ${candidate.licence}`,
              );
              report.added.push({ species: row.slug, slot, photo_id: photo.photo_id, title: candidate.title });
              log(`${row.slug} ${slot}: added photo ${photo.photo_id} (${candidate.title}, ${candidate.licence})`);
              tell({
                kind: 'added',
                species: row.slug,
                slot,
                title: candidate.title,
                licence: photo.licence,
                photoId: photo.photo_id,
              });
              added = true;
              break search;
            } catch (error) {
              if (options.signal?.aborted) throw stopped();
              const reason =
                error instanceof PhotoError ? error.message : `download failed: ${(error as Error).message}`;
              report.skipped.push({ species: row.slug, slot, title: candidate.title, reason });
              log(`${row.slug} ${slot}: skipped ${candidate.title}: ${reason}`);
              tell({ kind: 'skipped', species: row.slug, slot, title: candidate.title, reason });
            }
          }
        }
        failedInARow = 0;
      } catch (error) {
        if (options.signal?.aborted) throw stopped();
        if (!(error instanceof CommonsUnavailableError)) throw error;
        report.failed.push({ species: row.slug, slot, reason: error.message });
        log(`${row.slug} ${slot}: search failed: ${error.message}`);
        tell({ kind: 'failed', species: row.slug, slot, reason: error.message });
        if (++failedInARow >= FAILED_IN_A_ROW) {
          throw new PhotoError(
            `${error.message}, for ${FAILED_IN_A_ROW} searches in a row: stopped. ` +
              `The ${report.added.length} photos added are kept; run the import again later.`,
          );
        }
      }
      if (!added) report.missing.push({ species: row.slug, slot });
    }
  }
  return report;
}
