import { darken, lighten, mix, nudge } from '../colour.ts';
import { pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { corner, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { type BarkPaint, BOX, blob, column } from './box.ts';

const W = BOX.x1 - BOX.x0;
const H = BOX.y1 - BOX.y0;

/** Beech-like: faint horizontal creases, pale blotches, the odd dark "eye". */
export function smooth(sk: Sketch, c: BarkPaint, rng: Rng): void {
  for (let i = 0; i < 8; i++) {
    const y = BOX.y0 + rng.range(0, H);
    const x = BOX.x0 + rng.range(0, W * 0.6);
    sk.quad(pt(x, y), pt(x + 30, y + rng.range(-3, 3)), pt(x + rng.range(40, 90), y), {
      stroke: c.dark,
      width: 0.8,
      opacity: 0.35,
    });
  }
  for (let i = 0; i < 6; i++) {
    const at = pt(BOX.x0 + rng.range(20, W - 20), BOX.y0 + rng.range(20, H - 20));
    sk.shape(blob(at, rng.range(14, 34), rng.range(8, 20), rng), { fill: i % 2 ? c.light : c.dark, opacity: 0.2 });
  }
  for (let i = 0; i < 2; i++) {
    const at = pt(BOX.x0 + rng.range(30, W - 30), BOX.y0 + rng.range(30, H - 30));
    sk.quad(pt(at.x - 10, at.y), pt(at.x, at.y + 6), pt(at.x + 10, at.y), { stroke: c.dark, width: 2, opacity: 0.6 });
  }
}

/** Long cracks, linked here and there into a diamond network (ash, lime, young oak). */
export function fissured(sk: Sketch, c: BarkPaint, rng: Rng): void {
  const gap = rng.range(17, 24);
  const cracks = [];
  for (let x = BOX.x0 + gap / 2; x < BOX.x1; x += gap * rng.range(0.85, 1.15)) cracks.push(column(x, rng, 4));
  for (const nodes of cracks) {
    sk.shape(
      nodes.map((n) => soft(pt(n.p.x + 2, n.p.y))),
      { stroke: c.light, width: 1.2, opacity: 0.7 },
      false,
    );
    sk.shape(nodes, { stroke: c.dark, width: rng.range(2, 3.4) }, false);
  }
  const links: Seg[] = [];
  for (let i = 1; i < cracks.length; i++) {
    for (let y = BOX.y0 + rng.range(0, 30); y < BOX.y1 - 20; y += rng.range(28, 50)) {
      const a = (cracks[i - 1] ?? []).find((n) => n.p.y >= y);
      const b = (cracks[i] ?? []).find((n) => n.p.y >= y + 22);
      if (a && b) links.push(['M', a.p], ['Q', pt((a.p.x + b.p.x) / 2, (a.p.y + b.p.y) / 2 - 4), b.p]);
    }
  }
  sk.path(links, { stroke: c.dark, width: 1.8 });
}

/** Deep furrows between thick, rounded, broken ridges (old oak, sweet chestnut). */
export function furrowed(sk: Sketch, c: BarkPaint, rng: Rng): void {
  sk.poly([pt(BOX.x0, BOX.y0), pt(BOX.x1, BOX.y0), pt(BOX.x1, BOX.y1), pt(BOX.x0, BOX.y1)], { fill: c.dark }, true);
  const gap = rng.range(22, 30);
  for (let x = BOX.x0 + gap * 0.3; x < BOX.x1; x += gap * rng.range(0.85, 1.1)) {
    const line = column(x, rng, 5, 18);
    let start = 0;
    while (start < line.length - 2) {
      const end = Math.min(line.length - 1, start + rng.int(3, 8));
      const piece = line.slice(start, end + 1);
      const width = gap * rng.range(0.5, 0.72);
      const left = piece.map((n) => soft(pt(n.p.x - width / 2 + rng.range(-1.5, 1.5), n.p.y)));
      const right = piece.map((n) => soft(pt(n.p.x + width / 2 + rng.range(-1.5, 1.5), n.p.y))).reverse();
      sk.shape([...left, ...right], { fill: nudge(c.base, rng, 0.08), stroke: darken(c.dark, 0.2), width: 0.8 });
      sk.shape(left.slice(1, -1), { stroke: c.light, width: 1.4, opacity: 0.8 }, false);
      start = end + 1;
    }
  }
}

/** Soft stringy strips running up the trunk (redwoods, cypresses). */
export function fibrous(sk: Sketch, c: BarkPaint, rng: Rng): void {
  const tones = [c.dark, c.light, darken(c.base, 0.15), lighten(c.base, 0.1)];
  for (let i = 0; i < 46; i++) {
    const x = BOX.x0 + rng.range(-4, W + 4);
    const nodes = column(x, rng, 3, 20);
    const from = rng.int(0, Math.max(0, nodes.length - 6));
    const strand = nodes.slice(from, from + rng.int(5, nodes.length));
    sk.shape(strand, { stroke: tones[i % tones.length] as string, width: rng.range(1.2, 3.6), opacity: 0.85 }, false);
  }
}

/** Horizontal bands with rows of lenticel dashes (cherries, birch twigs). */
export function lenticelled(sk: Sketch, c: BarkPaint, rng: Rng): void {
  for (let y = BOX.y0 + rng.range(0, 20); y < BOX.y1; y += rng.range(22, 36)) {
    sk.poly(
      [pt(BOX.x0, y), pt(BOX.x1, y), pt(BOX.x1, y + rng.range(4, 9)), pt(BOX.x0, y + 6)],
      { fill: c.light, opacity: 0.25 },
      true,
    );
  }
  const dashes: Seg[] = [];
  const pale: Seg[] = [];
  for (let y = BOX.y0 + 10; y < BOX.y1 - 4; y += rng.range(9, 15)) {
    for (let x = BOX.x0 + rng.range(0, 20); x < BOX.x1 - 8; x += rng.range(18, 40)) {
      const len = rng.range(6, 18);
      (rng.chance(0.7) ? dashes : pale).push(
        ['M', pt(x, y)],
        ['L', pt(Math.min(BOX.x1 - 3, x + len), y + rng.range(-0.6, 0.6))],
      );
    }
  }
  sk.path(dashes, { stroke: darken(c.base, 0.35), width: 2.6 });
  sk.path(pale, { stroke: mix(c.light, '#e6d6b8', 0.4), width: 2.2 });
}

/** Birch: papery white with black lenticel dashes, dark diamond patches and curling strips. */
export function papery(sk: Sketch, c: BarkPaint, rng: Rng): void {
  for (let i = 0; i < 3; i++) {
    const at = pt(BOX.x0 + rng.range(25, W - 25), BOX.y0 + rng.range(40, H - 30));
    const w = rng.range(16, 30);
    const h = rng.range(20, 34);
    const diamond = [
      corner(pt(at.x, at.y - h / 2)),
      soft(pt(at.x + w / 2, at.y)),
      corner(pt(at.x, at.y + h / 2)),
      soft(pt(at.x - w / 2, at.y)),
    ];
    sk.shape(diamond, { fill: c.dark, opacity: 0.85 });
  }
  const dashes: Seg[] = [];
  for (let i = 0; i < 34; i++) {
    const x = BOX.x0 + rng.range(0, W - 12);
    const y = BOX.y0 + rng.range(4, H - 4);
    dashes.push(['M', pt(x, y)], ['L', pt(Math.min(BOX.x1 - 2, x + rng.range(6, 30)), y + rng.range(-1, 1))]);
  }
  sk.path(dashes, { stroke: c.dark, width: 1.8 });
  for (let i = 0; i < 4; i++) {
    const x = BOX.x0 + rng.range(10, W - 60);
    const y = BOX.y0 + rng.range(20, H - 20);
    const len = rng.range(30, 60);
    sk.shape([soft(pt(x, y)), soft(pt(x + len / 2, y - 3)), soft(pt(x + len, y - 1)), soft(pt(x + len / 2, y + 3))], {
      fill: '#fbf9f3',
      stroke: '#a9a296',
      width: 0.8,
    });
  }
}
