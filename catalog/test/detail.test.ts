import { describe, expect, it } from 'vitest';
import { drawBark } from '../src/illustrate/bark/index.ts';
import { drawBuds } from '../src/illustrate/bud/index.ts';
import { drawForm } from '../src/illustrate/form/index.ts';
import { type DrawSlot, renderIllustration, type Slot } from '../src/illustrate/index.ts';
import { drawLeaf } from '../src/illustrate/leaf/index.ts';
import { seeded } from '../src/illustrate/random.ts';
import { drawSeed } from '../src/illustrate/seed/index.ts';
import type { Item } from '../src/illustrate/svg.ts';
import { loadCatalog } from '../src/load.ts';

/**
 * The enlarged view shows more, not the same picture bigger. For each slot listed
 * here, every species' high-detail picture must differ from its normal one, yet be the same
 * specimen: everything the normal picture draws is still drawn, in the same order and paint (the
 * extras may change how the picture is fitted to the tile, so points are not compared). Slots join
 * the list as their drawings gain their close-ups. leaf-detail.test holds the leaf to more: every
 * public specimen, and a card that never asks for the close-up's stream.
 */
const SLOTS_WITH_DETAIL: [Slot, DrawSlot][] = [
  ['leaf', drawLeaf],
  ['bark', drawBark],
  ['bud', drawBuds],
  ['seed', drawSeed],
  ['form', drawForm],
];

/**
 * Bark rounds its points to half a pixel close up and to a whole one on the card (bark/box.ts,
 * cutToStem), which can add or drop a straight step that goes nowhere in a path: the same marks,
 * but not comparable segment for segment.
 */
const ROUNDED_APART = new Set<Slot>(['bark']);

const catalog = loadCatalog();
const SPECIMENS = 3;

/** Whether `high` could be `normal` redrawn: the same kind of mark in the same paint, a path with at least its segments. */
function covers(high: Item, normal: Item): boolean {
  if (high.kind !== normal.kind || JSON.stringify(high.style) !== JSON.stringify(normal.style)) return false;
  return high.kind !== 'path' || normal.kind !== 'path' || high.d.length >= normal.d.length;
}

/** Whether every item of `normal` appears in `high`, in order. */
function keepsEverything(normal: Item[], high: Item[]): boolean {
  let next = 0;
  for (const item of high) if (next < normal.length && covers(item, normal[next] as Item)) next++;
  return next === normal.length;
}

describe.each(SLOTS_WITH_DETAIL)('the enlarged %s picture shows more', (slot, draw) => {
  it('differs from the normal picture for every species', () => {
    const same = catalog.filter(
      (species) =>
        renderIllustration(species, slot, { detail: 'high' }) ===
        renderIllustration(species, slot, { detail: 'normal' }),
    );
    expect(same.map((species) => species.slug)).toEqual([]);
  });

  it.skipIf(ROUNDED_APART.has(slot))('keeps everything the normal picture draws, so it is the same specimen', () => {
    const lost = catalog.flatMap((species) =>
      Array.from({ length: SPECIMENS }, (_, specimen) => {
        const seed = `${species.name_sci}/${slot}/specimen ${specimen}`;
        const normal = draw(species, seeded(seed), { detail: 'normal' }).items;
        const high = draw(species, seeded(seed), { detail: 'high' }).items;
        const more = JSON.stringify(high) !== JSON.stringify(normal);
        return more && keepsEverything(normal, high) ? [] : [`${species.slug} #${specimen}`];
      }).flat(),
    );
    expect(lost).toEqual([]);
  });

  it('draws the normal picture the same whether or not a high one was drawn first', () => {
    for (const species of catalog.slice(0, 20)) {
      const before = renderIllustration(species, slot, { specimen: 1 });
      renderIllustration(species, slot, { specimen: 1, detail: 'high' });
      expect(renderIllustration(species, slot, { specimen: 1 }), species.slug).toBe(before);
    }
  });
});
