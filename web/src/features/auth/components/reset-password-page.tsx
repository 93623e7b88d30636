import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import styles from './auth.module.css';
import { AuthCard, AuthCardAction } from './auth-card.tsx';
import { FormMessages } from './form-messages.tsx';
import { SubmitButton } from './submit-button.tsx';
import { NewPasswordField, TextField } from './text-field.tsx';

const INVALID_LINK = 'This reset link is invalid or has expired. Please ask for a new one.';

/** /reset-password?token=T, the page the reset e-mail links to: choose a new password. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMismatch(password !== confirmation);
    if (password !== confirmation) return reset.reset();
    reset.mutate({ token, newPassword: password });
  }

  const invalidLink =
    token === '' ||
    searchParams.has('error') ||
    (reset.error instanceof ApiError && reset.error.code === 'INVALID_TOKEN');
  if (invalidLink) {
    return (
      <AuthCard title="Choose a New Password">
        <FormMessages error={INVALID_LINK} />
        <AuthCardAction to={paths.forgotPassword}>Send me a new reset link</AuthCardAction>
      </AuthCard>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthCard title="Choose a New Password">
        <FormMessages success="Your password has been changed. You can now log in with your new password." />
        <AuthCardAction to={paths.login}>Go to login</AuthCardAction>
      </AuthCard>
    );
  }
  const error = mismatch
    ? 'The two passwords do not match.'
    : reset.isError
      ? errorMessage(reset.error, 'Failed to change your password. Please try again.')
      : null;
  return (
    <AuthCard title="Choose a New Password" intro="Choose a new password for your Leafwise account.">
      <form className={styles.form} onSubmit={submit}>
        <NewPasswordField
          label="New password"
          name="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label="Confirm new password"
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          required
          aria-invalid={mismatch || undefined}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <SubmitButton busy={reset.isPending} busyLabel="Changing password...">
          Change Password
        </SubmitButton>
      </form>
      <FormMessages error={error} />
    </AuthCard>
  );
}
