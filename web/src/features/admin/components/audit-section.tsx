import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { Loading } from '../../../components/load-states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { AUDIT_ACTION_OPTIONS, AUDIT_GROUP_OPTIONS, auditFilterFrom } from '../action-labels.ts';
import { useAuditTrail } from '../api/audit.ts';
import { useSearchText } from '../use-search-text.ts';
import styles from './audit.module.css';
import { AuditTable } from './audit-table.tsx';
import shared from './console.module.css';
import { SearchTextInput } from './search-text-input.tsx';

const ACTION_PARAM = 'action';

/**
 * The audit trail: every admin action, in the console or with the commands, newest first. The
 * filter and the search are kept in the URL, so a reload or a shared link shows the same entries.
 */
export function AuditSection() {
  const id = useId();
  const search = useSearchText();
  const [params, setParams] = useSearchParams();
  const action = auditFilterFrom(params.get(ACTION_PARAM));
  const trail = useAuditTrail({ action, q: search.applied });
  const entries = trail.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = action !== null || search.applied !== '';

  function show(value: string) {
    setParams(
      (now) => {
        const updated = new URLSearchParams(now);
        if (value) updated.set(ACTION_PARAM, value);
        else updated.delete(ACTION_PARAM);
        return updated;
      },
      { replace: true },
    );
  }

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={shared.title}>
        Audit trail
      </h2>
      <p className={shared.lede}>
        Every admin action, here or with the commands: who did what, to whom, when and from where.
      </p>
      <search>
        <form
          className={styles.filters}
          onSubmit={(event) => {
            event.preventDefault();
            search.submit();
          }}
        >
          <div className={styles.field}>
            <label htmlFor={`${id}-action`}>Show</label>
            <select
              id={`${id}-action`}
              className="text-input"
              value={action ?? ''}
              onChange={(event) => show(event.target.value)}
            >
              {AUDIT_GROUP_OPTIONS.map(({ value, label }) => (
                <option key={label} value={value ?? ''}>
                  {label}
                </option>
              ))}
              <optgroup label="One kind of action">
                {AUDIT_ACTION_OPTIONS.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </optgroup>
            </select>
          </div>
          <div className={styles.field}>
            <SearchTextInput
              id={`${id}-q`}
              label="Search the audit trail"
              placeholder="Who, whom or details"
              search={search}
            />
          </div>
        </form>
      </search>
      <p className={styles.searching} aria-live="polite">
        {trail.isPlaceholderData ? 'Searching...' : ''}
      </p>
      {trail.isPending ? (
        <Loading>Loading the audit trail...</Loading>
      ) : trail.isError && !trail.data ? (
        <ErrorWithRetry
          message={errorMessage(trail.error, 'The audit trail could not be loaded. Please try again.')}
          onRetry={() => trail.refetch()}
          retrying={trail.isFetching}
        />
      ) : entries.length === 0 ? (
        <p className={shared.empty}>
          {filtered ? 'Nothing in the audit trail matches.' : 'Nothing has been recorded yet.'}
        </p>
      ) : (
        <AuditTable entries={entries} busy={trail.isPlaceholderData} />
      )}
      {trail.isError && trail.data ? (
        <ErrorWithRetry
          message={errorMessage(trail.error, 'Older entries could not be loaded. Please try again.')}
          onRetry={() => (trail.isFetchNextPageError ? trail.fetchNextPage() : trail.refetch())}
          retrying={trail.isFetching}
        />
      ) : null}
      {trail.hasNextPage && !trail.isPlaceholderData ? (
        <button
          type="button"
          className={`button button-secondary ${styles.older}`}
          onClick={() => trail.fetchNextPage()}
          disabled={trail.isFetchingNextPage}
        >
          {trail.isFetchingNextPage ? 'Loading older...' : 'Show older'}
        </button>
      ) : null}
    </section>
  );
}
