import { loadCatalog } from '@leafwise/catalog';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { countActiveTrees, syncCatalog } from '../src/trees/trees-repository.ts';
import { createEmptyPostgresDatabase, createTestDatabase } from './helpers/test-database.ts';

const catalog = loadCatalog();

describe('migrations and the catalog seed', () => {
  it('can run again on a migrated database without changing it', async () => {
    const database = await createTestDatabase();
    try {
      await database.migrate((db) => syncCatalog(db, catalog).then(() => {}));
      await database.migrate((db) => syncCatalog(db, catalog).then(() => {}));
      expect(await countActiveTrees(database.db)).toBe(catalog.length);
    } finally {
      await database.close();
    }
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'are safe when several instances start together on one PostgreSQL database',
    async () => {
      const { url, drop } = await createEmptyPostgresDatabase();
      const instances = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ kind: 'postgres', url, poolSize: 2 })));
      try {
        const results = await Promise.all(
          instances.map((database) => {
            let synced: Awaited<ReturnType<typeof syncCatalog>> | undefined;
            return database
              .migrate(async (db) => {
                synced = await syncCatalog(db, catalog);
              })
              .then(() => synced);
          }),
        );
        // Exactly one instance inserted the catalog; the others found it in place.
        expect(results.map((r) => r?.inserted).sort()).toEqual([0, 0, 0, catalog.length]);
        const [first] = instances;
        expect(first && (await countActiveTrees(first.db))).toBe(catalog.length);
      } finally {
        await Promise.all(instances.map((database) => database.close()));
        await drop();
      }
    },
  );
});
