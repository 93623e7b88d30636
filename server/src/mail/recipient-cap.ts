import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitStore } from '../rate-limits/rate-limit-store.ts';
import type { Mailer } from './mailer.ts';

/**
 * E-mails one address may receive in an hour, whatever asks for them: sign-up notices, verification
 * links, password resets. Enough for a person who signs up, resends the link twice and resets
 * twice; too few to flood anyone's inbox from our server.
 */
export const MAILS_PER_RECIPIENT_PER_HOUR = 5;

/**
 * Every e-mail passes through here (docs/accounts.md). Over the cap the message is not sent, and nothing
 * tells the requester: the answer is the one they would have had, so the cap says nothing about
 * whether the address has an account. The count is kept in the rate-limit store, so all instances
 * share it.
 */
export function capPerRecipient(mailer: Mailer, limits: RateLimitStore, log: Pick<FastifyBaseLogger, 'warn'>): Mailer {
  return {
    kind: mailer.kind,
    async send(email) {
      const key = `mail-to:${email.to.trim().toLowerCase()}`;
      const { allowed } = await limits.consume(key, 60 * 60, MAILS_PER_RECIPIENT_PER_HOUR);
      if (!allowed) {
        log.warn({ subject: email.subject }, 'mail not sent: this address has had its e-mails for the hour');
        return;
      }
      await mailer.send(email);
    },
    close: () => mailer.close(),
  };
}
