import { join } from 'node:path';

/** Where the review sheet is written: docs/review/ at the root of the repository. */
export const REVIEW_FOLDER = join(import.meta.dirname, '..', '..', '..', 'docs', 'review');
