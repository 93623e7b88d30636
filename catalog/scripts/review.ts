// Writes the review sheet (docs/review/, docs/review/README.md says what it is) from the catalog;
// exits 1, listing every problem, where a record or the course is invalid.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCourse } from '../src/course.ts';
import { CatalogError, loadCatalog } from '../src/load.ts';
import { REVIEW_FOLDER } from '../src/review/review-folder.ts';
import { reviewSheet } from '../src/review/review-sheet.ts';

try {
  const catalog = loadCatalog();
  const files = reviewSheet(catalog, loadCourse(catalog));
  mkdirSync(REVIEW_FOLDER, { recursive: true });
  // A family that has gone takes its file with it.
  const written = new Set(files.map((file) => file.path));
  for (const name of readdirSync(REVIEW_FOLDER)) if (!written.has(name)) rmSync(join(REVIEW_FOLDER, name));
  for (const file of files) writeFileSync(join(REVIEW_FOLDER, file.path), file.content);
  const lines = files.reduce((sum, file) => sum + file.content.split('\n').length - 1, 0);
  console.log(`docs/review: ${files.length} files, ${lines} lines`);
} catch (error) {
  if (!(error instanceof CatalogError)) throw error;
  console.error(error.message);
  process.exit(1);
}
