import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

/** The actions that ask first: they cannot be undone, or they sign someone out. */
export type AskedAction = 'ban' | 'end-sessions' | 'delete';

type PersonDialogProps = {
  action: AskedAction;
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The confirmation for one of a person's actions. */
export function PersonDialog({ action, name, busy, onConfirm, onCancel }: PersonDialogProps) {
  const common = { busy, onConfirm, onCancel };
  if (action === 'ban') {
    return (
      <ConfirmDialog title="Ban from the leaderboard" confirmLabel="Ban" busyLabel="Banning..." {...common}>
        {/* The leaderboard's ban sentence word for word, then what a ban does beyond the boards. */}
        <p>Are you sure you want to ban {name}? This will remove them from all leaderboards.</p>
        <p>They will no longer be able to log in.</p>
      </ConfirmDialog>
    );
  }
  if (action === 'end-sessions') {
    return (
      <ConfirmDialog title="End sessions" confirmLabel="End sessions" busyLabel="Ending sessions..." {...common}>
        <p>End every session of {name}? They will be signed out on every device.</p>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      title="DELETE ACCOUNT: THIS ACTION CANNOT BE UNDONE!"
      confirmLabel="Delete for good"
      busyLabel="Deleting..."
      {...common}
    >
      <p>
        {name}'s profile, scores and progress will be deleted for good, and they will be signed out on every device.
      </p>
    </ConfirmDialog>
  );
}
