import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { PhotoFormat, TreeSlot } from '@leafwise/contract';
import { LRUCache } from 'lru-cache';
import { type MediaStore, mediaFileName } from '../photos/media-store.ts';

/**
 * Quiz pictures are drawn or cut for each question from a seed only the server knows (docs/quizzes.md):
 * an HMAC of the question under the app's secret. The same question always gets the same picture
 * (a reload, another instance), and no client can work the seed out or match the picture to the
 * public one.
 */
export class PictureSeeds {
  readonly #key: string;

  constructor(secret: string) {
    // A key of its own, so a picture's seed says nothing about sessions signed with the secret.
    this.#key = createHmac('sha256', secret).update('leafwise quiz pictures').digest('hex');
  }

  seedFor(quizId: string, position: number, slot: TreeSlot): string {
    return createHmac('sha256', this.#key).update(`${quizId}/${position}/${slot}`).digest('base64url');
  }

  /** A picture question's picture of its option at `option` (no slot name holds a "/", so no seed is another's). */
  seedForOption(quizId: string, position: number, option: number, slot: TreeSlot): string {
    return createHmac('sha256', this.#key).update(`${quizId}/${position}/option/${option}/${slot}`).digest('base64url');
  }
}

/** Numbers in [0, 1) from a seed, one per call: enough for a crop and a tint. */
function uniforms(seed: string): () => number {
  let counter = 0;
  return () => createHmac('sha256', seed).update(String(counter++)).digest().readUInt32BE(0) / 2 ** 32;
}

/** What a cut costs (measured in the bench) is paid once per question, not per request. */
const CACHE_LIMIT = 64;

/**
 * The question cuts this app has made, kept while there is room: a question's photo is cut once,
 * not per request. One per app (buildApp), and the only place cuts are kept, so a photo taken down
 * leaves nothing of itself behind: cache-invalidation.ts calls forgetRemoved when the photos change.
 */
export class PhotoCuts {
  readonly #cut = new LRUCache<string, Promise<Buffer>>({ max: CACHE_LIMIT });
  readonly #media: MediaStore;

  constructor(media: MediaStore) {
    this.#media = media;
  }

  /**
   * A question's own cut of a photo, never the public file: a few per cent cropped from each side,
   * the light and colour nudged, the file encoded anew with no metadata. Cut from the widest stored
   * WebP, then scaled to the width asked for.
   */
  cut(fileBase: string, widest: number, width: number, format: PhotoFormat, seed: string): Promise<Buffer> {
    const key = `${fileBase}/${width}/${format}/${seed}`;
    let made = this.#cut.get(key);
    if (!made) {
      made = makeVariant(this.#media.path(mediaFileName(fileBase, widest, 'webp')), width, format, seed);
      made.catch(() => this.#cut.delete(key));
      this.#cut.set(key, made);
    }
    return made;
  }

  /** Drops the cuts of photos no longer in the catalog. */
  forgetRemoved(isInCatalog: (fileBase: string) => boolean): void {
    for (const key of [...this.#cut.keys()]) {
      if (!isInCatalog(key.slice(0, key.indexOf('/')))) this.#cut.delete(key);
    }
  }

  /** Whether a cut of this photo is kept (for tests: a photo taken down leaves none). */
  holds(fileBase: string): boolean {
    return [...this.#cut.keys()].some((key) => key.startsWith(`${fileBase}/`));
  }
}

async function makeVariant(source: string, width: number, format: PhotoFormat, seed: string): Promise<Buffer> {
  const random = uniforms(seed);
  // Loaded on first use, not at start.
  const { default: sharp } = await import('sharp');
  const image = sharp(await readFile(source));
  const { width: w = 0, height: h = 0 } = await image.metadata();
  const side = (size: number) => Math.floor(size * (0.03 + random() * 0.05));
  const [left, right, top, bottom] = [side(w), side(w), side(h), side(h)];
  const cropped = image
    .extract({ left, top, width: Math.max(1, w - left - right), height: Math.max(1, h - top - bottom) })
    .modulate({
      brightness: 0.94 + random() * 0.12,
      saturation: 0.92 + random() * 0.16,
      hue: Math.round(random() * 8 - 4),
    })
    .resize({ width: Math.min(width, w - left - right), withoutEnlargement: true });
  return format === 'avif' ? cropped.avif({ quality: 50 }).toBuffer() : cropped.webp({ quality: 80 }).toBuffer();
}
