// The course part of npm run bench: a learner half-way through the guided course (the first half
// of its units done, written straight into the database, beside the 5,000 answers of
// bench-progress.ts), then GET /api/course with their session at the same concurrency as the
// other rows.
import { loadCourse } from '@leafwise/catalog';
import autocannon from 'autocannon';
import { type DatabaseOptions, openDatabase } from '../server/src/db/database.ts';
import { courseUnits } from '../server/src/db/progress-schema.ts';
import { type LoadOptions, type LoadResult, summary } from './bench-quizzes.ts';

const course = loadCourse();
/** Units done: half the course. */
export const UNITS_DONE = Math.floor(course.units.length / 2);

/**
 * Marks the first UNITS_DONE units done for `userId`, as passed checkpoints would: on PGlite while
 * the server is stopped (one process owns it), on PostgreSQL beside it.
 */
export async function seedHalfWay(options: DatabaseOptions, userId: string): Promise<void> {
  const database = await openDatabase(options);
  try {
    const now = Date.now();
    await database.db.insert(courseUnits).values(
      course.units.slice(0, UNITS_DONE).map((unit, i) => ({
        user_id: userId,
        unit_id: unit.id,
        done_at: new Date(now - (UNITS_DONE - i) * 86_400_000),
        tested_out: i % 5 === 0,
        best_correct: 8 + (i % 3),
        best_total: 10,
        checkpoints: 1 + (i % 2),
      })),
    );
  } finally {
    await database.close();
  }
}

/** GET /api/course signed in: a warm-up, then the measured run. */
export async function loadCourseRoute(base: string, cookie: string, options: LoadOptions): Promise<LoadResult> {
  const run = { url: `${base}/api/course`, connections: options.connections, headers: { cookie } };
  summary(await autocannon({ ...run, duration: options.warmupS }), '/api/course warm-up');
  return summary(await autocannon({ ...run, duration: options.durationS }), '/api/course');
}
