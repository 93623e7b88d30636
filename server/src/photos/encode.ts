import { createHash } from 'node:crypto';
import { PHOTO_MAX_BYTES, PHOTO_WIDTHS, type PhotoFormat } from '@leafwise/contract';
import type { Metadata, Sharp } from 'sharp';
import type { PhotoVariant } from '../db/schema.ts';
import { mediaFileBase, mediaFileName } from './media-store.ts';

/** A refusal the person importing can act on; nothing has been stored when it is thrown. */
export class PhotoError extends Error {
  override name = 'PhotoError';
}

export const PHOTO_LIMITS = {
  maxBytes: PHOTO_MAX_BYTES,
  maxPixels: 40_000_000,
  minWidth: PHOTO_WIDTHS[0],
} as const;

// What a camera, a phone or Commons gives; SVG, PDF and the rest are not photos.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'tiff']);

const ENCODERS: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  webp: (image) => image.webp({ quality: 80, effort: 4 }),
  avif: (image) => image.avif({ quality: 55, effort: 4 }),
};

interface EncodedFile extends PhotoVariant {
  data: Buffer;
}

export interface EncodedPhoto {
  /** sha256 of the bytes as given: the same file twice is the same photo. */
  sourceHash: string;
  width: number;
  height: number;
  files: EncodedFile[];
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 0)} MB`;

/**
 * Checks that `bytes` is a photo we can use, then re-encodes it upright as WebP and AVIF at each
 * of PHOTO_WIDTHS (never enlarged). Nothing of the original's metadata survives: sharp writes
 * none unless asked, so EXIF (camera, time, GPS position), XMP and IPTC are gone.
 */
export async function encodePhoto(bytes: Buffer): Promise<EncodedPhoto> {
  if (bytes.length === 0) throw new PhotoError('The file is empty.');
  if (bytes.length > PHOTO_LIMITS.maxBytes) {
    throw new PhotoError(
      `The file is too large (${megabytes(bytes.length)}); the limit is ${megabytes(PHOTO_LIMITS.maxBytes)}.`,
    );
  }
  // Loaded on first use: a server that encodes nothing never pays for it at start.
  const { default: sharp } = await import('sharp');
  const input = () => sharp(bytes, { limitInputPixels: PHOTO_LIMITS.maxPixels, failOn: 'warning' });

  let metadata: Metadata;
  try {
    // Only the header is read here, so the pixel limit waits for the check below and its clearer message.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoError('The file is not an image (JPEG, PNG, WebP, AVIF, HEIF or TIFF).');
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) {
    throw new PhotoError(
      `The file is ${metadata.format.toUpperCase()}, not a photo (JPEG, PNG, WebP, AVIF, HEIF or TIFF).`,
    );
  }
  // EXIF orientations 5 to 8 turn the picture a quarter, swapping its width and height.
  const upright = (metadata.orientation ?? 1) >= 5;
  const width = (upright ? metadata.height : metadata.width) ?? 0;
  const height = (upright ? metadata.width : metadata.height) ?? 0;
  if (width * height > PHOTO_LIMITS.maxPixels) {
    throw new PhotoError(
      `The picture is too large (${width} × ${height} pixels); the limit is ${PHOTO_LIMITS.maxPixels / 1_000_000} megapixels.`,
    );
  }
  if (width < PHOTO_LIMITS.minWidth) {
    throw new PhotoError(
      `The picture is too small (${width} pixels wide); it must be at least ${PHOTO_LIMITS.minWidth}.`,
    );
  }

  const sourceHash = createHash('sha256').update(bytes).digest('hex');
  const base = mediaFileBase(sourceHash);
  let files: EncodedFile[];
  try {
    // Decoded, turned upright and shrunk once to the widest size; each width and format is then
    // encoded from that at the same time (AVIF at the widest is most of the work).
    const widest = await input()
      .autoOrient()
      .resize({ width: PHOTO_WIDTHS.at(-1), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const upright = () => sharp(widest.data, { raw: widest.info });
    const encodings = PHOTO_WIDTHS.flatMap((targetWidth) =>
      (['webp', 'avif'] as const).map(async (format): Promise<EncodedFile> => {
        const resized = upright().resize({ width: targetWidth, withoutEnlargement: true });
        const { data, info } = await ENCODERS[format](resized).toBuffer({ resolveWithObject: true });
        return {
          format,
          width: info.width,
          height: info.height,
          file: mediaFileName(base, targetWidth, format),
          bytes: data.length,
          data,
        };
      }),
    );
    files = await Promise.all(encodings);
  } catch (error) {
    throw new PhotoError(`The image is damaged and cannot be decoded (${(error as Error).message.trim()}).`);
  }
  return { sourceHash, width, height, files };
}
