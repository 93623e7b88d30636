import type { Email } from '../mail/mailer.ts';
import { renderEmail } from '../mail/render-email.ts';

type Recipient = { name: string; email: string };

export const verificationEmail = (user: Recipient, url: string): Email =>
  renderEmail({
    to: user.email,
    subject: 'Confirm your e-mail address for Leafwise',
    heading: `Welcome to Leafwise, ${user.name}`,
    paragraphs: ['Please confirm that this is your e-mail address, then log in and start learning your trees.'],
    action: { label: 'Confirm my e-mail address', url },
    footnote: 'The link works for one hour. If you did not sign up for Leafwise, ignore this e-mail.',
  });

export const passwordResetEmail = (user: Recipient, url: string): Email =>
  renderEmail({
    to: user.email,
    subject: 'Reset your Leafwise password',
    heading: 'Choose a new password',
    paragraphs: [
      `Hello ${user.name}, someone (we hope you) asked to reset the password of your Leafwise account.`,
      'Choosing a new password logs you out everywhere else.',
    ],
    action: { label: 'Choose a new password', url },
    footnote:
      'The link works for one hour. If you did not ask for this, ignore this e-mail: your password stays as it is.',
  });

/** Sent instead of an error when someone signs up with an address that has an account (no enumeration). */
export const existingAccountEmail = (user: Recipient, loginUrl: string, resetUrl: string): Email =>
  renderEmail({
    to: user.email,
    subject: 'Someone tried to sign up to Leafwise with your address',
    heading: 'You already have an account',
    paragraphs: [
      `Hello ${user.name}, someone just tried to create a Leafwise account with this e-mail address, which already has one.`,
      `If it was you, log in at ${loginUrl}. If you have forgotten your password, reset it at ${resetUrl}.`,
      'If it was not you, you need do nothing: your account is unchanged.',
    ],
  });
