import { join } from 'node:path';
import { loadCatalog } from '@leafwise/catalog';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { COMMONS_API_URL } from './commons-env.ts';
import type { Config } from './config.ts';
import { startControlSocket } from './control/control-socket.ts';
import { openDatabase } from './db/database.ts';
import { MediaStore } from './photos/media-store.ts';
import { listPhotos } from './photos/photos-repository.ts';
import { TreeStore } from './trees/tree-store.ts';
import { listActiveTrees, syncCatalog } from './trees/trees-repository.ts';
import { grantAdmins } from './users/users-repository.ts';

const WEB_DIST = join(import.meta.dirname, '..', '..', 'web', 'dist');

/**
 * Opens the database, migrates it and loads the catalog (under the migration lock, so instances
 * starting together do it once), then builds the app. The app's close also closes the database.
 */
export async function createServer(config: Config, webDist: string | null = WEB_DIST): Promise<FastifyInstance> {
  const catalog = loadCatalog();
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  try {
    let synced = { inserted: 0, updated: 0, hidden: 0, unchanged: 0 };
    let admins = 0;
    await database.migrate(async (db) => {
      synced = await syncCatalog(db, catalog);
      admins = await grantAdmins(db, config.ADMIN_EMAILS);
    });
    const trees = new TreeStore(await listActiveTrees(database.db), await listPhotos(database.db));
    const media = new MediaStore(config.MEDIA_DIR);
    const commons = config.COMMONS_CONTACT
      ? { apiUrl: config.COMMONS_API_URL ?? COMMONS_API_URL, contact: config.COMMONS_CONTACT }
      : undefined;
    const app = await buildApp({ config, database, trees, media, webDist, commons });
    app.addHook('onClose', () => database.close());
    if (database.kind === 'pglite') {
      // `npm run admin` and `npm run photos` cannot open a directory we hold: they ask us instead.
      const control = await startControlSocket({
        dataDir: config.DATA_DIR,
        db: database.db,
        media,
        log: app.log,
      }).catch(async (error: unknown) => {
        await app.close();
        throw error;
      });
      // Added after the database's hook, so it runs before it (Fastify runs onClose hooks last first).
      app.addHook('onClose', () => control.close());
    }
    app.log.info(
      { database: database.kind, catalog: synced, trees: trees.size, photos: trees.photoCount, admins_granted: admins },
      'database ready',
    );
    return app;
  } catch (error) {
    await database.close();
    throw error;
  }
}
