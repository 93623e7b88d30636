import { TREE_SLOTS } from '@leafwise/contract';
import { describe, expect, it } from 'vitest';
import type { PhotoRow } from '../src/db/schema.ts';
import { TreeStore } from '../src/trees/tree-store.ts';
import { makeTreeRows as rows, seededRandom } from './helpers/factories.ts';

const ids = (trees: { tree_id: number }[]) => trees.map((tree) => tree.tree_id);

describe('TreeStore sampling', () => {
  it('draws every tree equally often, in every position, never twice in one answer', () => {
    const store = new TreeStore(rows(10), [], seededRandom(42));
    const draws = 20_000;
    const seen = new Map<number, number>();
    const firsts = new Map<number, number>();
    for (let n = 0; n < draws; n++) {
      const picked = ids(store.sample({ level: 3, limit: 3 }));
      expect(new Set(picked).size).toBe(3);
      for (const id of picked) seen.set(id, (seen.get(id) ?? 0) + 1);
      firsts.set(picked[0] as number, (firsts.get(picked[0] as number) ?? 0) + 1);
    }
    // Each tree is expected draws*3/10 times overall and draws/10 times first; allow 5%.
    for (let id = 1; id <= 10; id++) {
      expect(Math.abs((seen.get(id) ?? 0) / ((draws * 3) / 10) - 1)).toBeLessThan(0.05);
      expect(Math.abs((firsts.get(id) ?? 0) / (draws / 10) - 1)).toBeLessThan(0.05);
    }
  });

  it('keeps to the level and the type, and returns fewer when fewer match', () => {
    const store = new TreeStore(
      rows(9, (i) => ({ level: (i % 3) + 1, type: i < 6 ? 'deciduous' : 'evergreen' })),
      [],
      seededRandom(1),
    );
    const sapling = store.sample({ level: 1, limit: 100 });
    expect(sapling.map((t) => t.level)).toEqual([1, 1, 1]);
    const evergreen = store.sample({ level: 3, limit: 100, type: 'evergreen' });
    expect(evergreen).toHaveLength(3);
    expect(evergreen.every((t) => t.type === 'evergreen')).toBe(true);
    expect(store.sample({ level: 2, limit: 100 })).toHaveLength(6);
  });

  it('leaves out excluded trees from incorrect options, at any level', () => {
    const store = new TreeStore(
      rows(6, (i) => ({ level: (i % 3) + 1 })),
      [],
      seededRandom(7),
    );
    const picked = ids(store.incorrectOptions({ exclude_ids: [1, 2], limit: 10 }));
    expect(picked.sort()).toEqual([3, 4, 5, 6]);
  });

  it('serialises a list as JSON.stringify would, with a drawing for every image slot', () => {
    const store = new TreeStore(rows(3, (i) => ({ name_sci: `Tilia × europaea ${i}`, name_common: 'Lime “common”' })));
    const list = { trees: store.sample({ level: 1, limit: 3 }) };
    expect(store.toJson(list.trees).toString('utf8')).toBe(JSON.stringify(list));
    expect(store.toJson([]).toString('utf8')).toBe('{"trees":[]}');
    expect(Object.keys(list.trees[0] ?? {}).filter((key) => key.startsWith('tree_img'))).toEqual(
      TREE_SLOTS.map((slot) => `tree_img_${slot}`),
    );
  });

  it('shows a photo rather than the drawing, one of several at random, in every place the tree is sent', () => {
    const photo = (photo_id: number, tree_id: number, slot: PhotoRow['slot']): PhotoRow => ({
      photo_id,
      tree_id,
      slot,
      source_hash: `${photo_id}`.repeat(64).slice(0, 64),
      width: 2000,
      height: 1500,
      variants: [320, 640, 1280].map((width) => ({
        format: 'webp',
        width,
        height: (width * 3) / 4,
        file: `${String(photo_id).padStart(32, '0')}-${width}.webp`,
        bytes: 1000,
      })),
      author: 'A. Walker',
      licence: 'CC BY 4.0',
      source_url: 'https://example.org/photo',
      created_at: new Date(),
    });
    const store = new TreeStore(
      rows(2),
      [photo(1, 1, 'bark'), photo(2, 1, 'bark'), photo(3, 1, 'leaf')],
      seededRandom(3),
    );
    const seen = { bark: new Set<string>(), leaf: new Set<string>(), bud: new Set<string>() };
    for (let i = 0; i < 40; i++) {
      const [first, second] = JSON.parse(store.toJson(store.sample({ level: 1, limit: 2 })).toString()).trees.sort(
        (a: { tree_id: number }, b: { tree_id: number }) => a.tree_id - b.tree_id,
      );
      seen.bark.add(first.tree_img_bark);
      seen.leaf.add(first.tree_img_leaf);
      seen.bud.add(first.tree_img_bud);
      expect(second.tree_img_bark).toMatch(/^\/api\/illustrations\/2\/bark\.svg\?v=/);
    }
    expect([...seen.bark].sort()).toEqual([
      '/media/00000000000000000000000000000001-1280.webp',
      '/media/00000000000000000000000000000002-1280.webp',
    ]);
    expect([...seen.leaf]).toEqual(['/media/00000000000000000000000000000003-1280.webp']);
    expect([...seen.bud]).toEqual([expect.stringMatching(/^\/api\/illustrations\/1\/bud\.svg\?v=/)]);
    expect(store.pictureChoices(1, 'bark').map((choice) => choice.kind)).toEqual(['photo', 'photo']);
    expect(store.choosePicture(2, 'seed')?.kind).toBe('illustration');
  });
});
