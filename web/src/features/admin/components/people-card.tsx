import type { AdminUser, AdminUserChange } from '@leafwise/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { useChangePerson, useDeletePerson } from '../api/people.ts';
import { dateTime, day, lastActiveWords } from '../console-dates.ts';
import { boardEntriesLine, CHANGE_WORDS, personActions, STATUS_LABELS } from '../people-words.ts';
import shared from './console.module.css';
import styles from './people.module.css';
import { DeleteAccountButton } from './people-delete-button.tsx';
import { type AskedAction, PersonDialog } from './people-dialogs.tsx';

type PersonCardProps = {
  user: AdminUser;
  /** The signed-in admin's own card, which offers no action on themself. */
  isSelf: boolean;
  /** An action went through: its words for the status line, and whether the person is gone. */
  onDone: (message: string, gone?: boolean) => void;
};

/** One person: who they are, how they stand, and what the admin can do about it. */
export function PersonCard({ user, isSelf, onDone }: PersonCardProps) {
  const nameId = useId();
  const change = useChangePerson();
  const remove = useDeletePerson();
  const [asking, setAsking] = useState<AskedAction | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The button pressed gives way to its opposite (Ban to Unban), so the focus waits on the name. In
  // an effect, for the name can take the focus only once the dialog has closed.
  const [changed, setChanged] = useState(0);
  useEffect(() => {
    if (changed > 0) heading.current?.focus();
  }, [changed]);
  const busy = change.isPending || remove.isPending;

  function ask(action: AskedAction) {
    change.reset();
    remove.reset();
    setAsking(action);
  }

  function run(kind: AdminUserChange) {
    change.reset();
    remove.reset();
    change.mutate(
      { userId: user.user_id, change: kind },
      {
        onSuccess: (now) => {
          onDone(CHANGE_WORDS[kind].done(now.name));
          setChanged((count) => count + 1);
        },
        onSettled: () => setAsking(null),
      },
    );
  }

  function confirm() {
    if (asking === 'ban' || asking === 'end-sessions') return run(asking);
    remove.mutate(user.user_id, {
      onSuccess: () => onDone(`${user.name}'s account is deleted.`, true),
      onSettled: () => setAsking(null),
    });
  }

  const failure = change.isError
    ? errorMessage(change.error, CHANGE_WORDS[change.variables.change].failed(user.name))
    : remove.isError
      ? errorMessage(remove.error, `Could not delete ${user.name}'s account. Please try again.`)
      : null;

  return (
    <li className={`surface ${styles.card}`}>
      <div className={styles.head}>
        <h3 id={nameId} ref={heading} tabIndex={-1} className={styles.name}>
          {user.name}
          {isSelf ? <span className={styles.you}> (you)</span> : null}
        </h3>
        <span className={`${styles.status} ${styles[user.user_status]}`}>{STATUS_LABELS[user.user_status]}</span>
      </div>
      <p className={styles.email}>
        {user.email}
        {user.email_verified ? null : <span className={styles.unverified}> (not verified)</span>}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>Signed up</dt>
          <dd>
            <time dateTime={user.created_at} title={dateTime(user.created_at)}>
              {day(user.created_at)}
            </time>
          </dd>
        </div>
        <div>
          <dt>Last active</dt>
          <dd>
            {user.last_active_at ? (
              <time dateTime={user.last_active_at} title={dateTime(user.last_active_at)}>
                {lastActiveWords(user.last_active_at)}
              </time>
            ) : (
              lastActiveWords(null)
            )}
          </dd>
        </div>
        {user.banned_until ? (
          <div>
            <dt>Banned until</dt>
            <dd>
              <time dateTime={user.banned_until}>{dateTime(user.banned_until)}</time> (a timed ban, lifted then by
              itself)
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Sessions open</dt>
          <dd>{user.sessions}</dd>
        </div>
        <div>
          <dt>Board</dt>
          <dd>{boardEntriesLine(user.board_entries)}</dd>
        </div>
      </dl>
      {isSelf ? (
        <p className={styles.note}>
          This is you. You cannot ban yourself or remove your own admin right here; your own account is changed or
          deleted from your profile.
        </p>
      ) : (
        <div className={styles.actions}>
          {personActions(user, isSelf).map((action) =>
            action === 'delete' ? (
              <DeleteAccountButton key={action} disabled={busy} describedBy={nameId} onConfirm={() => ask('delete')} />
            ) : action === 'ban' || action === 'end-sessions' ? (
              <button
                key={action}
                type="button"
                className={`button ${action === 'ban' ? 'button-danger' : 'button-secondary'}`}
                aria-haspopup="dialog"
                aria-describedby={nameId}
                disabled={busy}
                onClick={() => ask(action)}
              >
                {CHANGE_WORDS[action].label}
              </button>
            ) : (
              <button
                key={action}
                type="button"
                className="button button-secondary"
                aria-describedby={nameId}
                disabled={busy}
                onClick={() => run(action)}
              >
                {change.isPending && change.variables.change === action
                  ? CHANGE_WORDS[action].busy
                  : CHANGE_WORDS[action].label}
              </button>
            ),
          )}
        </div>
      )}
      <div role="alert">{failure ? <p className={shared.error}>{failure}</p> : null}</div>
      {asking ? (
        <PersonDialog
          action={asking}
          name={user.name}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </li>
  );
}
