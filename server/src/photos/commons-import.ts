import { PICTURE_SLOTS, type PictureSlot } from '@leafwise/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { photos, trees } from '../db/schema.ts';
import { PHOTO_LIMITS, PhotoError } from './encode.ts';
import type { MediaStore } from './media-store.ts';
import { addPhoto, parseLicence } from './photos-repository.ts';

export const COMMONS_API_URL = 'https://commons.wikimedia.org/w/api.php';
// Wikimedia asks every client to name itself and how to reach its owner.
const USER_AGENT = 'Leafwise-photo-importer/1.0 (https://github.com/leafwise; tree identification lessons)';

/** Words a file's title must contain to be taken for a slot (Commons search is by text, not by content). */
const SLOT_TERMS: Record<PictureSlot, { search: (conifer: boolean) => string; title: RegExp }> = {
  leaf: { search: (conifer) => (conifer ? 'needles' : 'leaf'), title: /lea(f|ves)|foliage|needle|blatt|feuille/i },
  bark: { search: () => 'bark', title: /bark|trunk|rinde|écorce|corteza/i },
  bud: { search: () => 'buds', title: /bud|knospe|bourgeon/i },
  seed: {
    search: (conifer) => (conifer ? 'cone' : 'fruit'),
    title: /seed|fruit|cone|nut|acorn|berr|samara|key|pod|catkin|strobil|frucht|zapfen/i,
  },
};

/** One file as the API describes it (formatversion=2, prop=imageinfo with extmetadata). */
interface CommonsPage {
  title: string;
  imageinfo?: {
    mime?: string;
    width?: number;
    thumburl?: string;
    url?: string;
    descriptionurl?: string;
    extmetadata?: Record<string, { value?: string }>;
  }[];
}

export interface Candidate {
  title: string;
  downloadUrl: string;
  author: string;
  licence: string;
  source: string;
}

export interface ImportReport {
  added: { species: string; slot: PictureSlot; photo_id: number; title: string }[];
  /** Files looked at and passed over, with the reason. */
  skipped: { species: string; slot: PictureSlot; title: string; reason: string }[];
  /** Slots still without a photo. */
  missing: { species: string; slot: PictureSlot }[];
}

export interface ImportOptions {
  apiUrl?: string;
  /** Only these species (catalog file names or scientific names). */
  species?: string[];
  /** Stop after this many species have been looked at. */
  limit?: number;
  /** Files tried per slot before giving up on it. */
  attempts?: number;
  timeoutMs?: number;
  log?: (line: string) => void;
}

/** Artist fields are HTML ("<a href=…>Name</a>"): the text a reader sees. */
export function plainText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return entities[code.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The file as a candidate, or why it is not one. */
export function toCandidate(page: CommonsPage, slot: PictureSlot): Candidate | string {
  const info = page.imageinfo?.[0];
  if (!info?.thumburl || !info.descriptionurl) return 'no file information';
  if (!/^image\/(jpeg|png|webp|tiff)$/.test(info.mime ?? '')) return `not a photo (${info.mime})`;
  if ((info.width ?? 0) < PHOTO_LIMITS.minWidth) return `too small (${info.width} pixels wide)`;
  if (!SLOT_TERMS[slot].title.test(page.title)) return `the title does not name the ${slot}`;
  const meta = info.extmetadata ?? {};
  const shortName = plainText(meta.LicenseShortName?.value ?? '');
  let licence: string;
  try {
    licence = parseLicence(shortName);
  } catch {
    return `licence not accepted (${shortName || 'none given'})`;
  }
  const author = plainText(meta.Artist?.value ?? '').slice(0, 200);
  if (!author) return 'no author given';
  return { title: page.title, downloadUrl: info.thumburl, author, licence, source: info.descriptionurl };
}

/**
 * For each active species and slot that has no photo, searches Wikimedia Commons for files whose
 * title names the species and the slot, and imports the first one that is openly licensed (CC0,
 * CC BY, CC BY-SA), big enough and decodable. Requests go one at a time. Each photo is added whole
 * or not at all (addPhoto), so a download that fails leaves nothing behind.
 */
export async function importFromCommons(db: Db, media: MediaStore, options: ImportOptions = {}): Promise<ImportReport> {
  const apiUrl = options.apiUrl ?? COMMONS_API_URL;
  const attempts = options.attempts ?? 3;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const log = options.log ?? (() => {});
  const report: ImportReport = { added: [], skipped: [], missing: [] };

  const wanted = options.species?.map((name) => name.trim().toLowerCase());
  const rows = (
    await db
      .select({ tree_id: trees.tree_id, slug: trees.slug, name_sci: trees.name_sci, conifer: trees.conifer })
      .from(trees)
      .where(eq(trees.active, true))
      .orderBy(asc(trees.slug))
  ).filter((row) => !wanted || wanted.includes(row.slug) || wanted.includes(row.name_sci.toLowerCase()));
  const unknown = wanted?.filter(
    (name) => !rows.some((row) => row.slug === name || row.name_sci.toLowerCase() === name),
  );
  if (unknown?.length) throw new PhotoError(`No species in the catalog is called ${unknown.join(', ')}.`);

  const having = new Set(
    (await db.select({ tree_id: photos.tree_id, slot: photos.slot }).from(photos)).map((p) => `${p.tree_id}/${p.slot}`),
  );
  await media.sweepIncoming();

  for (const row of rows.slice(0, options.limit ?? rows.length)) {
    for (const slot of PICTURE_SLOTS) {
      if (having.has(`${row.tree_id}/${slot}`)) continue;
      const pages = await search(apiUrl, `"${row.name_sci}" ${SLOT_TERMS[slot].search(row.conifer)}`, timeoutMs);
      let tried = 0;
      let added = false;
      for (const page of pages) {
        if (tried >= attempts) break;
        const candidate = toCandidate(page, slot);
        if (typeof candidate === 'string') {
          report.skipped.push({ species: row.slug, slot, title: page.title, reason: candidate });
          continue;
        }
        tried++;
        try {
          const bytes = await download(candidate.downloadUrl, timeoutMs);
          const photo = await addPhoto(db, media, { treeId: row.tree_id, slot, bytes, ...candidate });
          report.added.push({ species: row.slug, slot, photo_id: photo.photo_id, title: candidate.title });
          log(`${row.slug} ${slot}: added photo ${photo.photo_id} (${candidate.title}, ${candidate.licence})`);
          added = true;
          break;
        } catch (error) {
          const reason = error instanceof PhotoError ? error.message : `download failed: ${(error as Error).message}`;
          report.skipped.push({ species: row.slug, slot, title: candidate.title, reason });
          log(`${row.slug} ${slot}: skipped ${candidate.title}: ${reason}`);
        }
      }
      if (!added) report.missing.push({ species: row.slug, slot });
    }
  }
  return report;
}

async function search(apiUrl: string, query: string, timeoutMs: number): Promise<CommonsPage[]> {
  const url = new URL(apiUrl);
  url.search = new URLSearchParams({
    action: 'query',
    format: 'json',
    formatversion: '2',
    generator: 'search',
    gsrsearch: `${query} filetype:bitmap`,
    gsrnamespace: '6',
    gsrlimit: '10',
    prop: 'imageinfo',
    iiprop: 'url|mime|size|extmetadata',
    iiextmetadatafilter: 'LicenseShortName|Artist',
    iiurlwidth: '1280',
  }).toString();
  const response = await fetch(url, { headers: { 'user-agent': USER_AGENT }, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new PhotoError(`Wikimedia Commons answered ${response.status} to a search for ${query}.`);
  const body = (await response.json()) as { query?: { pages?: (CommonsPage & { index?: number })[] } };
  // Pages come keyed by id; `index` is the search rank.
  return [...(body.query?.pages ?? [])].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
}

/** The whole file in memory, refused past the size limit; nothing is written until it is checked. */
async function download(url: string, timeoutMs: number): Promise<Buffer> {
  const response = await fetch(url, { headers: { 'user-agent': USER_AGENT }, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > PHOTO_LIMITS.maxBytes) throw new PhotoError('The file is too large.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > PHOTO_LIMITS.maxBytes) throw new PhotoError('The file is too large.');
    chunks.push(Buffer.from(chunk));
  }
  if (declared && size !== declared) throw new Error(`the download ended after ${size} of ${declared} bytes`);
  return Buffer.concat(chunks);
}
