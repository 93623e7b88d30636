import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { PhotoFormat } from '@leafwise/contract';

const INCOMING = '.incoming-';
/** A file name the media store may hold: lower-case hex, a width, an image extension. */
export const MEDIA_FILE = /^[0-9a-f]{32}-\d{2,5}\.(webp|avif)$/;

/** The files of one photo share a base, from the hash of the file imported, and differ in width and format. */
export const mediaFileBase = (sourceHash: string) => sourceHash.slice(0, 32);
export const mediaFileName = (base: string, width: number, format: PhotoFormat) => `${base}-${width}.${format}`;
/** The base a media file's name starts with (the photo it is one size and format of). */
export const baseOfMediaFile = (file: string) => file.slice(0, file.indexOf('-'));

/**
 * Encoded photos on disk, one flat folder of content-named files. A set of files appears
 * whole or not at all: each is written into a private folder first, then renamed into place
 * (a rename within one file system is atomic), and the caller can take the set back.
 */
export class MediaStore {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  path(file: string): string {
    if (!MEDIA_FILE.test(file)) throw new Error(`not a media file name: ${file}`);
    return join(this.dir, file);
  }

  /** Writes every file, or none; returns how to remove them again. */
  async putAll(files: { file: string; data: Buffer }[]): Promise<() => Promise<void>> {
    const incoming = join(this.dir, `${INCOMING}${randomBytes(6).toString('hex')}`);
    await mkdir(incoming, { recursive: true });
    const placed: string[] = [];
    const removePlaced = () => Promise.all(placed.map((file) => unlink(file).catch(() => {}))).then(() => {});
    try {
      for (const { file, data } of files) await writeFile(join(incoming, file), data, { flag: 'wx' });
      for (const { file } of files) {
        await rename(join(incoming, file), this.path(file));
        placed.push(this.path(file));
      }
    } catch (error) {
      await removePlaced();
      throw error;
    } finally {
      await rm(incoming, { recursive: true, force: true });
    }
    return removePlaced;
  }

  /** Deletes these files; one already gone is no matter. */
  async removeAll(files: readonly string[]): Promise<void> {
    await Promise.all(
      files.map((file) =>
        unlink(this.path(file)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        }),
      ),
    );
  }

  /**
   * Removes what an interrupted import left in its private folders. A folder lives for the moment
   * its files take to write, so only old ones are taken: another command may be filling a new one.
   */
  async sweepIncoming(olderThanMs = 10 * 60_000): Promise<void> {
    const entries = await readdir(this.dir).catch(() => [] as string[]);
    const before = Date.now() - olderThanMs;
    await Promise.all(
      entries
        .filter((entry) => entry.startsWith(INCOMING))
        .map(async (entry) => {
          const folder = join(this.dir, entry);
          const { mtimeMs } = await stat(folder).catch(() => ({ mtimeMs: Number.POSITIVE_INFINITY }));
          if (mtimeMs < before) await rm(folder, { recursive: true, force: true });
        }),
    );
  }
}
