import { NameSchema } from '@leafwise/contract';
import { APIError } from 'better-auth/api';
import { passwordProblem } from './password-policy.ts';

/** better-auth's routes that take a new name or a new password, and where in the body each is. */
const NAME_FIELDS: Record<string, (body: Record<string, unknown>) => Record<string, unknown> | undefined> = {
  '/sign-up/email': (body) => body,
  '/update-user': (body) => body,
  '/admin/create-user': (body) => body,
  '/admin/update-user': (body) => body.data as Record<string, unknown> | undefined,
};
const PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/admin/set-user-password': 'newPassword',
  '/admin/create-user': 'password',
};

const refuse = (message: string, code: string) => new APIError('BAD_REQUEST', { message, code });

/**
 * The rules our own routes apply to a name and a password, applied to better-auth's routes too
 * (docs/accounts.md): a name is trimmed and 1 to 50 characters, with the very messages PATCH /users gives
 * (NameSchema); a password is not one of the commonest, nor only spaces. Returns the body with
 * the name trimmed, for better-auth to carry on with; throws a 400 otherwise, before anything is
 * written or mailed.
 */
export async function checkAccountInput(
  path: string,
  body: Record<string, unknown> | undefined,
): Promise<Record<string, unknown> | undefined> {
  if (!body || typeof body !== 'object') return undefined;
  let checked: Record<string, unknown> | undefined;
  const holder = NAME_FIELDS[path]?.(body);
  if (holder && 'name' in holder) {
    const parsed = NameSchema.safeParse(holder.name);
    if (!parsed.success) throw refuse(parsed.error.issues[0]?.message ?? 'name is not valid', 'INVALID_NAME');
    const trimmed = { ...holder, name: parsed.data };
    checked = holder === body ? trimmed : { ...body, data: trimmed };
  }
  const field = PASSWORD_FIELDS[path];
  const password = field ? body[field] : undefined;
  if (typeof password === 'string') {
    const problem = await passwordProblem(password);
    if (problem) throw refuse(problem, 'PASSWORD_TOO_COMMON');
  }
  return checked;
}
