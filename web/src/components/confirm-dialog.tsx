import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './confirm-dialog.module.css';

type ConfirmDialogProps = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal confirmation (role="alertdialog", never window.confirm). The native <dialog> keeps focus
 * inside and closes on Escape; Cancel takes the first focus, as the safe choice.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // showModal() would focus the first button, the destructive one; React's autoFocus ran before it.
    cancel.current?.focus();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className={styles.dialog}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={`${id}-title`} className={styles.dialogTitle}>
        {title}
      </h2>
      <div id={`${id}-text`} className={styles.dialogText}>
        {children}
      </div>
      <div className={styles.buttons}>
        <button type="button" className="button button-danger" onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </button>
        <button ref={cancel} type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
