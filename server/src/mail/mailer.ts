import { createRequire } from 'node:module';
import type Nodemailer from 'nodemailer';

/** A rendered e-mail: both bodies, and the links it contains (the outbox lists them). */
export type Email = { to: string; subject: string; text: string; html: string; links: string[] };

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Resolves once the message is accepted for delivery; rejects when it is not. */
  send(email: Email): Promise<void>;
  close(): void;
}

export class MailDeliveryError extends Error {}

/** Real mail over SMTP (SMTP_URL); nodemailer keeps no connection open between messages. */
export function createSmtpMailer(url: string, from: string): Mailer {
  // Loaded only here: a server on the development outbox never pays for it at start.
  const nodemailer = createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send({ to, subject, text, html }) {
      try {
        await transport.sendMail({ from, to, subject, text, html });
      } catch (error) {
        throw new MailDeliveryError(`The e-mail to ${to} could not be sent: ${(error as Error).message}`, {
          cause: error,
        });
      }
    },
    close: () => transport.close(),
  };
}

export type OutboxEntry = { to: string; subject: string; text: string; links: string[]; sent_at: string };

const OUTBOX_SIZE = 100;

/**
 * Development mail (no SMTP_URL, never in production): messages are kept in memory, newest first,
 * for GET /api/dev/outbox, and each one is logged with its links so they can be clicked.
 */
export class Outbox implements Mailer {
  readonly kind = 'outbox';
  readonly #entries: OutboxEntry[] = [];
  readonly #log: (entry: OutboxEntry) => void;

  constructor(log: (entry: OutboxEntry) => void) {
    this.#log = log;
  }

  async send({ to, subject, text, links }: Email): Promise<void> {
    const entry = { to, subject, text, links, sent_at: new Date().toISOString() };
    this.#entries.unshift(entry);
    this.#entries.length = Math.min(this.#entries.length, OUTBOX_SIZE);
    this.#log(entry);
  }

  list(): OutboxEntry[] {
    return [...this.#entries];
  }

  close(): void {}
}
