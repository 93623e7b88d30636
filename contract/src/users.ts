import { z } from 'zod';
import { NAME_MAX_LENGTH, USER_STATUSES } from './constants/index.ts';
import { strictParams } from './trees.ts';

export const NameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, { error: 'name must not be blank' })
  .max(NAME_MAX_LENGTH, { error: `name must be at most ${NAME_MAX_LENGTH} characters` });

export const UserSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  user_status: z.enum(USER_STATUSES),
});
export type User = z.infer<typeof UserSchema>;
export const UserResponseSchema = z.object({ user: UserSchema });

export const UserIdParamsSchema = strictParams({ userId: z.string().min(1).max(64) });
export const EmailParamsSchema = strictParams({ email: z.email({ error: 'email must be an e-mail address' }) });

/** POST /users, the earlier app's last sign-up step: the profile of the signed-in user; idempotent. */
export const CreateUserBodySchema = strictParams({
  name: NameSchema,
  email: z.email({ error: 'email must be an e-mail address' }),
});

/** PATCH /users/:userId: the earlier app sends name, email and user_status "good"; only the name changes. */
export const UpdateUserBodySchema = strictParams({
  name: NameSchema,
  email: z.email({ error: 'email must be an e-mail address' }).optional(),
  user_status: z.enum(USER_STATUSES).optional(),
});
