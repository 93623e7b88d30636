import type { Course } from '../course.ts';
import { lookAlikesOf } from '../field-guide.ts';
import type { CatalogEntry } from '../load.ts';
import { lookalikesOf } from '../look-for.ts';
import { table } from './markdown.ts';
import { pairAnchor, pairSection } from './pair-section.ts';
import { speciesAnchor, speciesSection } from './species-section.ts';

/** A file of the review sheet, its path relative to docs/review/. */
export type ReviewFile = { path: string; content: string };

const byName = (x: CatalogEntry, y: CatalogEntry) => x.name_common.localeCompare(y.name_common);
const fileOf = (family: string) => `${family.toLowerCase()}.md`;

/**
 * Every pair of trees the app compares: each tree's look-alikes as a quiz draws them (look-for.ts)
 * and as its page lists them (field-guide.ts), each pair once, the two in order of family, then name.
 */
export function lookalikePairs(catalog: readonly CatalogEntry[]): [CatalogEntry, CatalogEntry][] {
  const order = (x: CatalogEntry, y: CatalogEntry) => x.family.localeCompare(y.family) || byName(x, y);
  const entryOf = new Map(catalog.map((entry) => [entry.name_sci, entry]));
  const pairs = new Map<string, [CatalogEntry, CatalogEntry]>();
  for (const entry of catalog) {
    for (const other of [...lookalikesOf(entry, catalog), ...lookAlikesOf(entry, catalog)]) {
      const found = entryOf.get(other.name_sci);
      if (!found) continue;
      const pair = [entry, found].sort(order) as [CatalogEntry, CatalogEntry];
      pairs.set(`${pair[0].slug}/${pair[1].slug}`, pair);
    }
  }
  return [...pairs.values()].sort(([a, b], [c, d]) => order(a, c) || order(b, d));
}

const README_HEAD = [
  '# What Leafwise teaches: the review sheet',
  '',
  'Everything the app tells a learner about telling trees apart, in one place for an arborist to read',
  'and check: written by `npm run catalog:review` from the species records (`catalog/species/`) and',
  'the code that phrases them, so a change to a record or a phrase shows in the diff of these files.',
  'Do not edit them by hand; `catalog/test/review-sheet.test.ts` fails when they are out of date.',
  '',
  'One file per family. For each species:',
  '',
  '- **Look for**: the line shown after an answer outside a question and on the species page, from',
  '  the first two of the record’s own field marks (`look_for`, docs/catalog.md); each mark with the',
  '  sentence of the record it comes from;',
  '- the line after a question that showed one part (a leaf question, a winter twig…): that part’s',
  '  marks, then the first mark of another part after “Also:”, or where the record gives no mark of',
  '  that part, a line made from its traits;',
  '- its key features (the species page), and the traits they are made from.',
  '',
  'Then every pair of look-alikes the app compares (a quiz’s wrong answers and the species page’s',
  '“How to tell it from …”), each once: a row per part the two differ in, in the order the app gives',
  'them outside a question, with the phrases a question of that part leads with (docs/teaching.md),',
  'the record text they come from (the two records’ trait values, or their own sentences), and the',
  'sentences of each record that name the other.',
  '',
];

/** The review sheet: an index and one file per family (docs/review/). */
export function reviewSheet(catalog: readonly CatalogEntry[], course: Course): ReviewFile[] {
  const families = [...new Set(catalog.map((entry) => entry.family))].sort();
  const pairs = lookalikePairs(catalog);
  const files = families.map((family): ReviewFile & { species: number; pairs: number } => {
    const members = catalog
      .filter((entry) => entry.family === family)
      .sort((x, y) => x.level - y.level || byName(x, y));
    const own = pairs.filter(([a]) => a.family === family);
    const elsewhere = pairs.filter(([a, b]) => a.family !== family && b.family === family);
    const content = [
      `# ${family}`,
      '',
      `[All families](README.md) · ${members.length} species · ${own.length} pairs of look-alikes`,
      '',
      members.map((entry) => `[${entry.name_common}](#${speciesAnchor(entry)})`).join(' · '),
      '',
      ...members.flatMap((entry) => speciesSection(entry, catalog, course)),
      '## Look-alike pairs',
      '',
      ...own.flatMap(([a, b]) => pairSection(a, b)),
      ...(elsewhere.length > 0
        ? [
            'Compared under another family:',
            '',
            ...elsewhere.map(
              ([a, b]) => `- [${a.name_common} – ${b.name_common}](${fileOf(a.family)}#${pairAnchor(a, b)})`,
            ),
            '',
          ]
        : []),
    ];
    return {
      path: fileOf(family),
      content: `${content.join('\n').trimEnd()}\n`,
      species: members.length,
      pairs: own.length,
    };
  });
  const index = [
    ...README_HEAD,
    ...table(
      ['family', 'species', 'pairs', 'file'],
      files.map((file, i) => [
        families[i] ?? '',
        String(file.species),
        String(file.pairs),
        `[${file.path}](${file.path})`,
      ]),
    ),
    '',
    `${catalog.length} species, ${pairs.length} pairs of look-alikes.`,
  ];
  return [
    { path: 'README.md', content: `${index.join('\n')}\n` },
    ...files.map(({ path, content }) => ({ path, content })),
  ];
}
