import { darken, lighten } from '../colour.ts';
import { type Pt, pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { anywhere, BOX, blob, HEIGHT, WIDTH } from './box.ts';
import { shade } from './paint.ts';
import type { BarkPlan } from './plan.ts';

/**
 * Smooth bark as it is on the trunk, never a blank panel: broad soft bands of light and shade
 * round the bole, a mottle of paler and darker patches (larger on coarse bark), fine horizontal
 * creases where the skin has stretched, the eye-shaped scar of a shed branch with its drooping
 * "moustache" of wrinkles, and on shallowly cracked bark short hairline cracks up the trunk.
 */
/** How light a colour is, 0 to 1. */
const lightness = (c: string): number =>
  (0.3 * Number.parseInt(c.slice(1, 3), 16) +
    0.59 * Number.parseInt(c.slice(3, 5), 16) +
    0.11 * Number.parseInt(c.slice(5, 7), 16)) /
  255;

/** A line drawn on the skin: darker on pale bark, paler on dark bark, so it shows on either. */
export const lineOn = (base: string, t: number): string =>
  lightness(base) < 0.32 ? lighten(base, t * 0.8) : darken(base, t);

export function skin(sk: Sketch, plan: BarkPlan, rng: Rng, down: number = BOX.y1): void {
  const { base } = plan.paint;
  const grain = plan.grain;
  const share = (down - BOX.y0) / HEIGHT;
  // Somewhere on the skin, above `down` where a young trunk's smooth bark gives way to cracks.
  const onSkin = (inset: number): Pt => {
    const p = anywhere(rng, inset);
    return pt(p.x, BOX.y0 + (p.y - BOX.y0) * share);
  };
  for (let i = 0; i < 4; i++) {
    const x = BOX.x0 + ((i + rng.range(0.1, 0.6)) / 4) * WIDTH;
    const w = WIDTH * rng.range(0.08, 0.16);
    sk.poly(
      [pt(x, BOX.y0), pt(x + w, BOX.y0), pt(x + w * 1.1, down), pt(x + w * 0.1, down)],
      {
        fill: shade(base, i % 2 === 0 ? 0.1 : -0.08),
        opacity: 0.5,
      },
      true,
    );
  }
  // Mottle: patches in two tones, each tone one path of many blobs.
  const patches = Math.round(10 * Math.sqrt(21 / grain) * share);
  for (const tone of [0.14, -0.14]) {
    const segs: Seg[] = [];
    for (let i = 0; i < patches; i++) {
      const c = onSkin(6);
      const nodes = blob(c, grain * rng.range(1, 2.6), grain * rng.range(0.5, 1.3), rng, 6);
      const [first, ...rest] = nodes.map((n) => pt(Math.round(n.p.x), Math.round(n.p.y)));
      if (first) segs.push(['M', first], ...rest.map((p): Seg => ['L', p]), ['Z']);
    }
    sk.path(segs, { fill: shade(base, tone), opacity: 0.7 });
  }
  // Horizontal creases, bowed a little with the trunk, closer on fine bark.
  const creases: Seg[] = [];
  const count = Math.round(30 * Math.sqrt(21 / grain) * share);
  for (let i = 0; i < count; i++) {
    const at = onSkin(8);
    const len = rng.range(8, 26);
    creases.push(['M', at], ['Q', pt(at.x + len / 2, at.y + rng.range(0.5, 2.5)), pt(at.x + len, at.y)]);
  }
  sk.path(creases, { stroke: lineOn(base, 0.42), width: 1, opacity: 0.85 });
  if (share > 0.35) branchScars(sk, plan, rng, share);
  hairlines(sk, plan, rng, onSkin, share);
}

/** The eye-shaped scar of a shed branch, with wrinkles drooping from it either side. */
function branchScars(sk: Sketch, plan: BarkPlan, rng: Rng, share: number): void {
  const { base } = plan.paint;
  const scars = rng.int(1, 2);
  const lines: Seg[] = [];
  for (let i = 0; i < scars; i++) {
    const c = pt(
      BOX.x0 + WIDTH * rng.range(0.25, 0.75),
      BOX.y0 + HEIGHT * share * ((i + rng.range(0.25, 0.6)) / scars) * (scars === 1 ? 0.8 : 1),
    );
    const w = rng.range(6, 11);
    const h = w * rng.range(0.45, 0.65);
    sk.shape([soft(pt(c.x - w, c.y)), soft(pt(c.x, c.y - h)), soft(pt(c.x + w, c.y)), soft(pt(c.x, c.y + h))], {
      fill: shade(base, -0.2),
      stroke: shade(base, -0.42),
      width: 0.9,
    });
    sk.ellipse(pt(c.x, c.y - h * 0.15), w * 0.45, h * 0.35, 0, { fill: lighten(base, 0.12) });
    for (const s of [-1, 1]) {
      const from = pt(c.x + s * w * 0.9, c.y + h * 0.3);
      const reach = rng.range(22, 40);
      lines.push(
        ['M', from],
        ['Q', pt(from.x + s * reach * 0.6, from.y + 2), pt(from.x + s * reach, from.y + reach * 0.45)],
      );
      lines.push(
        ['M', pt(from.x, from.y + 3)],
        ['Q', pt(from.x + s * reach * 0.5, from.y + 6), pt(from.x + s * reach * 0.8, from.y + reach * 0.5 + 3)],
      );
    }
  }
  sk.path(lines, { stroke: lineOn(base, 0.36), width: 1, opacity: 0.85 });
}

/** Short hairline cracks up the skin: the odd one on flat bark, many on shallowly cracked bark. */
function hairlines(sk: Sketch, plan: BarkPlan, rng: Rng, onSkin: (inset: number) => Pt, share: number): void {
  const segs: Seg[] = [];
  // Flat bark shows only the odd one; shallowly cracked bark many.
  const n = Math.round((plan.depth > 0.3 ? 14 : 5) * Math.sqrt(21 / plan.grain) * share);
  for (let i = 0; i < n; i++) {
    const at = onSkin(4);
    const len = rng.range(10, 34);
    const points: Pt[] = [at, pt(at.x + rng.range(-2, 2), at.y + len / 2), pt(at.x + rng.range(-2, 2), at.y + len)];
    segs.push(['M', points[0] as Pt], ...points.slice(1).map((p): Seg => ['L', p]));
  }
  sk.path(segs, { stroke: lineOn(plan.paint.base, 0.45), width: 0.7 + plan.depth, opacity: 0.7 });
}
