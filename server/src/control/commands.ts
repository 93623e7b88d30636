import type { Db } from '../db/database.ts';
import { PhotoError } from '../photos/encode.ts';
import type { MediaStore } from '../photos/media-store.ts';
import { adminCommands } from './admin-commands.ts';
import { type Command, CommandError, type ExitCode, type Report } from './command.ts';
import { photoCommands } from './photo-commands.ts';

/** Every command the CLIs know, by the name a control request gives. */
export const COMMANDS = { ...adminCommands, ...photoCommands };
export type CommandName = keyof typeof COMMANDS;
export type ArgsOf<Name extends CommandName> = (typeof COMMANDS)[Name] extends Command<infer Args> ? Args : never;

export const isCommandName = (name: string): name is CommandName => Object.hasOwn(COMMANDS, name);

/**
 * Checks the arguments and runs the command. A refusal (CommandError, PhotoError) becomes its
 * message and exit 1, bad arguments exit 2, with nothing changed; anything else is thrown.
 */
export async function execute(
  name: CommandName,
  args: unknown,
  db: Db,
  media: MediaStore,
  report: Report,
): Promise<ExitCode> {
  // Each entry's run takes its own args; the table's union cannot say which, the schema checks it.
  const command = COMMANDS[name] as Command<unknown>;
  const parsed = command.args.safeParse(args);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'args'}: ${issue.message}`);
    report.err(`Bad arguments for ${name}: ${issues.join('; ')}`);
    return 2;
  }
  try {
    return await command.run(db, media, parsed.data, report);
  } catch (error) {
    if (!(error instanceof CommandError || error instanceof PhotoError)) throw error;
    report.err(error.message);
    return 1;
  }
}
