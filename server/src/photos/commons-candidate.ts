import type { PictureSlot } from '@leafwise/contract';
import type { CommonsPage } from './commons-api.ts';
import { PHOTO_LIMITS } from './encode.ts';
import { parseLicence } from './photos-repository.ts';

export interface Candidate {
  title: string;
  downloadUrl: string;
  author: string;
  licence: string;
  source: string;
}

interface SpeciesNames {
  name_sci: string;
  name_common: string;
}

/** The species a file is wanted for, and every species of the catalog, to notice a title naming another. */
export interface Wanted {
  species: SpeciesNames;
  catalog: SpeciesNames[];
}

/**
 * Words (whole, any case) a file's title must contain to be taken for a slot: Commons search is by
 * text, not by content, and a part of a word is no evidence ("chestnut" is no nut, "Budapest" no bud).
 */
const SLOT_WORDS: Record<PictureSlot, string[]> = {
  leaf: ['leaf', 'leaves', 'foliage', 'needle', 'needles', 'blatt', 'blätter', 'feuille', 'feuilles', 'hoja', 'hojas'],
  bark: ['bark', 'trunk', 'trunks', 'rinde', 'borke', 'écorce', 'corteza'],
  bud: ['bud', 'buds', 'knospe', 'knospen', 'bourgeon', 'bourgeons', 'yema', 'yemas'],
  seed: [
    ...['seed', 'seeds', 'fruit', 'fruits', 'cone', 'cones', 'nut', 'nuts', 'acorn', 'acorns', 'berry', 'berries'],
    ...['samara', 'samaras', 'key', 'keys', 'pod', 'pods', 'catkin', 'catkins', 'strobilus', 'strobili'],
    ...['frucht', 'früchte', 'zapfen', 'fruto', 'frutos', 'graine', 'graines'],
  ],
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A phrase as whole words; its words may be joined by spaces, underscores or hyphens. */
const phrase = (text: string, flags = 'iu') =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${text.trim().split(/\s+/).map(escapeRegExp).join('[\\s_-]+')}(?![\\p{L}\\p{N}])`,
    flags,
  );

const SLOT_PATTERNS = Object.fromEntries(
  Object.entries(SLOT_WORDS).map(([slot, words]) => [slot, words.map((word) => phrase(word))]),
) as Record<PictureSlot, RegExp[]>;

/** The title without "File:" and its extension, as a reader sees it. */
const titleText = (title: string) => title.replace(/^File:/i, '').replace(/\.[a-z0-9]{2,5}$/i, '');

/**
 * The species a title names, by scientific or common name. A name inside a longer one of another
 * species counts for that one only: "Red horse chestnut" is not a horse chestnut.
 */
function speciesNamedIn(title: string, catalog: SpeciesNames[]): SpeciesNames[] {
  const text = titleText(title);
  const spans: { start: number; end: number; species: SpeciesNames }[] = [];
  for (const species of catalog) {
    for (const name of [species.name_sci, species.name_common]) {
      for (const match of text.matchAll(phrase(name, 'giu'))) {
        spans.push({ start: match.index, end: match.index + match[0].length, species });
      }
    }
  }
  const inside = (a: (typeof spans)[number], b: (typeof spans)[number]) =>
    b.species !== a.species && b.start <= a.start && b.end >= a.end && b.end - b.start > a.end - a.start;
  const kept = spans.filter((span) => !spans.some((other) => inside(span, other)));
  return [...new Set(kept.map((span) => span.species))];
}

function titleProblem(title: string, slot: PictureSlot, { species, catalog }: Wanted): string | undefined {
  const named = speciesNamedIn(title, [species, ...catalog.filter((entry) => entry.name_sci !== species.name_sci)]);
  if (!named.includes(species)) return `the title does not name ${species.name_sci}`;
  const other = named.find((entry) => entry !== species);
  if (other) return `the title also names ${other.name_sci}`;
  if (!SLOT_PATTERNS[slot].some((pattern) => pattern.test(titleText(title)))) {
    return `the title does not name the ${slot}`;
  }
  return undefined;
}

/** Artist and Attribution fields are HTML ("<a href=…>Name</a>"): the text a reader sees. */
export function plainText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return entities[code.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?)\]])/g, '$1')
    .replace(/([([])\s+/g, '$1')
    .trim();
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;

/** A name a reader can be credited with: no e-mail address, no bare link, some letters left. */
function nameOnly(text: string): string | undefined {
  const name = text
    .replace(EMAIL, '')
    .replace(LINK, '')
    .replace(/[([]\s*[)\]]/g, '')
    .replace(/^[\s,;:–-]+|[\s,;:–-]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return /\p{L}/u.test(name) ? name : undefined;
}

/**
 * Who to credit. The Attribution field is the credit line the author asked for; else the users the
 * Artist field links to (a derivative work lists the original's author and the editor); else the
 * Artist field's text. Never an e-mail address or a bare link, which are no name.
 */
export function authorOf(meta: Record<string, { value?: unknown }>): string | undefined {
  const field = (name: string) => (typeof meta[name]?.value === 'string' ? (meta[name].value as string) : '');
  const attribution = nameOnly(plainText(field('Attribution')));
  if (attribution) return attribution;
  const artist = field('Artist');
  const users = [...artist.matchAll(/<a\s[^>]*href="[^"]*\/wiki\/User:[^"]*"[^>]*>(.*?)<\/a>/gis)]
    .map((match) => nameOnly(plainText(match[1] ?? '')))
    .filter((name): name is string => Boolean(name));
  if (users.length) return [...new Set(users)].join(', ');
  return nameOnly(plainText(artist));
}

/** The file as a candidate for a species' slot, or why it is not one. */
export function toCandidate(page: CommonsPage, slot: PictureSlot, wanted: Wanted): Candidate | string {
  const info = page.imageinfo?.[0];
  if (!info?.thumburl || !info.descriptionurl) return 'no file information';
  if (!/^image\/(jpeg|png|webp|tiff)$/.test(info.mime ?? '')) return `not a photo (${info.mime})`;
  if ((info.width ?? 0) < PHOTO_LIMITS.minWidth) return `too small (${info.width} pixels wide)`;
  const badTitle = titleProblem(page.title, slot, wanted);
  if (badTitle) return badTitle;
  const meta = info.extmetadata ?? {};
  // Non-copyright restrictions (personality rights, trademarks, insignia…): none is needed for a
  // photo of a tree, and the importer cannot judge one, so any restriction refuses the file.
  const restrictions = String(meta.Restrictions?.value ?? '')
    .split('|')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (restrictions.length) return `reuse restricted (${restrictions.join(', ')})`;
  const shortName = plainText(String(meta.LicenseShortName?.value ?? ''));
  let licence: string;
  try {
    licence = parseLicence(shortName);
  } catch {
    return `licence not accepted (${shortName || 'none given'})`;
  }
  const author = authorOf(meta)?.slice(0, 200);
  if (!author) {
    const given = plainText(`${meta.Artist?.value ?? ''}${meta.Attribution?.value ?? ''}`);
    return given ? 'no author named (only an e-mail address or a link)' : 'no author given';
  }
  return { title: page.title, downloadUrl: info.thumburl, author, licence, source: info.descriptionurl };
}
