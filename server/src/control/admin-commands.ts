import { z } from 'zod';
import { commandLineActor } from '../audit/audit.ts';
import { findUserByEmail, updateUser, userStatus } from '../users/users-repository.ts';
import { CommandError, defineCommand } from './command.ts';

const AdminArgsSchema = z.strictObject({ email: z.string().trim().min(1).max(320) });

type Change = Parameters<typeof updateUser>[2];

/** Changes a user's role or ban; a ban also ends their sessions (updateUser). */
const changeUser = (change: Change) =>
  defineCommand(AdminArgsSchema, async (db, _media, { email }, report) => {
    const user = await findUserByEmail(db, email);
    if (!user) throw new CommandError(`No account has the e-mail address ${email}.`);
    const row = await updateUser(db, user.id, change, commandLineActor());
    report.out(`${row?.email} is now ${row ? userStatus(row) : 'gone'}.`);
    return 0;
  });

export const adminCommands = {
  'admin.grant': changeUser({ role: 'admin' }),
  'admin.revoke': changeUser({ role: 'user' }),
  'admin.ban': changeUser({ banned: true }),
  'admin.unban': changeUser({ banned: false }),
};
