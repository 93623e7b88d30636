import { BANNED_MESSAGE } from '@leafwise/contract/constants';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useSignIn } from '../api/sign-in.ts';
import styles from './auth.module.css';
import { AuthCard } from './auth-card.tsx';
import { FormMessages } from './form-messages.tsx';
import { ResendVerification } from './resend-verification.tsx';
import { SubmitButton } from './submit-button.tsx';
import { EmailField, TextField } from './text-field.tsx';

function loginError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'BANNED_USER') return BANNED_MESSAGE;
    if (error.code === 'EMAIL_NOT_VERIFIED') {
      return 'Please verify your e-mail address first: open the link we e-mailed you, or ask for a new one below.';
    }
    if (error.status === 429) {
      const wait = error.retryAfter ? ` You can try again in ${error.retryAfter} seconds.` : '';
      return `${error.message || 'Too many attempts to log in.'}${wait}`;
    }
  }
  // The server's message for a wrong e-mail or password never says which was wrong.
  return errorMessage(error, 'Failed to log in. Please check your details.');
}

/** After a sign-in, the guard around this page moves the user on (back to where they were, or home). */
export function LoginPage() {
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [unverified, setUnverified] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signIn.mutate(
      { email: email.trim(), password },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') setUnverified(true);
        },
      },
    );
  }

  return (
    <AuthCard
      title="Login"
      intro="Welcome back. Log in to train, take tests and see the leaderboard."
      after={
        <>
          New to Leafwise? <Link to={paths.signup}>Sign up</Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={submit}>
        <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p className={styles.aside}>
          <Link to={paths.forgotPassword}>Forgot Password</Link>
        </p>
        <SubmitButton busy={signIn.isPending} busyLabel="Logging in...">
          Login
        </SubmitButton>
      </form>
      <FormMessages error={signIn.isError ? loginError(signIn.error) : null} />
      {unverified ? <ResendVerification email={email} /> : null}
      <p className={styles.notice}>
        Leafwise is still in development, so accounts may need to be created again from time to time.
      </p>
    </AuthCard>
  );
}
