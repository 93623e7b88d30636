import type { OfflineAnswer, OfflinePracticeResult } from '@leafwise/contract';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * POST /api/progress/offline-practice: some of a practice's answers, added to the signed-in
 * user's progress. The server counts an answer once however often it is sent, and refuses (403)
 * a practice another account sent first.
 */
export const sendOfflinePractice = (practiceId: string, answers: readonly OfflineAnswer[]) =>
  apiFetch<OfflinePracticeResult>('/api/progress/offline-practice', {
    method: 'POST',
    body: { practice_id: practiceId, answers },
  });
