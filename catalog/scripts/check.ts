// Validates the species records and prints a summary; exits 1 listing every problem.
import { CatalogError, loadCatalog } from '../src/load.ts';

try {
  const entries = loadCatalog();
  const count = (pick: (e: (typeof entries)[number]) => boolean) => entries.filter(pick).length;
  console.log(
    `${entries.length} species: level 1 ${count((e) => e.level === 1)}, level 2 ${count((e) => e.level === 2)}, ` +
      `level 3 ${count((e) => e.level === 3)}; conifers ${count((e) => e.conifer)}, fruit trees ${count((e) => e.fruit_tree)}; ` +
      `evergreen ${count((e) => e.type === 'evergreen')}; named forms ${entries.flatMap((e) => e.forms).length}`,
  );
} catch (error) {
  if (!(error instanceof CatalogError)) throw error;
  console.error(error.message);
  process.exit(1);
}
