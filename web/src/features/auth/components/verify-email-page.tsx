import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import styles from './auth.module.css';
import { AuthCard, AuthCardAction } from './auth-card.tsx';
import { FormMessages } from './form-messages.tsx';

function failure(error: unknown): string {
  if (error instanceof ApiError && error.code === 'TOKEN_EXPIRED') return 'This verification link has expired.';
  if (error instanceof ApiError && error.status > 0)
    return 'This verification link is not valid, or has already been used.';
  return 'We could not check this verification link. Please check your connection and open the link again.';
}

/** /verify-email?token=T, the page the verification e-mail links to: checks the link once, says how it went. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const verify = useVerifyEmail(token);

  if (token !== '' && verify.isPending) {
    return (
      <AuthCard title="Verify Your E-mail">
        <p role="status">Checking your verification link...</p>
      </AuthCard>
    );
  }
  if (verify.isSuccess) {
    return (
      <AuthCard title="Verify Your E-mail">
        <FormMessages success="Your e-mail address is verified. Welcome to Leafwise!" />
        <AuthCardAction to={paths.login}>Log in</AuthCardAction>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Verify Your E-mail">
      <FormMessages
        error={
          token === ''
            ? 'This verification link is missing its code. Please open the link from the e-mail again.'
            : failure(verify.error)
        }
      />
      <p className={styles.followUp}>
        You can ask for a new link from the login page: log in, then choose “Resend Verification Email”.
      </p>
      <AuthCardAction to={paths.login}>Go to login to get a new link</AuthCardAction>
    </AuthCard>
  );
}
