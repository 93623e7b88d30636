import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderIllustration, SLOTS, type Slot } from '../src/illustrate/index.ts';
import { loadCatalog } from '../src/load.ts';
import type { Species } from '../src/schema.ts';
import {
  BARK_COLOURS,
  BARK_TEXTURES,
  BUD_ARRANGEMENTS,
  BUD_COLOURS,
  BUD_SHAPES,
  LEAF_ARRANGEMENTS,
  LEAF_COMPOUNDING,
  LEAF_LOBING,
  LEAF_MARGINS,
  LEAF_SHAPES,
  SEED_KINDS,
} from '../src/traits.ts';

const catalog = loadCatalog();
const bySlug = (slug: string) => {
  const entry = catalog.find((e) => e.slug === slug);
  if (!entry) throw new Error(`no ${slug} in the catalog`);
  return entry;
};

// <text> is the scale bar's label (scale-bar.ts), the one text a picture carries.
const ELEMENTS = new Set(['svg', 'title', 'rect', 'path', 'g', 'circle', 'ellipse', 'text']);

/** Problems with a document: well-formed XML (balanced tags, quoted attributes), the right root, a title, no junk. */
function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z]+)([^<>]*?)(\/?)>/g;
  let last = 0;
  let first: string | undefined;
  for (const m of svg.matchAll(tag)) {
    const [whole, closing, name = '', attrs = '', selfClosing] = m;
    const text = svg.slice(last, m.index);
    if (/[<>]|&(?!(amp|lt|gt|quot);)/.test(text)) problems.push(`bad text before <${name}>: ${text.slice(0, 40)}`);
    last = m.index + whole.length;
    if (!ELEMENTS.has(name)) problems.push(`unexpected element <${name}>`);
    if (closing) {
      if (stack.pop() !== name) problems.push(`</${name}> closes nothing open`);
      continue;
    }
    if (!/^(\s+[a-zA-Z:-]+="[^"<>]*")*\s*$/.test(attrs)) problems.push(`<${name}> has malformed attributes: ${attrs}`);
    first ??= name;
    if (!selfClosing) stack.push(name);
  }
  if (svg.slice(last).trim() !== '') problems.push('text after the root element');
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(', ')}`);
  if (first !== 'svg' || !svg.startsWith('<svg ')) problems.push('root is not <svg>');
  if (!/^<svg [^>]*viewBox="0 0 240 240"[^>]*width="240" height="240"/.test(svg))
    problems.push('no 240 viewBox and size');
  if (!svg.includes('xmlns="http://www.w3.org/2000/svg"')) problems.push('no SVG namespace');
  if (!/^<svg [^>]*><title>[^<]{10,}<\/title>/.test(svg)) problems.push('no <title> first');
  for (const junk of ['NaN', 'undefined', 'Infinity', 'null', 'href', 'url(', 'script', '@font', '<font']) {
    if (svg.includes(junk)) problems.push(`contains ${junk}`);
  }
  return problems;
}

/** The drawing without its title, which names the species and would make every picture unique. */
const picture = (svg: string) => svg.replace(/<title>[^<]*<\/title>/, '');

/** The drawing with coordinates coarsened to 4 px and colours dropped: what still differs is visible. */
const coarse = (svg: string) =>
  picture(svg)
    .replace(/#[0-9a-f]{6}/g, '#')
    .replace(/-?\d*\.?\d+/g, (n) => String(Math.round(Number(n) / 4)));

describe('renderIllustration', () => {
  it('gives the same bytes for the same record', () => {
    for (const entry of catalog.slice(0, 20)) {
      for (const slot of SLOTS)
        expect(renderIllustration(structuredClone(entry), slot)).toBe(renderIllustration(entry, slot));
    }
  });

  it('writes a valid, self-contained SVG document with an accessible title', () => {
    const oak = bySlug('quercus-robur');
    const svg = renderIllustration(oak, 'leaf');
    expect(svg).toContain('<title>Leaf of English oak (Quercus robur)</title>');
    for (const entry of catalog) {
      for (const slot of SLOTS)
        expect(svgProblems(renderIllustration(entry, slot)), `${entry.slug} ${slot}`).toEqual([]);
    }
  });

  it('notices a broken document', () => {
    const good = renderIllustration(bySlug('quercus-robur'), 'bark');
    expect(svgProblems(good.replace('</svg>', ''))).not.toEqual([]);
    expect(svgProblems(good.replace('fill="', 'fill='))).not.toEqual([]);
    expect(svgProblems(good.replace(/d="M[^"]*"/, 'd="MNaN 1"'))).not.toEqual([]);
  });
});

describe('every trait word is drawable', () => {
  const neutral = {
    leaf: 'A plain test leaf described in words that hint at nothing in particular.',
    bark: 'A plain test bark described in words that hint at nothing in particular.',
    bud: 'A plain test bud described in words that hint at nothing in particular.',
    seed: 'A plain test fruit described in words that hint at nothing in particular.',
    form: 'A plain test tree described in words that hint at nothing in particular.',
  };

  /** A test species: a real record's traits with some changed, and descriptions that give no hints. */
  function synthetic(slug: string, change: (traits: Species['traits']) => void): Species {
    const species = structuredClone(bySlug(slug)) as Species;
    species.descriptions = { ...neutral };
    change(species.traits);
    return species;
  }

  function expectAllDistinct(slot: Slot, words: readonly string[], make: (word: string) => Species): void {
    const drawings = new Map<string, string>();
    for (const word of words) {
      const svg = renderIllustration(make(word), slot);
      expect(svgProblems(svg), word).toEqual([]);
      const other = drawings.get(picture(svg));
      expect(other, `${word} is drawn exactly like ${other}`).toBeUndefined();
      drawings.set(picture(svg), word);
    }
  }

  const simple = (t: Species['traits']) => {
    t.leaf = {
      ...t.leaf,
      shape: 'elliptic',
      margin: 'entire',
      lobing: 'none',
      compound: 'simple',
      leaflets: 1,
      arrangement: 'alternate',
    };
  };

  it('leaf shapes', () => {
    expectAllDistinct('leaf', LEAF_SHAPES, (shape) =>
      synthetic('betula-pendula', (t) => {
        simple(t);
        t.leaf.shape = shape as Species['traits']['leaf']['shape'];
      }),
    );
  });

  it('leaf margins', () => {
    expectAllDistinct('leaf', LEAF_MARGINS, (margin) =>
      synthetic('betula-pendula', (t) => {
        simple(t);
        t.leaf.margin = margin as Species['traits']['leaf']['margin'];
      }),
    );
  });

  it('leaf lobing', () => {
    expectAllDistinct('leaf', LEAF_LOBING, (lobing) =>
      synthetic('quercus-robur', (t) => {
        t.leaf.lobing = lobing as Species['traits']['leaf']['lobing'];
      }),
    );
  });

  it('leaf compounding, with and without a terminal leaflet', () => {
    for (const leaflets of [7, 8]) {
      expectAllDistinct('leaf', LEAF_COMPOUNDING, (compound) =>
        synthetic('fraxinus-excelsior', (t) => {
          t.leaf.compound = compound as Species['traits']['leaf']['compound'];
          t.leaf.leaflets = compound === 'simple' ? 1 : leaflets;
        }),
      );
    }
  });

  it('leaf arrangements of needles, scales and flat leaves on a shoot', () => {
    for (const [slug, shape] of [
      ['pinus-sylvestris', 'needle'],
      ['thuja-plicata', 'scale'],
    ] as const) {
      expectAllDistinct('leaf', LEAF_ARRANGEMENTS, (arrangement) =>
        synthetic(slug, (t) => {
          t.leaf.shape = shape;
          t.leaf.arrangement = arrangement as Species['traits']['leaf']['arrangement'];
        }),
      );
    }
    expect(
      picture(
        renderIllustration(
          synthetic('taxus-baccata', () => {}),
          'leaf',
        ),
      ),
    ).not.toBe(
      picture(
        renderIllustration(
          synthetic('taxus-baccata', (t) => simple(t)),
          'leaf',
        ),
      ),
    );
  });

  it('bark textures and colours', () => {
    expectAllDistinct('bark', BARK_TEXTURES, (texture) =>
      synthetic('quercus-robur', (t) => {
        t.bark.texture = texture as Species['traits']['bark']['texture'];
      }),
    );
    expectAllDistinct('bark', BARK_COLOURS, (colour) =>
      synthetic('quercus-robur', (t) => {
        t.bark.colour = colour as Species['traits']['bark']['colour'];
      }),
    );
  });

  it('bud shapes, colours and arrangements', () => {
    type Bud = Species['traits']['bud'];
    const withBud = (change: (bud: Bud) => void) => synthetic('fraxinus-excelsior', (t) => change(t.bud));
    expectAllDistinct('bud', BUD_SHAPES, (w) => withBud((b) => Object.assign(b, { shape: w })));
    expectAllDistinct('bud', BUD_COLOURS, (w) => withBud((b) => Object.assign(b, { colour: w })));
    expectAllDistinct('bud', BUD_ARRANGEMENTS, (w) => withBud((b) => Object.assign(b, { arrangement: w })));
  });

  it('seed kinds', () => {
    expectAllDistinct('seed', SEED_KINDS, (kind) =>
      synthetic('quercus-robur', (t) => {
        t.seed.kind = kind as Species['traits']['seed']['kind'];
      }),
    );
  });
});

describe('the real catalog', () => {
  const drawings = catalog.map((entry) => SLOTS.map((slot) => renderIllustration(entry, slot)));

  it('never gives two species the same four drawings', () => {
    const sets = new Set(drawings.map((four) => four.map(picture).join('\n')));
    expect(sets.size).toBe(catalog.length);
  });

  it('gives at least 90% of species a leaf drawing visibly unlike any other', () => {
    const leaves = drawings.map(([leaf]) => coarse(leaf ?? ''));
    const counts = new Map<string, number>();
    for (const leaf of leaves) counts.set(leaf, (counts.get(leaf) ?? 0) + 1);
    const unique = leaves.filter((leaf) => counts.get(leaf) === 1).length;
    console.log(`leaf drawings visibly unlike any other: ${unique} of ${catalog.length}`);
    expect(unique / catalog.length).toBeGreaterThanOrEqual(0.9);
  });

  it('is small and quick to draw', () => {
    const count = catalog.length * SLOTS.length;
    const start = performance.now();
    const all = catalog.flatMap((entry) => SLOTS.map((slot) => renderIllustration(entry, slot)));
    const ms = (performance.now() - start) / count;
    const kb = all.reduce((sum, svg) => sum + gzipSync(svg).length, 0) / count / 1024;
    console.log(`${count} pictures: ${kb.toFixed(2)} KB gzip and ${ms.toFixed(2)} ms to draw, on average`);
    expect(kb).toBeLessThan(8);
    // The goal is under 5 ms; this generous bound only catches a real regression on a busy machine.
    expect(ms).toBeLessThan(20);
  });
});
