import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCourse } from '../src/course.ts';
import { loadCatalog } from '../src/load.ts';
import { REVIEW_FOLDER } from '../src/review/review-folder.ts';
import { lookalikePairs, reviewSheet } from '../src/review/review-sheet.ts';

/** docs/review/ is what `npm run catalog:review` writes from the catalog as it is now. */
describe('the review sheet (docs/review/)', () => {
  const catalog = loadCatalog();

  it('is up to date with the catalog: run `npm run catalog:review` and commit docs/review/ if not', {
    timeout: 120_000,
  }, () => {
    const files = reviewSheet(catalog, loadCourse(catalog));
    const onDisk = existsSync(REVIEW_FOLDER) ? readdirSync(REVIEW_FOLDER) : [];
    const stale = [
      ...files
        .filter(
          (file) =>
            !onDisk.includes(file.path) || readFileSync(join(REVIEW_FOLDER, file.path), 'utf8') !== file.content,
        )
        .map((file) => `${file.path} differs`),
      ...onDisk.filter((name) => !files.some((file) => file.path === name)).map((name) => `${name} is left over`),
    ];
    expect(stale, 'docs/review/ is out of date: run `npm run catalog:review` and commit it').toEqual([]);
  });

  it('takes in every species and every pair of look-alikes, each pair once', () => {
    const pairs = lookalikePairs(catalog);
    const keys = pairs.map(([a, b]) => `${a.slug}/${b.slug}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(pairs.filter(([a, b]) => a === b)).toEqual([]);
    expect(pairs.length).toBeGreaterThan(catalog.length * 3);
  });
});
