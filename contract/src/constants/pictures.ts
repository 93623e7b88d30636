/**
 * Picture URLs and what the web app may read from them. A photo is stored at a few widths, in
 * WebP and AVIF; its URL names the widest WebP (`…-1280.webp`), and the other files differ only in
 * the width and the extension. Any other URL (a drawing, `….svg`) is a single file.
 */

/**
 * The four parts a tree is studied and quizzed by, each with a description; photos, their credits
 * and the course's focus are of these.
 */
export const PICTURE_SLOTS = ['leaf', 'bark', 'bud', 'seed'] as const;
export type PictureSlot = (typeof PICTURE_SLOTS)[number];

/**
 * Every picture a tree has: its four parts, then the whole tree's shape at a distance (`form`,
 * docs/pictures.md). The form is a drawing only, with no description of its own, and a quiz shows it when
 * the learner asks for it (docs/decisions/013-the-whole-tree-as-an-optional-slot.md).
 */
export const TREE_SLOTS = [...PICTURE_SLOTS, 'form'] as const;
export type TreeSlot = (typeof TREE_SLOTS)[number];

/** Where on the tree an explanation's difference shows; `habit` is the whole tree (evergreen, conifer). */
export const CONTRAST_PARTS = ['habit', 'leaf', 'bark', 'bud', 'seed'] as const;

/** How many public specimens each drawing has (`?n=0` to `?n=5`); 0 is the one a tree's URL names. */
export const DRAWING_SPECIMENS = 6;
/** `?detail=high`: the same specimen drawn with more (margins, hairs, bud scales, lenticels), for the enlarged view. */
export const DRAWING_DETAILS = ['normal', 'high'] as const;
export type DrawingDetail = (typeof DRAWING_DETAILS)[number];

/** A drawing's URL (an SVG, public or a quiz's) as opposed to a photo's. */
export const isDrawingUrl = (url: string): boolean => /\.svg(\?|$)/.test(url);

/**
 * A drawing's URL for another public specimen and/or at high detail; a photo's URL is returned
 * as it is (photos have no specimens or detail levels).
 */
export function drawingUrl(
  url: string,
  { specimen = 0, detail = 'normal' }: { specimen?: number; detail?: DrawingDetail },
): string {
  if (!isDrawingUrl(url)) return url;
  const params = [specimen ? `n=${specimen}` : '', detail === 'high' ? 'detail=high' : ''].filter(Boolean);
  if (params.length === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${params.join('&')}`;
}

/** Widths a photo is encoded at; a photo narrower than one of them keeps its own width there. */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

const WIDEST = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1];
const PHOTO_URL = new RegExp(`-${WIDEST}\\.webp((?:\\?.*)?)$`);

/** The URL of a photo's file at `width` in `format`, from the URL the API gave. */
export function photoFileUrl(url: string, width: number, format: PhotoFormat): string {
  return url.replace(PHOTO_URL, `-${width}.${format}$1`);
}

/** `srcset` values for a `<picture>`, or undefined when the URL is a single file (a drawing). */
export function photoSrcSets(url: string): Record<PhotoFormat, string> | undefined {
  if (!PHOTO_URL.test(url)) return undefined;
  const srcset = (format: PhotoFormat) =>
    PHOTO_WIDTHS.map((width) => `${photoFileUrl(url, width, format)} ${width}w`).join(', ');
  return { avif: srcset('avif'), webp: srcset('webp') };
}

/** The largest photo file accepted, by the console and the command alike. */
export const PHOTO_MAX_BYTES = 25 * 1024 * 1024;

/** The licences a photo may carry: CC0, CC BY and CC BY-SA only (docs/pictures.md). */
export const LICENCES = [
  { name: 'CC0 1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
  { name: 'CC BY 2.0', url: 'https://creativecommons.org/licenses/by/2.0/' },
  { name: 'CC BY 2.5', url: 'https://creativecommons.org/licenses/by/2.5/' },
  { name: 'CC BY 3.0', url: 'https://creativecommons.org/licenses/by/3.0/' },
  { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  { name: 'CC BY-SA 2.0', url: 'https://creativecommons.org/licenses/by-sa/2.0/' },
  { name: 'CC BY-SA 2.5', url: 'https://creativecommons.org/licenses/by-sa/2.5/' },
  { name: 'CC BY-SA 3.0', url: 'https://creativecommons.org/licenses/by-sa/3.0/' },
  { name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/' },
] as const;
export type LicenceName = (typeof LICENCES)[number]['name'];
