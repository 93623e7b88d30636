import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { listActiveTrees, syncCatalog } from '../src/trees/trees-repository.ts';
import { makeSpecies } from './helpers/factories.ts';
import { createTestDatabase } from './helpers/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('syncCatalog', () => {
  const oak = makeSpecies({ name_common: 'Oak' });
  const ash = makeSpecies({ name_common: 'Ash' });

  it('inserts, then skips the same catalog by its hash', async () => {
    expect(await syncCatalog(database.db, [oak, ash])).toEqual({
      inserted: 2,
      updated: 0,
      hidden: 0,
      unchanged: 0,
      skipped: false,
    });
    const before = await listActiveTrees(database.db);
    expect(await syncCatalog(database.db, [oak, ash])).toEqual({
      inserted: 0,
      updated: 0,
      hidden: 0,
      unchanged: 2,
      skipped: true,
    });
    expect(await listActiveTrees(database.db)).toEqual(before);
    // Another catalog (here, the same trees in another order) is compared row by row, and changes nothing.
    expect(await syncCatalog(database.db, [ash, oak])).toEqual({
      inserted: 0,
      updated: 0,
      hidden: 0,
      unchanged: 2,
      skipped: false,
    });
  });

  it('updates an edited record in place, keeping its id', async () => {
    const [before] = (await listActiveTrees(database.db)).filter((row) => row.slug === oak.slug);
    const edited = { ...oak, descriptions: { ...oak.descriptions, leaf: 'A lobed leaf with no stalk to speak of.' } };
    expect(await syncCatalog(database.db, [edited, ash])).toMatchObject({ updated: 1, unchanged: 1 });
    const [after] = (await listActiveTrees(database.db)).filter((row) => row.slug === oak.slug);
    expect(after?.tree_id).toBe(before?.tree_id);
    expect(after?.leaf_description).toBe('A lobed leaf with no stalk to speak of.');
  });

  it('renames a species in place: same id, the new accepted name, the old one kept as a synonym', async () => {
    const [before] = (await listActiveTrees(database.db)).filter((row) => row.slug === oak.slug);
    const renamed = { ...oak, name_sci: 'Testrenamed robur', synonyms: [{ name: oak.name_sci, familiar: true }] };
    expect(await syncCatalog(database.db, [renamed, ash])).toMatchObject({ updated: 1, inserted: 0, hidden: 0 });
    const [after] = (await listActiveTrees(database.db)).filter((row) => row.slug === oak.slug);
    expect(after).toMatchObject({ tree_id: before?.tree_id, name_sci: 'Testrenamed robur' });
    expect(after?.synonyms).toEqual([{ name: oak.name_sci, familiar: true }]);
    expect(await syncCatalog(database.db, [renamed, ash])).toMatchObject({ updated: 0, unchanged: 2 });
    expect(await syncCatalog(database.db, [oak, ash])).toMatchObject({ updated: 1 });
  });

  it('hides a removed record and brings it back with the same id', async () => {
    const ashId = (await listActiveTrees(database.db)).find((row) => row.slug === ash.slug)?.tree_id;
    expect(await syncCatalog(database.db, [oak])).toMatchObject({ hidden: 1 });
    expect((await listActiveTrees(database.db)).map((row) => row.slug)).toEqual([oak.slug]);
    expect(await syncCatalog(database.db, [oak, ash])).toMatchObject({ updated: 1, inserted: 0 });
    expect((await listActiveTrees(database.db)).find((row) => row.slug === ash.slug)?.tree_id).toBe(ashId);
  });
});
