import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import styles from './auth.module.css';
import { AuthCard } from './auth-card.tsx';
import { FormMessages } from './form-messages.tsx';
import { SubmitButton } from './submit-button.tsx';
import { EmailField } from './text-field.tsx';

const EMPTY_EMAIL = 'Please enter your email address to reset your password.';

/** /forgot-password, the "Reset Password" screen (docs/product.md#reset-password): asks where to send a link. */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [emptyEmail, setEmptyEmail] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    setEmptyEmail(address === '');
    if (address === '') return request.reset();
    request.mutate(address, { onError: (error) => console.warn('password reset request failed', error) });
  }

  const error = emptyEmail
    ? EMPTY_EMAIL
    : request.isError
      ? errorMessage(request.error, 'Failed to send password reset email.')
      : null;
  return (
    <AuthCard
      title="Reset Password"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
      after={<Link to={paths.login}>Back to Login</Link>}
    >
      {/* noValidate: an empty field gets our own message, below, rather than the browser's bubble. */}
      <form className={styles.form} onSubmit={submit} noValidate>
        <EmailField
          placeholder="Enter your email"
          aria-invalid={emptyEmail || undefined}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SubmitButton busy={request.isPending} busyLabel="Sending...">
          Send Reset Link
        </SubmitButton>
      </form>
      <FormMessages error={error} success={request.isSuccess ? 'Password reset email sent! Check your inbox.' : null} />
    </AuthCard>
  );
}
