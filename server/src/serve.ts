import { CatalogError } from '@leafwise/catalog';
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.ts';
import { ControlChannelError } from './control/protocol.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { createServer } from './server.ts';

const EXPECTED = [ConfigError, DataDirLockedError, CatalogError, ControlChannelError];

try {
  const config = loadConfig();
  const app = await createServer(config);
  // On SIGTERM/SIGINT: stop accepting, finish in-flight requests, then checkpoint and close the database.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an uncaught error');
    else app.log.info(`${signal} received, shutting down`);
    await app.close();
  });
  await app.listen({ host: config.HOST, port: config.PORT });
} catch (error) {
  // A known start-up problem gets its own message, not a stack trace.
  console.error(EXPECTED.some((kind) => error instanceof kind) ? (error as Error).message : error);
  process.exit(1);
}
