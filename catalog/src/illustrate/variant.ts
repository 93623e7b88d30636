import { darken, lighten, mix } from './colour.ts';
import { lerp, type Pt, rotate } from './geometry.ts';
import type { Rng } from './random.ts';
import { type Item, mapItems, type Seg, SIZE, type Style } from './svg.ts';

/**
 * A drawing's one-off twin for a quiz question: the same species drawn as another specimen might
 * look, so no question's picture can be matched to the public drawing, or to another question's,
 * by its bytes, its normalised text or its list of path commands (docs/quizzes.md, "Pictures that
 * do not give the answer").
 *
 * Nothing here changes what the record fixes (counts of lobes and leaflets, shapes, colour words):
 * the picture is turned and scaled a little as a whole, its colours shift by a few per cent, items
 * of one paint are drawn in another order (which does not change the look), and some segments are
 * split in two so the same curve is written with other commands.
 */
export function disguise(items: Item[], rng: Rng, reserve = 0): { items: Item[]; k: number } {
  const paint = recolour(rng.fork('colour'));
  const redraw = rng.fork('redraw');
  let relettered = 0;
  const redrawn = items.map((item): Item => {
    const style = paint(item.style);
    if (item.kind === 'ellipse') {
      if (!redraw.chance(0.3)) return { ...item, style };
      relettered++;
      return { ...ellipseAsPath(item), style };
    }
    const rewritten = rewrite(item.d, redraw);
    relettered += rewritten.relettered;
    return { ...item, d: rewritten.d, style };
  });
  // However few segments a drawing has, its command list must differ from the public one's.
  reletterOne(redrawn, relettered);
  const placed = turnAndPlace(redrawn, rng.fork('place'), reserve);
  return { items: shuffleRuns(placed.items, rng.fork('order')), k: placed.k };
}

/**
 * One more invisible change that always shows in the written commands: a zero-length line after a
 * curve that is not followed by a line (so the letter cannot merge into one already there), or,
 * in a drawing with no such curve and nothing else rewritten, an ellipse drawn as arcs.
 */
function reletterOne(items: Item[], relettered: number): void {
  for (const [i, item] of items.entries()) {
    if (item.kind !== 'path') continue;
    const j = item.d.findIndex((seg, k) => (seg[0] === 'C' || seg[0] === 'Q') && item.d[k + 1]?.[0] !== 'L');
    const curve = item.d[j];
    if (!curve) continue;
    const end = curve[curve.length - 1] as Pt;
    items[i] = { ...item, d: [...item.d.slice(0, j + 1), ['L', end], ...item.d.slice(j + 1)] };
    return;
  }
  const i = items.findIndex((item) => item.kind === 'ellipse');
  const ellipse = items[i];
  if (relettered === 0 && ellipse?.kind === 'ellipse') items[i] = ellipseAsPath(ellipse);
}

/**
 * Turned by up to 14 degrees about the centre, then scaled (by `k`) and moved a little, always inside
 * the tile and above the bottom `reserve` px.
 */
function turnAndPlace(items: Item[], rng: Rng, reserve: number): { items: Item[]; k: number } {
  const centre = SIZE / 2;
  const turn = rng.range(-14, 14);
  const turned = mapItems(
    items,
    (p) => {
      const r = rotate({ x: p.x - centre, y: p.y - centre }, turn);
      return { x: centre + r.x, y: centre + r.y };
    },
    1,
    turn,
  );
  const box = bounds(turned);
  const room = SIZE - 2 * EDGE;
  const tall = room - reserve;
  const k = Math.min(rng.range(0.86, 1), room / Math.max(box.x1 - box.x0, 1), tall / Math.max(box.y1 - box.y0, 1));
  const w = (box.x1 - box.x0) * k;
  const h = (box.y1 - box.y0) * k;
  // Anywhere the scaled picture still fits, not always the middle, clear of a scale bar's strip.
  const left = EDGE + rng.range(0, 1) * Math.max(0, room - w);
  const top = EDGE + rng.range(0, 1) * Math.max(0, tall - h);
  return { items: mapItems(turned, (p) => ({ x: left + (p.x - box.x0) * k, y: top + (p.y - box.y0) * k }), k, 0), k };
}

/** Kept clear at the tile's edge, as the public drawings keep at least this much. */
const EDGE = 3;

function bounds(items: Item[]): { x0: number; y0: number; x1: number; y1: number } {
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  const grow = (p: Pt, r = 0) => {
    box.x0 = Math.min(box.x0, p.x - r);
    box.y0 = Math.min(box.y0, p.y - r);
    box.x1 = Math.max(box.x1, p.x + r);
    box.y1 = Math.max(box.y1, p.y + r);
  };
  for (const item of items) {
    if (item.kind === 'ellipse') grow(item.c, Math.max(item.rx, item.ry));
    else for (const seg of item.d) for (const p of seg.slice(1)) grow(p as Pt);
  }
  return box;
}

/** Every colour of the picture moves the same small way (a warmer or cooler light), plus a little of its own. */
function recolour(rng: Rng): (style: Style) => Style {
  const tint = rng.pick(['#ffe9b0', '#d8ecff', '#e8ffd8', '#ffd8d0']);
  const tintBy = rng.range(0.03, 0.08);
  const shade = rng.range(-0.06, 0.06);
  const seen = new Map<string, string>();
  const shift = (colour: string | undefined): string | undefined => {
    if (!colour || !/^#[0-9a-f]{6}$/i.test(colour)) return colour;
    let out = seen.get(colour);
    if (!out) {
      const own = shade + rng.range(-0.03, 0.03);
      const tinted = mix(colour, tint, tintBy);
      out = own < 0 ? darken(tinted, -own) : lighten(tinted, own);
      seen.set(colour, out);
    }
    return out;
  };
  return (style) => {
    const next: Style = { ...style };
    if (style.fill) next.fill = shift(style.fill);
    if (style.stroke) next.stroke = shift(style.stroke);
    if (style.width !== undefined) next.width = style.width * rng.range(0.9, 1.12);
    return next;
  };
}

/**
 * Rewrites about a third of a path's segments as the same line or curve in other commands: a line
 * as a straight quadratic or cubic, a quadratic raised to a cubic, a cubic cut in two. Returns how
 * many segments changed their command letter.
 */
function rewrite(segs: Seg[], rng: Rng): { d: Seg[]; relettered: number } {
  const d: Seg[] = [];
  let relettered = 0;
  let at: Pt = { x: 0, y: 0 };
  let start: Pt = at;
  for (const seg of segs) {
    const change = rng.chance(0.35);
    switch (seg[0]) {
      case 'M':
        d.push(seg);
        at = seg[1];
        start = at;
        break;
      case 'L': {
        const b = seg[1];
        if (!change) d.push(seg);
        else if (rng.chance(0.5)) d.push(['Q', lerp(at, b, rng.range(0.2, 0.8)), b]);
        else d.push(['C', lerp(at, b, rng.range(0.1, 0.45)), lerp(at, b, rng.range(0.55, 0.9)), b]);
        if (change) relettered++;
        at = b;
        break;
      }
      case 'Q': {
        const [, c, b] = seg;
        if (!change) d.push(seg);
        else {
          // The same parabola as a cubic: each control point two thirds of the way to the quadratic's.
          d.push(['C', lerp(at, c, 2 / 3), lerp(b, c, 2 / 3), b]);
          relettered++;
        }
        at = b;
        break;
      }
      case 'C': {
        const [, c1, c2, b] = seg;
        if (!change) d.push(seg);
        else {
          const t = rng.range(0.3, 0.7);
          const p1 = lerp(at, c1, t);
          const p2 = lerp(c1, c2, t);
          const p3 = lerp(c2, b, t);
          const q1 = lerp(p1, p2, t);
          const q2 = lerp(p2, p3, t);
          const mid = lerp(q1, q2, t);
          d.push(['C', p1, q1, mid], ['C', q2, p3, b]);
        }
        at = b;
        break;
      }
      case 'Z':
        // The closing line written out first, sometimes: the outline is the same.
        if (change && (at.x !== start.x || at.y !== start.y)) {
          d.push(['L', start]);
          relettered++;
        }
        d.push(seg);
        at = start;
        break;
    }
  }
  return { d, relettered };
}

/** An ellipse as four cubic arcs (the usual 0.5523 handle), which looks the same. */
function ellipseAsPath(item: Extract<Item, { kind: 'ellipse' }>): Item {
  const h = 0.5523;
  const { c, rx, ry } = item;
  const at = (x: number, y: number): Pt => {
    const r = rotate({ x, y }, item.angle);
    return { x: c.x + r.x, y: c.y + r.y };
  };
  return {
    kind: 'path',
    style: item.style,
    d: [
      ['M', at(rx, 0)],
      ['C', at(rx, ry * h), at(rx * h, ry), at(0, ry)],
      ['C', at(-rx * h, ry), at(-rx, ry * h), at(-rx, 0)],
      ['C', at(-rx, -ry * h), at(-rx * h, -ry), at(0, -ry)],
      ['C', at(rx * h, -ry), at(rx, -ry * h), at(rx, 0)],
      ['Z'],
    ],
  };
}

/** Neighbouring items of the same paint overlap only in their own colour, so their order is free. */
function shuffleRuns(items: Item[], rng: Rng): Item[] {
  const out: Item[] = [];
  let i = 0;
  while (i < items.length) {
    const key = JSON.stringify((items[i] as Item).style);
    let j = i + 1;
    while (j < items.length && JSON.stringify((items[j] as Item).style) === key) j++;
    const run = items.slice(i, j);
    for (let n = run.length - 1; n > 0; n--) {
      const m = rng.int(0, n);
      [run[n], run[m]] = [run[m] as Item, run[n] as Item];
    }
    out.push(...run);
    i = j;
  }
  return out;
}
