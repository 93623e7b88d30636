import { z } from 'zod';

/** Every error the API answers outside /api/auth has this shape (DESIGN §4). */
export const ErrorSchema = z.object({ msg: z.string() });
export type ApiError = z.infer<typeof ErrorSchema>;

/** SPEC §8's words for a banned account, wherever one is refused (login, any signed-in call). */
export const BANNED_MESSAGE = 'Your account has been banned.';

/** Refusals of requests that change something but did not come from the site itself (issue 12). */
export const REQUEST_ERRORS = {
  foreignOrigin: 'This request must come from the Leafwise site itself.',
  notJson: 'Send the request body as JSON (Content-Type: application/json).',
} as const;

/** Passwords refused beyond their length (issue 12; OWASP ASVS 5.0 V6.2). */
export const PASSWORD_ERRORS = {
  common: 'This password is too common. Please choose one that is harder to guess.',
  blank: 'A password cannot be only spaces. Please choose one that is harder to guess.',
} as const;
