import { apiFetch } from '../../../lib/api-client.ts';

/** Ends the session; the caller then goes home as a signed-out visitor (useLeaveSignedOut). */
export const signOut = () => apiFetch<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });
