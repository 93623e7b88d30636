import { darken, lighten, mix, nudge } from '../colour.ts';
import { pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { type BarkPaint, BOX, blob } from './box.ts';

/** Staggered rows of pieces (flakes, plates, cork cells), each drawn by `draw`. */
function rows(rng: Rng, w: number, h: number, draw: (x: number, y: number, w: number, h: number) => void): void {
  let row = 0;
  for (let y = BOX.y0 - h * 0.3; y < BOX.y1 + h * 0.3; y += h * rng.range(0.8, 1)) {
    const offset = row % 2 === 0 ? 0 : w / 2;
    for (let x = BOX.x0 - offset; x < BOX.x1 + w / 2; x += w * rng.range(0.85, 1.05)) {
      draw(x + rng.range(-2, 2), y, w * rng.range(0.85, 1.15), h * rng.range(0.85, 1.2));
    }
    row++;
  }
}

/** Broad plates split by dark fissures, with flaky layers on each (old pines, pear). */
export function plated(sk: Sketch, c: BarkPaint, rng: Rng): void {
  sk.poly([pt(BOX.x0, BOX.y0), pt(BOX.x1, BOX.y0), pt(BOX.x1, BOX.y1), pt(BOX.x0, BOX.y1)], { fill: c.dark }, true);
  const layers: Seg[] = [];
  rows(rng, rng.range(44, 58), rng.range(36, 52), (x, y, pw, ph) => {
    const plate = [
      soft(pt(x - pw * 0.42, y - ph * 0.4)),
      soft(pt(x + pw * 0.05, y - ph * 0.46)),
      soft(pt(x + pw * 0.42, y - ph * 0.38)),
      soft(pt(x + pw * 0.44, y + ph * 0.1)),
      soft(pt(x + pw * 0.36, y + ph * 0.42)),
      soft(pt(x - pw * 0.1, y + ph * 0.44)),
      soft(pt(x - pw * 0.42, y + ph * 0.36)),
      soft(pt(x - pw * 0.45, y - ph * 0.05)),
    ].map((n) => soft(pt(n.p.x + rng.range(-2, 2), n.p.y + rng.range(-2, 2))));
    sk.shape(plate, { fill: nudge(c.base, rng, 0.1), stroke: darken(c.dark, 0.2), width: 0.8 });
    for (let k = 1; k < 3; k++) {
      const ly = y - ph * 0.4 + k * ph * 0.26;
      layers.push(
        ['M', pt(x - pw * 0.3, ly)],
        ['Q', pt(x, ly + rng.range(-3, 3)), pt(x + pw * 0.32, ly + rng.range(-2, 2))],
      );
    }
  });
  sk.path(layers, { stroke: c.light, width: 1, opacity: 0.7 });
}

/** Sheets and strips coming away to show paler or brighter bark beneath (plane, yew, eucalyptus). */
export function peeling(sk: Sketch, c: BarkPaint, rng: Rng): void {
  const under = [lighten(c.base, 0.35), mix(c.base, '#c9a45c', 0.45), mix(c.light, '#d8d2a0', 0.3)];
  for (let i = 0; i < 16; i++) {
    const at = pt(BOX.x0 + rng.range(0, BOX.x1 - BOX.x0), BOX.y0 + rng.range(0, BOX.y1 - BOX.y0));
    const patch = blob(at, rng.range(24, 52), rng.range(30, 60), rng, 8);
    sk.shape(patch, { fill: rng.pick(under), stroke: darken(c.base, 0.3), width: 0.9 });
    const [a, b, d] = [patch[0], patch[1], patch[2]];
    if (a && b && d) sk.shape([a, b, d], { stroke: c.dark, width: 2, opacity: 0.6 }, false);
  }
}

/** Thick, soft, spongy cork in rounded lumps with deep dark cracks (cork oak). */
export function corky(sk: Sketch, c: BarkPaint, rng: Rng): void {
  sk.poly([pt(BOX.x0, BOX.y0), pt(BOX.x1, BOX.y0), pt(BOX.x1, BOX.y1), pt(BOX.x0, BOX.y1)], { fill: c.dark }, true);
  const dots: Seg[] = [];
  rows(rng, rng.range(34, 44), rng.range(28, 36), (x, y, w, h) => {
    sk.shape(blob(pt(x, y), w * 0.92, h * 0.9, rng, 8), {
      fill: nudge(lighten(c.base, 0.12), rng, 0.08),
      stroke: darken(c.dark, 0.2),
      width: 1,
    });
    for (let k = 0; k < 5; k++) {
      const p = pt(x + rng.range(-w * 0.3, w * 0.3), y + rng.range(-h * 0.3, h * 0.3));
      dots.push(['M', p], ['L', pt(p.x + 0.1, p.y)]);
    }
  });
  sk.path(dots, { stroke: c.dark, width: 1.6, opacity: 0.6 });
}
