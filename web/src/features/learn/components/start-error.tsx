import { ErrorWithRetry } from '../../../components/error-with-retry.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';

/** A practice or checkpoint being started from the unit page: which, whether it is on its way, and why it failed. */
export type Starting = { pending: boolean; error: Error | null; mode: 'practice' | 'checkpoint' | undefined };

const START_FAILED = 'Something went wrong starting your quiz. Please try again.';

/**
 * Why it did not start: the server's reason for a refusal (a unit locked meanwhile, a wait), the
 * page's own words for a fault whose message the server hides.
 */
export function StartError({ starting, onRetry }: { starting: Starting; onRetry: () => void }) {
  const { error } = starting;
  if (!error) return null;
  const message = error instanceof ApiError && error.status >= 500 ? START_FAILED : errorMessage(error, START_FAILED);
  return <ErrorWithRetry message={message} onRetry={onRetry} />;
}
