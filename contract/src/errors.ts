import { z } from 'zod';

/** Every error the API answers outside /api/auth has this shape (docs/product.md#the-users-api). */
export const ErrorSchema = z.object({ msg: z.string() });
export type ApiError = z.infer<typeof ErrorSchema>;
