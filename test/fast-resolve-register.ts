// Loaded by each Vitest worker (`--import`, vitest.config.ts): the server's start hook
// (server/src/fast-resolve.ts), so the workers' imports of installed packages cost what the
// server's own start does.
import { registerHooks } from 'node:module';
import { resolveInstalled } from '../server/src/fast-resolve.ts';

registerHooks({ resolve: resolveInstalled });
