import type { User } from '@leafwise/contract';
import { NAME_MAX_LENGTH } from '@leafwise/contract/constants';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useUpdateUser } from '../api/update-user.ts';
import { Messages } from './messages.tsx';
import styles from './profile.module.css';

type Outcome = 'saved' | 'failed' | null;

/** The name, read-only until "Edit Name"; a blank or unchanged name just leaves editing, with no call. */
export function EditName({ user }: { user: User }) {
  const update = useUpdateUser();
  const [draft, setDraft] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Back from editing, focus returns to the button that started it.
  useEffect(() => {
    if (draft === null && wasEditing.current) editButton.current?.focus();
    wasEditing.current = draft !== null;
  }, [draft]);

  function startEditing() {
    setOutcome(null);
    setDraft(user.name);
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = draft?.trim() ?? '';
    if (name === '' || name === user.name) return setDraft(null);
    update.mutate(
      { userId: user.user_id, name, email: user.email, user_status: 'good' },
      {
        onSuccess: () => {
          setDraft(null);
          setOutcome('saved');
        },
        onError: (error) => {
          console.warn('name update failed', error);
          setOutcome('failed');
        },
      },
    );
  }

  return (
    <div className={styles.detail}>
      <dt className={styles.label}>{draft === null ? 'Name' : <label htmlFor="profile-name">Name</label>}</dt>
      <dd className={styles.value}>
        {draft === null ? (
          <div className={styles.nameRow}>
            <span className={styles.name}>{user.name}</span>
            <button ref={editButton} type="button" className="button button-secondary" onClick={startEditing}>
              Edit Name
            </button>
          </div>
        ) : (
          <form className={styles.editForm} onSubmit={save}>
            <input
              id="profile-name"
              className="text-input"
              name="name"
              autoComplete="name"
              maxLength={NAME_MAX_LENGTH}
              // biome-ignore lint/a11y/noAutofocus: the user just asked to edit this field.
              autoFocus
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <div className={styles.buttons}>
              <button type="submit" className="button" disabled={update.isPending}>
                {update.isPending ? 'Saving...' : 'Save'}
              </button>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setDraft(null)}
                disabled={update.isPending}
              >
                Cancel
              </button>
            </div>
          </form>
        )}
        <Messages
          error={outcome === 'failed' ? 'Failed to update name. Please try again.' : null}
          success={outcome === 'saved' ? 'Profile updated successfully!' : null}
        />
      </dd>
    </div>
  );
}
