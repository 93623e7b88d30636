import { NAME_MAX_LENGTH } from '@leafwise/contract/constants';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useSignUp } from '../api/sign-up.ts';
import styles from './auth.module.css';
import { AuthCard, AuthCardAction } from './auth-card.tsx';
import { FormMessages } from './form-messages.tsx';
import { SubmitButton } from './submit-button.tsx';
import { EmailField, NewPasswordField, TextField } from './text-field.tsx';

export function SignupPage() {
  const signUp = useSignUp();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signUp.mutate(
      { name: name.trim(), email: email.trim(), password },
      {
        onSuccess: (_, input) => {
          setSentTo(input.email);
          setPassword('');
        },
        // A warning, not an error: the failure is shown on the page and is the user's to fix.
        onError: (error) => console.warn('sign-up failed', error),
      },
    );
  }

  return (
    <AuthCard
      title="Sign Up"
      intro="Create a free account to train, take tests and join the leaderboard."
      after={<Link to={paths.login}>Already have an account? Login</Link>}
    >
      {sentTo === null ? (
        <form className={styles.form} onSubmit={submit}>
          <TextField
            label="Name"
            name="name"
            autoComplete="name"
            required
            maxLength={NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
          <NewPasswordField
            label="Password"
            name="password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <SubmitButton busy={signUp.isPending} busyLabel="Signing up...">
            Sign Up
          </SubmitButton>
        </form>
      ) : null}
      <FormMessages
        error={signUp.isError ? errorMessage(signUp.error, 'Failed to sign up. Please try again.') : null}
        success={
          sentTo === null ? null : (
            <>
              Account created! If you cant see the navigation bar when you first log in, please refresh!
              <br />
              We have sent a link to <strong>{sentTo}</strong>. Open it to verify your e-mail address, then log in.
            </>
          )
        }
      />
      {sentTo !== null ? <AuthCardAction to={paths.login}>Go to login</AuthCardAction> : null}
    </AuthCard>
  );
}
