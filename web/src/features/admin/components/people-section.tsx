import { useEffect, useId, useRef, useState } from 'react';
import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { Loading } from '../../../components/load-states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePeople } from '../api/people.ts';
import { peopleCount } from '../people-words.ts';
import { useSearchText } from '../use-search-text.ts';
import shared from './console.module.css';
import styles from './people.module.css';
import { PersonCard } from './people-card.tsx';
import { SearchTextInput } from './search-text-input.tsx';

type PeopleSectionProps = {
  /** The signed-in admin, whose own card offers no ban, no loss of the admin right, no deletion. */
  adminId: string;
};

/** People: find anyone by name or e-mail, see how they stand, and ban, promote, sign out or delete them. */
export function PeopleSection({ adminId }: PeopleSectionProps) {
  const id = useId();
  const search = useSearchText();
  const people = usePeople(search.applied);
  const [done, setDone] = useState<{ message: string; gone: boolean } | null>(null);
  const countLine = useRef<HTMLParagraphElement>(null);

  // The card that had the focus is gone: the focus goes to the count above the list, not the page's
  // top. In an effect, for the count can take the focus only once the dialog has closed.
  useEffect(() => {
    if (done?.gone) countLine.current?.focus();
  }, [done]);

  const pages = people.data?.pages ?? [];
  const users = pages.flatMap((page) => page.users);
  const total = pages.at(-1)?.total ?? 0;

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={shared.title}>
        People
      </h2>
      <search>
        <form
          className={styles.search}
          onSubmit={(event) => {
            event.preventDefault();
            search.submit();
          }}
        >
          <SearchTextInput id={`${id}-q`} label="Search people" placeholder="Name or e-mail address" search={search} />
        </form>
      </search>
      <div role="status">{done ? <p className={shared.success}>{done.message}</p> : null}</div>
      {people.isPending ? (
        <Loading>Loading people...</Loading>
      ) : people.isError && !people.data ? (
        <ErrorWithRetry
          message={errorMessage(people.error, 'The people could not be loaded. Please try again.')}
          onRetry={() => people.refetch()}
          retrying={people.isFetching}
        />
      ) : (
        <>
          <p ref={countLine} tabIndex={-1} className={styles.count} aria-live="polite">
            {people.isPlaceholderData ? 'Searching...' : peopleCount(total, search.applied)}
          </p>
          {users.length > 0 ? (
            <ul className={styles.list} aria-busy={people.isPlaceholderData}>
              {users.map((user) => (
                <PersonCard
                  key={user.user_id}
                  user={user}
                  isSelf={user.user_id === adminId}
                  onDone={(message, gone = false) => setDone({ message, gone })}
                />
              ))}
            </ul>
          ) : null}
          {people.isError ? (
            <ErrorWithRetry
              message={errorMessage(people.error, 'More people could not be loaded. Please try again.')}
              onRetry={() => (people.isFetchNextPageError ? people.fetchNextPage() : people.refetch())}
              retrying={people.isFetching}
            />
          ) : null}
          {people.hasNextPage && !people.isPlaceholderData ? (
            <div className={styles.more}>
              <p>
                Showing {users.length} of {total}.
              </p>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => people.fetchNextPage()}
                disabled={people.isFetchingNextPage}
              >
                {people.isFetchingNextPage ? 'Loading more...' : 'Show more'}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
