/**
 * Picture URLs and what the web app may read from them. A photo is stored at a few widths, in
 * WebP and AVIF; its URL names the widest WebP (`…-1280.webp`), and the other files differ only in
 * the width and the extension. Any other URL (a drawing, `….svg`) is a single file.
 */

export const PICTURE_SLOTS = ['leaf', 'bark', 'bud', 'seed'] as const;
export type PictureSlot = (typeof PICTURE_SLOTS)[number];

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

/** The licences a photo may carry (issue 4: CC0, CC BY and CC BY-SA only). */
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
