/**
 * A contact sheet of drawings as one PNG, for looking at them side by side as an expert would:
 *   npx node catalog/scripts/sheet.ts <slug,slug,...> [slot,slot,...] [out.png] [specimens] [high]
 * One row per species, one column per slot and specimen. A named form is a row too, as
 * `slug:Form name` ("populus-nigra:Lombardy poplar"), beside its species for comparison.
 */
import sharp from 'sharp';
import { renderIllustration, SLOTS, type Slot } from '../src/illustrate/index.ts';
import { loadCatalog } from '../src/load.ts';
import { withNamedForm } from '../src/named-forms.ts';

const [slugList = '', slotList = SLOTS.join(','), out = 'sheet.png', specimens = '1', detail] = process.argv.slice(2);
const catalog = loadCatalog();
const slots = slotList.split(',') as Slot[];
const rows = slugList.split(',').map((row) => {
  const [slug, formName] = row.split(':');
  const species = catalog.find((entry) => entry.slug === slug);
  if (!species) throw new Error(`no species ${slug}`);
  if (formName === undefined) return species;
  const form = species.forms.find((named) => named.name === formName);
  if (!form) throw new Error(`${slug} has no named form ${formName}`);
  return withNamedForm(species, form);
});
const columns = slots.flatMap((slot) =>
  Array.from({ length: Number(specimens) }, (_, specimen) => ({ slot, specimen })),
);
const TILE = detail === 'high' ? 484 : 244;
const tiles = await Promise.all(
  rows.flatMap((species, row) =>
    columns.map(async ({ slot, specimen }, column) => {
      const svg = renderIllustration(species, slot, { specimen, detail: detail === 'high' ? 'high' : 'normal' });
      const input = await sharp(Buffer.from(svg), { density: detail === 'high' ? 144 : 72 })
        .png()
        .toBuffer();
      return { input, left: column * TILE, top: row * TILE };
    }),
  ),
);
await sharp({
  create: { width: columns.length * TILE, height: rows.length * TILE, channels: 3, background: '#ffffff' },
})
  .composite(tiles)
  .png()
  .toFile(out);
console.log(`${out}: ${rows.length} rows of ${columns.length} pictures`);
