import { useArmed } from '../../../components/use-armed.ts';

type DeleteAccountButtonProps = {
  disabled: boolean;
  /** The person's name, read with the button (every card has one). */
  describedBy: string;
  /** The second click, within the window: ask for the last confirmation. */
  onConfirm: () => void;
};

/**
 * Two steps, as on the profile: "Delete account" turns into "Are you sure?" for a few seconds, and
 * only a second click then opens the confirmation. A slip of the finger on a phone does nothing.
 */
export function DeleteAccountButton({ disabled, describedBy, onConfirm }: DeleteAccountButtonProps) {
  const { armed, press } = useArmed();

  function click() {
    if (press()) onConfirm();
  }

  return (
    <button
      type="button"
      className={`button ${armed ? 'button-danger' : 'button-secondary'}`}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={click}
    >
      {armed ? 'Are you sure?' : 'Delete account'}
    </button>
  );
}
