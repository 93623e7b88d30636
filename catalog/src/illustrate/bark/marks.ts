import { darken, lighten, mix } from '../colour.ts';
import { type Pt, pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Sketch } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { anywhere, BOX, column, HEIGHT, stemBox, WIDTH } from './box.ts';
import type { BarkPaint } from './paint.ts';
import type { BarkPlan } from './plan.ts';

/** Pale bark shows its pores dark; dark bark shows them pale and corky. */
const poreColour = (paint: BarkPaint): string =>
  isPale(paint.base) ? darken(paint.crack, 0.2) : mix(paint.light, '#e8d6b0', 0.45);
const isPale = (c: string): boolean => Number.parseInt(c.slice(1, 3), 16) > 170;

const dash = (from: Pt, length: number): Seg[] => [
  ['M', from],
  ['L', pt(Math.round(Math.min(BOX.x1 - 2, from.x + length)), from.y)],
];

/**
 * Horizontal lenticels in rough rows across the trunk: longer on coarse bark (wild cherry's
 * bands), a birch's long, thin and dark across its paper, a raised lenticel with its shadow.
 */
export function lenticels(sk: Sketch, plan: BarkPlan, rng: Rng): void {
  const { count } = { count: plan.marks.lenticels };
  const papery = plan.ground === 'papery' || plan.texture === 'papery';
  const rows = Math.max(4, Math.round(count / 5));
  const segs: Seg[] = [];
  const shadows: Seg[] = [];
  for (let i = 0; i < count; i++) {
    const row = rng.int(0, rows - 1);
    const y = Math.round(BOX.y0 + ((row + 0.5) / rows) * (BOX.y1 - BOX.y0) + rng.range(-3, 3));
    const length = plan.grain * (papery ? rng.range(0.7, 1.8) : rng.range(0.5, 1.1));
    const from = pt(Math.round(rng.range(BOX.x0, BOX.x1 - 6)), y);
    segs.push(...dash(from, length));
    if (plan.words.raisedPores) shadows.push(...dash(pt(from.x, from.y + 1), length));
  }
  if (shadows.length > 0) sk.path(shadows, { stroke: darken(plan.paint.base, 0.35), width: 2.4 });
  if (papery) sk.path(segs, { stroke: darken(plan.paint.crack, 0.35), width: 1.1 + plan.grain * 0.03 });
  else sk.path(segs, { stroke: poreColour(plan.paint), width: 1.6 + plan.grain * 0.08 });
}

/** Small round pores scattered without rows. */
export function pores(sk: Sketch, plan: BarkPlan, rng: Rng, count = plan.marks.pores, width = 3): void {
  const segs: Seg[] = [];
  for (let i = 0; i < count; i++) {
    const at = anywhere(rng, 3);
    segs.push(...dash(pt(Math.round(at.x), Math.round(at.y)), rng.range(0.3, 1.6)));
  }
  sk.path(segs, { stroke: poreColour(plan.paint), width });
}

/**
 * Dark diamond-shaped marks on pale bark. On a poplar's smooth bark they are its lenticels, small
 * diamonds in rows across the trunk (white poplar, aspen); on a birch's paper they are the scars of
 * shed twigs, a few large black diamonds and wedges, ragged at their points (silver birch).
 */
export function diamondPores(sk: Sketch, plan: BarkPlan, rng: Rng): void {
  const ink = darken(plan.paint.crack, 0.3);
  const papery = plan.texture === 'papery';
  const segs: Seg[] = [];
  const diamond = (at: Pt, w: number, h: number) =>
    segs.push(
      ['M', pt(at.x - w, at.y)],
      ['L', pt(at.x, at.y - h / 2)],
      ['L', pt(at.x + w, at.y)],
      ['L', pt(at.x, at.y + h / 2)],
      ['Z'],
    );
  if (papery)
    for (let i = 0; i < plan.marks.diamondPores; i++) {
      const at = anywhere(rng, 16);
      const w = rng.range(10, 18);
      diamond(at, w, w * rng.range(0.7, 1.2));
      // A wedge of black running down from the scar, where the paper split round the old twig.
      segs.push(
        ['M', pt(at.x - w * 0.3, at.y)],
        ['L', pt(at.x, at.y + w * rng.range(1, 1.8))],
        ['L', pt(at.x + w * 0.3, at.y)],
        ['Z'],
      );
    }
  else {
    const rows = Math.max(3, Math.round(plan.marks.diamondPores * 0.6));
    for (let r = 0; r < rows; r++) {
      const y = BOX.y0 + ((r + rng.range(0.3, 0.7)) / rows) * HEIGHT;
      for (let x = BOX.x0 + rng.range(4, 20); x < BOX.x1 - 4; x += rng.range(16, 34)) {
        const w = rng.range(3.5, 6.5);
        diamond(pt(Math.round(x), Math.round(y + rng.range(-3, 3))), w, w * rng.range(0.9, 1.4));
      }
    }
  }
  sk.path(segs, { fill: ink, opacity: papery ? 0.92 : 0.8 });
}

/** Fine lengthwise streaks, pale and dark by turns (hornbeam, bladdernut, tree of heaven). */
export function stripes(sk: Sketch, plan: BarkPlan, rng: Rng): void {
  const pale: Seg[] = [];
  const dark: Seg[] = [];
  for (let i = 0; i < plan.marks.stripes; i++) {
    const x = BOX.x0 + ((i + rng.range(0.2, 0.8)) / plan.marks.stripes) * WIDTH;
    const top = rng.range(BOX.y0 - 10, BOX.y0 + 90);
    const nodes = column(x, rng, 1.6, 20, top, Math.min(BOX.y1 + 4, top + rng.range(80, 220)));
    (i % 2 ? dark : pale).push(['M', nodes[0]?.p ?? pt(x, top)], ...nodes.slice(1).map((n): Seg => ['L', n.p]));
  }
  sk.path(pale, { stroke: lighten(plan.paint.light, 0.2), width: 1.6, opacity: 0.75 });
  sk.path(dark, { stroke: darken(plan.paint.base, 0.22), width: 1.8, opacity: 0.7 });
}

/** Raised corky warts (holly): a pale dot with a shadow below it. */
export function warts(sk: Sketch, plan: BarkPlan, rng: Rng): void {
  const shadow: Seg[] = [];
  const top: Seg[] = [];
  for (let i = 0; i < plan.marks.warts; i++) {
    const at = anywhere(rng, 4);
    const p = pt(Math.round(at.x), Math.round(at.y));
    shadow.push(...dash(pt(p.x, p.y + 1), 1));
    top.push(...dash(p, 0.6));
  }
  sk.path(shadow, { stroke: darken(plan.paint.base, 0.35), width: 3.2 });
  sk.path(top, { stroke: lighten(plan.paint.light, 0.15), width: 2.2 });
}

/** Resin blisters: small swellings on young bark, shiny on top. */
export function resinBlisters(sk: Sketch, plan: BarkPlan, rng: Rng): void {
  for (let i = 0; i < plan.marks.resinBlisters; i++) {
    const at = anywhere(rng, 16);
    const rx = rng.range(4, 8);
    sk.ellipse(at, rx, rx * rng.range(0.6, 0.9), 0, {
      fill: darken(plan.paint.base, 0.12),
      stroke: plan.paint.crack,
      width: 0.7,
    });
    sk.ellipse(pt(at.x - rx * 0.3, at.y - rx * 0.2), rx * 0.35, rx * 0.2, 0, { fill: '#ffffff', opacity: 0.6 });
  }
}

/** Rings round the trunk where branches or leaves were shed, bowed like the trunk's curve. */
export function rings(sk: Sketch, plan: BarkPlan, rng: Rng): void {
  const dark: Seg[] = [];
  const light: Seg[] = [];
  for (let i = 0; i < plan.marks.rings; i++) {
    const y = BOX.y0 + ((i + rng.range(0.3, 0.7)) / plan.marks.rings) * (BOX.y1 - BOX.y0);
    // Beech's are short wrinkles below a branch; a monkey puzzle's go all the way round.
    const span = plan.grain > 26 ? 1 : rng.range(0.3, 0.6);
    const x0 = BOX.x0 + rng.range(0, 1 - span) * WIDTH;
    const x1 = x0 + span * WIDTH;
    const bow = rng.range(3, 7);
    dark.push(['M', pt(x0, y)], ['Q', pt((x0 + x1) / 2, y + bow * 2), pt(x1, y)]);
    light.push(['M', pt(x0, y + 2.5)], ['Q', pt((x0 + x1) / 2, y + 2.5 + bow * 2), pt(x1, y + 2.5)]);
  }
  sk.path(dark, { stroke: darken(plan.paint.base, 0.35), width: 1.6, opacity: 0.8 });
  sk.path(light, { stroke: plan.paint.light, width: 1.4, opacity: 0.7 });
}

/** Clusters of branched spines growing from the trunk (honey locust), or a rose's hooked prickles. */
export function thorns(sk: Sketch, plan: BarkPlan, rng: Rng): void {
  if (plan.words.prickles) {
    prickles(sk, plan, rng);
    return;
  }
  const style = { fill: darken(plan.paint.crack, 0.2) };
  for (let i = 0; i < plan.marks.thorns; i++) {
    const at = anywhere(rng, 30);
    for (const angle of [-150, -110, -70, -30]) {
      const len = rng.range(14, 26);
      const a = (angle * Math.PI) / 180;
      sk.spike(
        at,
        pt(at.x + Math.cos(a) * len * 0.5, at.y + Math.sin(a) * len * 0.5),
        pt(at.x + Math.cos(a) * len, at.y + Math.sin(a) * len),
        3.2,
        style,
      );
    }
  }
}

/** The light a glossy bark catches: a bright stripe down the trunk's rounded face. */
export function shine(sk: Sketch, rng: Rng): void {
  const x = BOX.x0 + WIDTH * rng.range(0.26, 0.36);
  for (const [dx, w] of [
    [0, 34],
    [8, 18],
    [12, 8],
  ] as const)
    sk.poly(
      [pt(x + dx, BOX.y0), pt(x + dx + w, BOX.y0), pt(x + dx + w, BOX.y1), pt(x + dx, BOX.y1)],
      { fill: '#ffffff', opacity: 0.1 },
      true,
    );
}

/** Broad-based prickles curved back like a cat's claw, scattered up a rose's stem. */
function prickles(sk: Sketch, plan: BarkPlan, rng: Rng): void {
  const stem = stemBox(plan.stem);
  const segs: Seg[] = [];
  const n = plan.marks.thorns * 3;
  for (let i = 0; i < n; i++) {
    const at = pt(rng.range(stem.x0 + 10, stem.x1 - 14), BOX.y0 + ((i + rng.range(0.2, 0.8)) / n) * HEIGHT);
    const w = rng.range(5, 7);
    const out = rng.chance(0.5) ? 1 : -1;
    const tip = pt(at.x + out * rng.range(8, 12), at.y + rng.range(7, 11));
    segs.push(
      ['M', pt(at.x - w, at.y)],
      ['Q', pt(at.x + out * 2, at.y + 2), tip],
      ['Q', pt(at.x + out * 3, at.y - 1), pt(at.x + w, at.y)],
      ['Z'],
    );
  }
  sk.path(segs, { fill: mix(plan.paint.base, '#a0522d', 0.45), stroke: darken(plan.paint.crack, 0.15), width: 0.7 });
}
