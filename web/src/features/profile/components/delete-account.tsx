import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useArmed } from '../../../components/use-armed.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { Messages } from './messages.tsx';
import styles from './profile.module.css';

type DeleteAccountProps = { userId: string; onDeleted: () => void };

/** Two steps: the button asks "Are you sure?" for a few seconds; a second click then opens the confirmation. */
export function DeleteAccount({ userId, onDeleted }: DeleteAccountProps) {
  const remove = useDeleteUser();
  const { armed, press } = useArmed();
  const [confirming, setConfirming] = useState(false);

  function click() {
    remove.reset();
    if (press()) setConfirming(true);
  }

  function confirm() {
    remove.mutate(userId, {
      onSuccess: onDeleted,
      onError: (error) => {
        console.warn('account deletion failed', error);
        setConfirming(false);
      },
    });
  }

  return (
    <>
      <button type="button" className={`button ${armed ? 'button-danger' : styles.dangerOutline}`} onClick={click}>
        {armed ? 'Are you sure?' : 'Delete Account'}
      </button>
      {confirming ? (
        <ConfirmDialog
          title="DELETE ACCOUNT: THIS ACTION CANNOT BE UNDONE!"
          confirmLabel="Delete my account"
          busyLabel="Deleting..."
          busy={remove.isPending}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        >
          <p>Your profile, scores and progress will be deleted for good, and you will be logged out.</p>
        </ConfirmDialog>
      ) : null}
      <Messages error={remove.isError ? 'Failed to delete account. Please try again.' : null} />
    </>
  );
}
