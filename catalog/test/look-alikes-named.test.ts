import { describe, expect, it } from 'vitest';
import { treeMentions, unknownTreeNames } from '../src/course-text.ts';
import { type CatalogEntry, loadCatalog } from '../src/load.ts';

/**
 * Every description names the look-alikes the catalog has and none it lacks, so a
 * learner sent to compare can always look the other tree up.
 */
const catalog = loadCatalog();
const PARTS = ['leaf', 'bark', 'bud', 'seed'] as const;
const genusOf = (entry: CatalogEntry) => entry.name_sci.split(' ')[0];

describe('the descriptions and their look-alikes', () => {
  it('never name a tree the catalog does not have', () => {
    const findings = catalog.flatMap((entry) =>
      PARTS.flatMap((part) =>
        unknownTreeNames(entry.descriptions[part], catalog).map((name) => `${entry.slug}.${part}: "${name}"`),
      ),
    );
    expect(findings).toEqual([]);
  });

  it('name at least one tree of the same genus wherever the catalog has one', () => {
    const missing = catalog.flatMap((entry) => {
      const relatives = catalog.filter((other) => other !== entry && genusOf(other) === genusOf(entry));
      if (relatives.length === 0) return [];
      const text = PARTS.map((part) => entry.descriptions[part]).join(' ');
      const named = treeMentions(text, catalog).some(
        (mention) => mention.kind === 'tree' && relatives.some((relative) => mention.slugs.includes(relative.slug)),
      );
      return named ? [] : [`${entry.slug} names none of ${relatives.map((r) => r.name_common).join(', ')}`];
    });
    expect(missing).toEqual([]);
  });
});

describe('unknownTreeNames', () => {
  const names = (text: string) => unknownTreeNames(text, catalog);

  it('finds a name shaped like a tree that no catalog tree has', () => {
    expect(names('Longer than the needles of Corsican pine.')).toEqual(['Corsican pine']);
    expect(names('Pin and scarlet oaks have glossier leaves.')).toEqual(['scarlet oaks']);
    expect(names('Unlike the feathery leaves of the silk tree.')).toEqual(['silk tree']);
    expect(names('Its parent is the American redbud.')).toEqual(['redbud']);
  });

  it('passes catalog names, the ends of them and plain words before a group word', () => {
    expect(names('Scots pine and black pine; sessile oak, not English oak.')).toEqual([]);
    expect(names('Unlike the other pines, and most young oaks, it is a small tree.')).toEqual([]);
    expect(names('Lost to Dutch elm disease, the small-leaved lime is spared.')).toEqual([]);
    expect(names('The Cedar of Lebanon and the deodar.')).toEqual([]);
    expect(names("Ley's whitebeam and Ley’s whitebeam, not Arran whitebeam's.")).toEqual([]);
  });

  it('reads plurals of every kind', () => {
    expect(names('Unlike Weymouth and Jeffrey pines.')).toEqual(['Jeffrey pines']);
    expect(names('Like the Californian cherries and the Cretan birches.')).toEqual([
      'Californian cherries',
      'Cretan birches',
    ]);
  });
});
