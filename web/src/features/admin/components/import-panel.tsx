import type { AdminSpecies, CommonsImport } from '@leafwise/contract';
import { ADMIN_ERRORS } from '@leafwise/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { Loading } from '../../../components/load-states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCancelImport, useLatestImport, useStartImport } from '../api/imports.ts';
import { refreshPhotos } from '../api/photos.ts';
import { IMPORT_STATE_LABELS, importOutcome, importScope } from '../import-progress.ts';
import { ImportEvents } from './import-events.tsx';
import styles from './photos-import.module.css';

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Photos from Wikimedia Commons, for the species shown or for every species: started here, run by
 * the server, watched live (asked every second while it runs), and cancelled if need be.
 */
export function ImportPanel({ species }: { species: AdminSpecies | null }) {
  const id = useId();
  const latest = useLatestImport();
  const start = useStartImport();
  const cancel = useCancelImport();
  const current = latest.data?.import ?? null;
  const running = current?.state === 'running';
  const configured = latest.data?.configured ?? false;
  useRefreshWhileImporting(current);

  const canStart = configured && !running && !start.isPending;
  const starting = (forAll: boolean) => start.isPending && (start.variables === null) === forAll;

  return (
    <section aria-labelledby={`${id}-title`} className={styles.panel}>
      <h3 id={`${id}-title`} className={styles.title}>
        Import from Wikimedia Commons
      </h3>
      <p className={styles.lede}>
        Searches Commons for freely licensed photos of each part and adds those that pass the same checks as an upload;
        photos already here are skipped.
      </p>
      {latest.isPending ? <Loading>Loading the latest import…</Loading> : null}
      {latest.isError ? (
        <ErrorWithRetry
          message={`The latest import could not be loaded: ${errorMessage(latest.error, 'please try again.')}`}
          onRetry={() => latest.refetch()}
          retrying={latest.isFetching}
        />
      ) : null}
      {latest.data && !configured ? <p className={styles.notice}>{ADMIN_ERRORS.importNotConfigured}</p> : null}
      <div className={styles.actions}>
        <button
          type="button"
          className="button"
          disabled={!canStart || !species}
          onClick={() => species && start.mutate([species.slug])}
        >
          {starting(false) ? 'Starting…' : 'Import this species'}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={!canStart}
          onClick={() => start.mutate(null)}
        >
          {starting(true) ? 'Starting…' : 'Import every species'}
        </button>
      </div>
      {configured && !species ? (
        <p className={styles.hint}>Choose a species above to import photos of it alone.</p>
      ) : null}
      {start.isError ? (
        <p role="alert" className={styles.problem}>
          {errorMessage(start.error, 'The import could not start. Please try again.')}
        </p>
      ) : null}
      <p role="status" className={styles.state}>
        {current ? stateLine(current) : latest.data ? 'No import has been run yet.' : ''}
      </p>
      {current ? (
        <>
          <p className={styles.meta}>
            For {importScope(current)}, started by {current.started_by} on{' '}
            {timeFormat.format(new Date(current.started_at))}
            {current.finished_at ? `, ended on ${timeFormat.format(new Date(current.finished_at))}` : ''}.
          </p>
          {running ? <p className={styles.meta}>Searching now: {current.current ?? 'getting ready…'}</p> : null}
          <dl className={styles.counts}>
            {(['found', 'imported', 'skipped', 'failed'] as const).map((count) => (
              <div key={count} className={styles.count}>
                <dt>{count === 'failed' ? 'Searches failed' : count.charAt(0).toUpperCase() + count.slice(1)}</dt>
                <dd>{current[count]}</dd>
              </div>
            ))}
          </dl>
          {running ? (
            <div className={styles.actions}>
              <button
                type="button"
                className="button button-danger"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(current.import_id)}
              >
                {cancel.isPending ? 'Cancelling…' : 'Cancel import'}
              </button>
            </div>
          ) : null}
          {cancel.isError ? (
            <p role="alert" className={styles.problem}>
              {errorMessage(cancel.error, 'The import could not be cancelled. Please try again.')}
            </p>
          ) : null}
          <ImportEvents events={current.events} />
        </>
      ) : null}
    </section>
  );
}

function stateLine(entry: CommonsImport): string {
  if (entry.state === 'running') return `Importing from Commons for ${importScope(entry)}…`;
  return `${IMPORT_STATE_LABELS[entry.state]}. ${importOutcome(entry)}`;
}

/** Photos arrive while an import runs: the counts and lists follow each one, and the end. */
function useRefreshWhileImporting(current: CommonsImport | null) {
  const queryClient = useQueryClient();
  const seen = useRef<string | null>(null);
  const mark = current ? `${current.import_id}:${current.imported}:${current.state}` : null;
  useEffect(() => {
    // The first answer is the state things were in on arrival: the lists loaded with it are fresh.
    if (seen.current !== null && mark !== null && mark !== seen.current) void refreshPhotos(queryClient);
    seen.current = mark;
  }, [mark, queryClient]);
}
