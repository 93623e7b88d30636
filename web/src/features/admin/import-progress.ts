import type { CommonsImport, CommonsImportResponse, ImportEvent, ImportState } from '@leafwise/contract';

/** How often the console asks how a running import is doing. */
export const IMPORT_POLL_MS = 1000;

/** Ask again in a second while an import runs; otherwise there is nothing to watch. */
export const importPollInterval = (answer: CommonsImportResponse | undefined): number | false =>
  answer?.import?.state === 'running' ? IMPORT_POLL_MS : false;

export const IMPORT_STATE_LABELS: Record<ImportState, string> = {
  running: 'Running',
  done: 'Finished',
  cancelled: 'Cancelled',
  failed: 'Failed',
  interrupted: 'Interrupted',
};

/** "every species", "quercus-robur", "3 species": what an import was asked to look for. */
export function importScope({ species }: Pick<CommonsImport, 'species'>): string {
  if (species === null) return 'every species';
  if (species.length === 1) return species[0] ?? '';
  return `${species.length} species`;
}

/** How the import ended, in a sentence; an interrupted one says so even if the server left no message. */
export function importOutcome(entry: Pick<CommonsImport, 'state' | 'message' | 'imported'>): string {
  if (entry.state === 'running') return '';
  if (entry.state === 'interrupted') {
    const why = 'The import was interrupted: the server stopped before it finished.';
    return entry.message ? `${why} ${entry.message}` : `${why} Start it again to look for the rest.`;
  }
  if (entry.message) return entry.message;
  const photos = `${entry.imported} photo${entry.imported === 1 ? '' : 's'}`;
  if (entry.state === 'done') return `The import finished: ${photos} added.`;
  if (entry.state === 'cancelled') return `The import was cancelled: ${photos} added before it stopped.`;
  return `The import failed: ${photos} added before it stopped.`;
}

/** One line of the import's log: what happened to a file or a search, and why. */
export function eventLine(event: ImportEvent): string {
  const where = `${event.species} ${event.slot}`;
  const file = event.title ?? 'a file';
  // The server's reasons may or may not end in a full stop; the line ends in exactly one.
  const text = event.text.trim().replace(/\.$/, '');
  if (event.kind === 'added') return `Added ${file} for ${where} (${text}).`;
  if (event.kind === 'skipped') return `Skipped ${file} for ${where}: ${text}.`;
  return event.title ? `Failed ${event.title} for ${where}: ${text}.` : `Search for ${where} failed: ${text}.`;
}
