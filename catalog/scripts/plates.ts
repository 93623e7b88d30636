// Writes an HTML contact sheet of every species' four illustrations, to look them over side by side.
// Usage: node catalog/scripts/plates.ts [out.html]   (default /tmp/plates.html); exits 1 if the catalog is invalid.
import { writeFileSync } from 'node:fs';
import { renderIllustration, SLOTS } from '../src/illustrate/index.ts';
import { CatalogError, loadCatalog } from '../src/load.ts';

const out = process.argv[2] ?? '/tmp/plates.html';

let entries: ReturnType<typeof loadCatalog>;
try {
  entries = loadCatalog();
} catch (error) {
  if (!(error instanceof CatalogError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const rows = entries.map(
  (e) =>
    `<section><h2>${e.name_common} <i>${e.name_sci}</i></h2>` +
    `<div>${SLOTS.map((slot) => renderIllustration(e, slot)).join('')}</div></section>`,
);
const style =
  'body{font:14px Georgia,serif;background:#e9e4d6;margin:16px;color:#3b352c}' +
  'section{display:inline-block;margin:6px 10px 12px 0;vertical-align:top}' +
  'h2{font-size:14px;font-weight:normal;margin:0 0 4px}div{display:flex;gap:4px}';
writeFileSync(
  out,
  `<!doctype html><meta charset="utf-8"><title>Leafwise plates</title><style>${style}</style>\n${rows.join('\n')}\n`,
);
console.log(`${entries.length} species, ${entries.length * SLOTS.length} pictures written to ${out}`);
