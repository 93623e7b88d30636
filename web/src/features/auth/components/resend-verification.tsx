import { SECONDS } from '@leafwise/contract/constants';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSendVerificationEmail } from '../api/send-verification-email.ts';
import styles from './auth.module.css';
import { FormMessages } from './form-messages.tsx';
import { useCountdown } from './use-countdown.ts';

type Note = { kind: 'sent' } | { kind: 'wait' } | { kind: 'error'; text: string };

/** Sends the verification e-mail again to the address on the login form, at most once a minute. */
export function ResendVerification({ email }: { email: string }) {
  const send = useSendVerificationEmail();
  const [cooldown, startCooldown] = useCountdown();
  const [note, setNote] = useState<Note | null>(null);

  function resend() {
    const address = email.trim();
    if (address === '') return setNote({ kind: 'error', text: 'Please log in first.' });
    if (cooldown > 0) return setNote({ kind: 'wait' });
    send.mutate(address, {
      onSuccess: () => {
        setNote({ kind: 'sent' });
        startCooldown(SECONDS.verificationResendCooldown);
      },
      onError: (error) => setNote({ kind: 'error', text: errorMessage(error, 'Failed to send verification email.') }),
    });
  }

  // The wait message counts down with the cooldown, and goes when it reaches zero.
  const waiting = note?.kind === 'wait' && cooldown > 0;
  return (
    <div className={styles.resend}>
      <p className={styles.hint}>Did the link not arrive, or has it expired? We can send you a new one.</p>
      <button type="button" className="button button-secondary" onClick={resend} disabled={send.isPending}>
        Resend Verification Email
      </button>
      {cooldown > 0 && !waiting ? <p className={styles.hint}>You can send another in {cooldown} seconds.</p> : null}
      <FormMessages
        error={
          note?.kind === 'error' ? note.text : waiting ? `Please wait ${cooldown} seconds before resending.` : null
        }
        success={note?.kind === 'sent' ? 'Verification email sent! Check your inbox.' : null}
      />
    </div>
  );
}
