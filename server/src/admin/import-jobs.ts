import {
  ADMIN_ERRORS,
  type CommonsImport,
  type CommonsImportResponse,
  IMPORT_EVENTS_KEPT,
  type ImportEvent,
  type ImportState,
} from '@leafwise/contract';
import { and, desc, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Actor, recordAction } from '../audit/audit.ts';
import { type PhotoImportRow, photoImports } from '../db/admin-schema.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/query-helpers.ts';
import { HttpError } from '../http-error.ts';
import {
  type ImportProgress,
  type ImportReport,
  importFromCommons,
  speciesToImport,
} from '../photos/commons-import.ts';
import { PhotoError } from '../photos/encode.ts';
import type { MediaStore } from '../photos/media-store.ts';

/** Where imports search (COMMONS_API_URL) and how Wikimedia reaches the site's owner (COMMONS_CONTACT). */
export type CommonsSettings = { apiUrl: string; contact: string };

/** How often the running import writes its progress and looks for a cancel. */
const TICK_MS = 1000;
/** A running import not heard from for this long lost its server. */
const STALE_SECONDS = 60;
const stale = and(
  eq(photoImports.state, 'running'),
  lt(photoImports.updated_at, sql.raw(`now() - interval '${STALE_SECONDS} seconds'`)),
);

const counted = (n: number, thing: string) => `${n} ${thing}${n === 1 ? '' : 's'}`;
const kept = (n: number) =>
  n === 0 ? 'no photo had been added' : n === 1 ? 'the photo added is kept' : `the ${n} photos added are kept`;

const MESSAGES = {
  done: (report: ImportReport) =>
    `Added ${counted(report.added.length, 'photo')}; ${counted(report.skipped.length, 'file')} passed over; ` +
    `${counted(report.missing.length, 'slot')} still without a photo.` +
    (report.failed.length
      ? ` ${counted(report.failed.length, 'search')} failed; start the import again later to retry them.`
      : ''),
  cancelled: (imported: number) => `Import stopped; ${kept(imported)}.`,
  closing: (imported: number) => `The server stopped during the import; ${kept(imported)}. Start it again to go on.`,
  lost: (imported: number) => `The import stopped when the server running it went away; ${kept(imported)}.`,
  failed: (imported: number) => `The import failed on the server; ${kept(imported)}.`,
};

const ENDED: Record<Exclude<ImportState, 'running'>, string> = {
  done: 'finished',
  cancelled: 'been cancelled',
  failed: 'failed',
  interrupted: 'stopped',
};

const importName = (importId: number) => `Wikimedia Commons import ${importId}`;
const speciesWords = (species: string[] | null) => species?.join(', ') ?? 'every species';

function toImport(row: PhotoImportRow & { lost?: boolean }): CommonsImport {
  return {
    import_id: row.import_id,
    state: row.lost ? 'interrupted' : row.state,
    species: row.species,
    started_at: row.created_at.toISOString(),
    finished_at: (row.finished_at ?? (row.lost ? row.updated_at : null))?.toISOString() ?? null,
    started_by: row.started_by,
    found: row.found,
    imported: row.imported,
    skipped: row.skipped,
    failed: row.failed,
    current: row.lost ? null : row.current,
    message: row.lost ? MESSAGES.lost(row.imported) : row.message,
    events: row.events as ImportEvent[],
  };
}

/** The progress of the import this server runs, as it goes, written to its row on each tick. */
class Run {
  readonly importId: number;
  readonly controller = new AbortController();
  progress = { found: 0, imported: 0, skipped: 0, failed: 0, current: null as string | null };
  events: ImportEvent[] = [];
  /** The write in progress, if any: one at a time. */
  writing: Promise<void> | undefined;
  done: Promise<void> = Promise.resolve();

  constructor(importId: number) {
    this.importId = importId;
  }

  record(event: ImportProgress): void {
    const { species, slot } = event;
    if (event.kind === 'searching') {
      this.progress.current = `${species} ${slot}`;
      return;
    }
    const at = new Date().toISOString();
    if (event.kind === 'failed') {
      this.progress.failed++;
      this.#keep({ at, species, slot, kind: 'failed', title: null, text: event.reason });
      return;
    }
    this.progress.found++;
    if (event.kind === 'added') {
      this.progress.imported++;
      this.#keep({ at, species, slot, kind: 'added', title: event.title, text: event.licence });
    } else {
      this.progress.skipped++;
      this.#keep({ at, species, slot, kind: 'skipped', title: event.title, text: event.reason });
    }
  }

  #keep(event: ImportEvent): void {
    this.events = [event, ...this.events].slice(0, IMPORT_EVENTS_KEPT);
  }

  /** The row's columns as they stand now, the heartbeat moved on. */
  columns() {
    return { ...this.progress, events: this.events, updated_at: sql`now()` };
  }
}

/**
 * The console's Wikimedia Commons imports. Each is a row of photo_imports: the server that starts
 * one runs it in the background and writes its progress there every second, so any server can
 * show it; a cancel is asked for in the row, from any server, and the runner sees it on its next
 * tick. At most one runs at a time, across servers (the table's partial unique index).
 */
export class ImportJobs {
  readonly #db: Db;
  readonly #media: MediaStore;
  readonly #settings: CommonsSettings | undefined;
  readonly #log: FastifyBaseLogger;
  #running: Run | undefined;

  constructor(db: Db, media: MediaStore, settings: CommonsSettings | undefined, log: FastifyBaseLogger) {
    this.#db = db;
    this.#media = media;
    this.#settings = settings;
    this.#log = log;
  }

  #response(row: (PhotoImportRow & { lost?: boolean }) | undefined): CommonsImportResponse {
    return { import: row ? toImport(row) : null, configured: this.#settings !== undefined };
  }

  /** The latest import, running or not; a running one whose server has gone counts as interrupted. */
  async latest(): Promise<CommonsImportResponse> {
    const [row] = await this.#db
      .select({ ...getTableColumns(photoImports), lost: sql<boolean>`coalesce(${stale}, false)` })
      .from(photoImports)
      .orderBy(desc(photoImports.import_id))
      .limit(1);
    return this.#response(row);
  }

  /** Starts an import of these species (catalog file names or scientific names), or of every one. */
  async start(actor: Actor, species: string[] | null): Promise<CommonsImportResponse> {
    const settings = this.#settings;
    if (!settings) throw new HttpError(409, ADMIN_ERRORS.importNotConfigured);
    let slugs: string[] | null = null;
    try {
      if (species) slugs = (await speciesToImport(this.#db, species)).rows.map((row) => row.slug);
    } catch (error) {
      if (error instanceof PhotoError) throw new HttpError(400, error.message);
      throw error;
    }
    await this.#markLost();
    let row: PhotoImportRow;
    try {
      row = await this.#db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(photoImports)
          .values({ species: slugs, started_by: actor.label, started_by_id: actor.id })
          .returning();
        if (!inserted) throw new Error('the import row was not written');
        await recordAction(tx, actor, {
          action: 'import.start',
          targetId: inserted.import_id,
          target: importName(inserted.import_id),
          details: speciesWords(slugs),
        });
        return inserted;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, ADMIN_ERRORS.importRunning);
      throw error;
    }
    this.#launch(row, settings, actor);
    return this.#response(row);
  }

  /** Asks the import to stop, from any server; the photos it added stay. */
  async cancel(importId: number, actor: Actor): Promise<CommonsImportResponse> {
    await this.#markLost();
    const row = await this.#db.transaction(async (tx) => {
      const [found] = await tx.select().from(photoImports).where(eq(photoImports.import_id, importId)).for('update');
      if (!found) throw new HttpError(404, ADMIN_ERRORS.noSuchImport);
      if (found.state !== 'running') {
        throw new HttpError(409, `This import has already ${ENDED[found.state]}; there is nothing to cancel.`);
      }
      // Asked once is enough: a second press changes nothing, and records nothing.
      if (found.cancel_requested) return found;
      const [asked] = await tx
        .update(photoImports)
        .set({ cancel_requested: sql`now()` })
        .where(eq(photoImports.import_id, importId))
        .returning();
      await recordAction(tx, actor, {
        action: 'import.cancel',
        targetId: importId,
        target: importName(importId),
        details: speciesWords(found.species),
      });
      return asked;
    });
    // Run here: no need to wait for the next tick.
    if (this.#running?.importId === importId) this.#running.controller.abort('cancelled');
    return this.#response(row);
  }

  /** Stops the import this server runs, if any, and records how far it got (the server is closing). */
  async close(): Promise<void> {
    const run = this.#running;
    if (!run) return;
    run.controller.abort('closing');
    await run.done;
  }

  /** Running imports whose server has gone quiet are over: their server stopped without saying. */
  async #markLost(): Promise<void> {
    const lost = await this.#db
      .select({ import_id: photoImports.import_id, imported: photoImports.imported })
      .from(photoImports)
      .where(stale);
    for (const { import_id, imported } of lost) {
      await this.#db
        .update(photoImports)
        .set({ state: 'interrupted', current: null, message: MESSAGES.lost(imported), finished_at: sql`now()` })
        .where(and(eq(photoImports.import_id, import_id), stale));
    }
  }

  #launch(row: PhotoImportRow, settings: CommonsSettings, actor: Actor): void {
    const run = new Run(row.import_id);
    this.#running = run;
    const ticker = setInterval(() => this.#tick(run), TICK_MS);
    ticker.unref();
    const { signal } = run.controller;
    run.done = importFromCommons(this.#db, this.#media, {
      ...settings,
      species: row.species ?? undefined,
      signal,
      actor,
      onEvent: (event) => run.record(event),
    })
      .then(
        (report) => ({ state: 'done' as const, message: MESSAGES.done(report) }),
        (error: unknown) => {
          const { imported } = run.progress;
          if (signal.aborted) {
            return signal.reason === 'closing'
              ? { state: 'interrupted' as const, message: MESSAGES.closing(imported) }
              : { state: 'cancelled' as const, message: MESSAGES.cancelled(imported) };
          }
          if (error instanceof PhotoError) return { state: 'failed' as const, message: error.message };
          this.#log.error({ err: error, import_id: run.importId }, 'the Commons import failed');
          return { state: 'failed' as const, message: MESSAGES.failed(imported) };
        },
      )
      .then(async (end) => {
        clearInterval(ticker);
        await run.writing;
        await this.#db
          .update(photoImports)
          .set({ ...run.columns(), ...end, current: null, finished_at: sql`now()` })
          .where(and(eq(photoImports.import_id, run.importId), eq(photoImports.state, 'running')));
      })
      .catch((error: unknown) => {
        this.#log.error({ err: error, import_id: run.importId }, 'could not record the end of the Commons import');
      })
      .finally(() => {
        clearInterval(ticker);
        if (this.#running === run) this.#running = undefined;
      });
  }

  /** Writes the progress (and so the heartbeat), and stops the import if a cancel was asked for. */
  #tick(run: Run): void {
    if (run.writing || run.controller.signal.aborted) return;
    run.writing = this.#db
      .update(photoImports)
      .set(run.columns())
      .where(and(eq(photoImports.import_id, run.importId), eq(photoImports.state, 'running')))
      .returning({ cancel_requested: photoImports.cancel_requested })
      .then(([row]) => {
        // Gone from 'running' means another server took it for lost: stop as if cancelled.
        if (!row || row.cancel_requested) run.controller.abort('cancelled');
      })
      .catch((error: unknown) => {
        this.#log.warn({ err: error, import_id: run.importId }, 'could not write the Commons import progress');
      })
      .finally(() => {
        run.writing = undefined;
      });
  }
}
