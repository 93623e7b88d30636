// npm run admin -- grant|revoke|ban|unban <email>: changes a user's role or ban from the shell.
// When a server holds the embedded database, it makes the change for us (control/run-command.ts).
import { runCommand } from './control/run-command.ts';

const COMMANDS = ['grant', 'revoke', 'ban', 'unban'] as const;
const USAGE = 'usage: npm run admin -- grant|revoke|ban|unban <email>';

const [command, email, ...rest] = process.argv.slice(2);
if (!COMMANDS.includes(command as (typeof COMMANDS)[number]) || !email || rest.length > 0) {
  console.error(USAGE);
  process.exit(2);
}

await runCommand(`admin.${command as (typeof COMMANDS)[number]}`, { email });
