import { z } from 'zod';

/** Every error the API answers outside /api/auth has this shape (DESIGN §4). */
export const ErrorSchema = z.object({ msg: z.string() });
export type ApiError = z.infer<typeof ErrorSchema>;

/** SPEC §8's words for a banned account, wherever one is refused (login, any signed-in call). */
export const BANNED_MESSAGE = 'Your account has been banned.';
