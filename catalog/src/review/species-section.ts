import { type Course, unitOfTree } from '../course.ts';
import { SLOTS, type Slot } from '../illustrate/index.ts';
import { keyFeatures } from '../key-features.ts';
import type { CatalogEntry } from '../load.ts';
import { lookalikesOf, lookFor, lookForLine } from '../look-for.ts';
import { markSources, partText } from '../mark-support.ts';
import type { Species } from '../schema.ts';
import { cell, quoted, table } from './markdown.ts';

/** The level's name, as the app calls it. */
export const LEVEL_NAMES = { 1: 'Sapling', 2: 'Veteran', 3: 'Ancient' } as const;
/** A slot's name in the sheet. */
export const SLOT_NAMES: Record<Slot, string> = {
  leaf: 'leaf',
  bark: 'bark',
  bud: 'winter twig',
  seed: 'fruit or cone',
  form: 'whole tree',
};

/** A species' anchor in its family's file. */
export const speciesAnchor = (entry: CatalogEntry): string => `species-${entry.slug}`;

/** Where a line after a question of one slot comes from (look-for.ts: the record's marks, else its traits). */
function madeFrom(entry: CatalogEntry, lookalikes: readonly Species[], slot: Slot): string {
  const line = lookForLine(entry, lookalikes, { slots: [slot] });
  if (line.lead.some((phrase) => phrase.authored)) return 'its marks';
  if (line.lead.length > 0) return 'its traits (no mark of this part)';
  if (line.sentence) return `its own sentence (descriptions.${slot})`;
  return 'nothing here tells it: its first mark of another part';
}

/** A record's traits at one part, one line: "shape ovate · margin serrate · length_cm 5–12". */
function traitLine(value: unknown, prefix = ''): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) {
    const numeric = value.length === 2 && value.every((item) => typeof item === 'number');
    return [`${prefix} ${numeric ? `${value[0]}–${value[1]}` : value.length > 0 ? value.join(', ') : 'none'}`];
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => traitLine(item, prefix ? `${prefix}.${key}` : key));
  }
  return [`${prefix} ${String(value)}`];
}

/** One species: its look-for line and marks, the line after a question of each slot, its key features and traits. */
export function speciesSection(entry: CatalogEntry, catalog: readonly CatalogEntry[], course: Course): string[] {
  const lookalikes = lookalikesOf(entry, catalog);
  const unit = unitOfTree(course, entry.slug);
  const kind = [
    LEVEL_NAMES[entry.level],
    entry.type,
    entry.conifer ? 'conifer' : 'broadleaf',
    ...(unit ? [`lesson “${unit.title}”`] : []),
  ];
  const marks = (entry.look_for ?? []).map((mark, i) => {
    const { sentences, phrases } = markSources(mark, partText(entry, mark.part, catalog));
    const source = sentences[0] ? quoted(sentences[0]) : phrases[0] ? `traits: ${phrases[0]}` : '';
    return [String(i + 1), SLOT_NAMES[mark.part], mark.mark, source];
  });
  const lines = SLOTS.map((slot) => [
    SLOT_NAMES[slot],
    lookFor(entry, lookalikes, { slots: [slot] }),
    madeFrom(entry, lookalikes, slot),
  ]);
  const traits = (['leaf', 'bark', 'bud', 'seed', 'form'] as const).map(
    (part) => `- ${part}: ${traitLine(entry.traits[part]).join(' · ')}`,
  );
  return [
    `<a id="${speciesAnchor(entry)}"></a>`,
    '',
    `## ${entry.name_common} (*${entry.name_sci}*)`,
    '',
    `${kind.join(' · ')}`,
    '',
    `**Outside a question:** ${cell(lookFor(entry, lookalikes))}`,
    '',
    ...table(['#', 'part', 'mark', 'the record’s words it comes from'], marks),
    '',
    ...table(['after a question of', 'the line', 'made from'], lines),
    '',
    `**Key features:** ${keyFeatures(entry).map(cell).join(' · ')}`,
    '',
    '<details><summary>Traits (what the key features and comparisons are made from)</summary>',
    '',
    ...traits,
    '',
    '</details>',
    '',
  ];
}
