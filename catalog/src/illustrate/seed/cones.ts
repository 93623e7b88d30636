import { darken, lighten, mix } from '../colour.ts';
import { add, lerp, type Pt, place, polar, pt } from '../geometry.ts';
import { mentions } from '../hints.ts';
import type { Rng } from '../random.ts';
import { corner, type Node, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { fruitColour, type Scene, stalk, twig } from './parts.ts';
import type { SeedPlan } from './plan.ts';

/** Cones are drawn in millimetres. */
const MM = 10;

type Outline = 'cylindrical' | 'barrel' | 'egg-shaped' | 'conical' | 'spindle' | 'globose';

/** Half-width along a cone from its base (0) to its tip (1), as a fraction of the widest. */
const PROFILE: Record<Outline, (t: number) => number> = {
  'egg-shaped': (t) => Math.sin(Math.PI * t ** 0.8) ** 0.7,
  cylindrical: (t) => Math.min(1, 5 * t, 4 * (1 - t)) ** 0.5,
  barrel: (t) => Math.min(1, 6 * t, 9 * (1 - t)) ** 0.3,
  conical: (t) => (1 - t) ** 0.7 * Math.min(1, 5 * t) ** 0.5,
  spindle: (t) => Math.sin(Math.PI * t) ** 0.9,
  globose: (t) => Math.sin(Math.PI * t) ** 0.55,
};
/** How a cone's far end narrows, over its outline: tapering to a blunt point, or bluntly rounded. */
const TIPS: Record<SeedPlan['coneTip'], (t: number) => number> = {
  plain: () => 1,
  tapering: (t) => Math.min(1, 2.4 * (1 - t) + 0.15) ** 0.8,
  rounded: (t) => Math.min(1, 7 * (1 - t)) ** 0.25 / Math.max(0.05, Math.min(1, 4 * (1 - t))) ** 0.5,
};

/** How far down over the scale below a fir's bract reaches, in scale lengths. */
const BRACT_REACH: Record<SeedPlan['bractReach'], number> = { tips: 0.45, medium: 0.75, long: 1.1 };

/** Width over length of each outline. */
const ASPECT: Record<Outline, number> = {
  'egg-shaped': 0.62,
  cylindrical: 0.3,
  barrel: 0.62,
  conical: 0.42,
  spindle: 0.36,
  globose: 0.95,
};

/** A barrel with a rounded top (a deodar's, not the flat-topped cedars') is drawn as an egg. */
const outlineOf = (plan: SeedPlan): Outline => {
  if (plan.shape === 'barrel' && mentions(plan.text, 'rounded top')) return 'egg-shaped';
  return plan.shape in PROFILE ? (plan.shape as Outline) : plan.shape === 'squarish' ? 'globose' : 'egg-shaped';
};

/**
 * One scaly cone along `angle` from `base`, `length` long: pines' scales end in a diamond boss,
 * others' in a rounded lip; bracts poke out (turned back towards the base, or straight) where the
 * record says; an open cone's scales stand apart.
 */
function scalyCone(sk: Sketch, base: Pt, angle: number, length: number, colour: string, plan: SeedPlan, scene: Scene) {
  const form = outlineOf(plan);
  const open = plan.cone?.open ?? 0;
  const stout = mentions(plan.text, 'stout') ? 1.15 : 1;
  const half = ((length * ASPECT[form]) / 2) * (1 + 0.3 * open) * stout;
  const end = TIPS[plan.coneTip];
  const w = (t: number) => half * PROFILE[form](t) * end(t);
  const at = (t: number, across: number) => place(pt(t * length, across), { at: base, angle, k: 1 });
  const side = (s: number): Node[] => [0.04, 0.15, 0.3, 0.5, 0.7, 0.85, 0.95].map((t) => soft(at(t, s * w(t))));
  sk.shape([corner(at(0, 0)), ...side(1), soft(at(1, 0)), ...side(-1).reverse()], {
    fill: darken(colour, 0.45),
    stroke: darken(colour, 0.55),
    width: 0.9,
  });
  const rows = Math.max(5, Math.min(12, Math.round(length / Math.max(4, half * 0.42))));
  const rolled = plan.surface === 'rolled';
  const bosses: Seg[] = [];
  const bracts: Seg[] = [];
  const edges: Seg[] = [];
  const wings: Pt[][] = [];
  const keels: Seg[] = [];
  const resin: Pt[] = [];
  for (let r = rows - 1; r >= 1; r--) {
    const t = r / rows;
    const width = w(t);
    if (width < 1.5) continue;
    for (let k = -2; k <= 2; k++) {
      const theta = ((k + (r % 2) * 0.5) * Math.PI) / 6.2;
      if (Math.abs(theta) > 1.3) continue;
      const across = width * Math.sin(theta);
      const sw = width * 0.36 * Math.cos(theta) + 1.2;
      const u = ((length / rows) * 0.95) / length;
      const reach = u * (0.55 + 0.5 * open + (rolled ? 0.5 : 0));
      // Two shades only, so neighbouring scales share paint and the document stays small.
      const fill = (r + k) % 2 === 0 ? colour : lighten(colour, 0.1);
      const scale = plan.bossed
        ? [
            corner(at(t - u * 0.55, across)),
            soft(at(t, across - sw)),
            corner(at(t + reach, across)),
            soft(at(t, across + sw)),
          ]
        : [
            corner(at(t - u * 0.6, across - sw * 0.5)),
            soft(at(t + u * 0.1, across - sw)),
            soft(at(t + reach, across)),
            soft(at(t + u * 0.1, across + sw)),
            corner(at(t - u * 0.6, across + sw * 0.5)),
          ];
      // Straight-sided scales: at this size curves would not show, and they cost three times the bytes.
      sk.poly(
        scale.map((node) => node.p),
        { fill, stroke: darken(colour, 0.5), width: 0.7 },
        true,
      );
      if (plan.bossed) bosses.push(['M', at(t, across)], ['L', at(t + 0.002, across)]);
      const bract = plan.cone?.bract;
      if (bract === 'exserted-reflexed') {
        // A broad tongue coming out from under the scale's lip and bent down over the scale below,
        // ending in a short point: a row of them stands out on the cone (silver and Nordmann firs).
        const down = u * BRACT_REACH[plan.bractReach];
        const from = t + reach * 0.7;
        const shoulder = from - down * 0.7;
        bracts.push(
          ['M', at(from, across - sw * 0.34)],
          ['L', at(shoulder, across - sw * 0.38)],
          ['L', at(shoulder - down * 0.1, across - sw * 0.12)],
          ['L', at(from - down, across)],
          ['L', at(shoulder - down * 0.1, across + sw * 0.12)],
          ['L', at(shoulder, across + sw * 0.38)],
          ['L', at(from, across + sw * 0.34)],
          ['Z'],
        );
      }
      // At the cone's sides the bracts stand out past its outline, bent down: its frilled edge.
      const edgeward = Math.abs(theta) + Math.PI / 6.2 > 1.3;
      if (bract === 'exserted-reflexed' && edgeward) {
        const s = Math.sign(across) || 1;
        const down = u * BRACT_REACH[plan.bractReach];
        const out = width + sw * 0.25 + half * 0.12;
        bracts.push(
          ['M', at(t + reach * 0.4, s * (width - sw * 0.2))],
          ['L', at(t + reach * 0.3 - down * 0.4, s * out)],
          ['L', at(t - down * 0.9, s * (out + half * 0.05))],
          ['L', at(t - down * 0.3, s * (width - sw * 0.1))],
          ['Z'],
        );
      }
      if (plan.resin && (r * 7 + k * 3) % 5 === 0) resin.push(at(t + reach * 0.5, across + sw * 0.45));
      if (bract === 'exserted')
        for (const s of [-0.35, 0, 0.35])
          bracts.push(['M', at(t + reach * 0.8, across)], ['L', at(t + reach * 0.8 + u * 0.55, across + sw * s)]);
      if (scene.fine && plan.bossed)
        keels.push(['M', at(t, across - sw * 0.85)], ['L', at(t + 0.004, across + sw * 0.85)]);
      // Between parted scales the seeds' papery wings show, two to a scale.
      if (scene.fine && open > 0.35 && Math.abs(k) <= 1 && (r + k) % 2 === 0)
        wings.push(
          [at(t - u * 0.35, across - sw * 0.2), at(t + reach * 0.55, across - sw * 0.55), at(t + reach * 0.5, across)],
          [at(t - u * 0.35, across + sw * 0.2), at(t + reach * 0.55, across + sw * 0.55), at(t + reach * 0.5, across)],
        );
      if (scene.fine && !plan.bossed)
        edges.push(
          ['M', at(t + reach * 0.7, across - sw * 0.6)],
          ['Q', at(t + reach * 1.05, across), at(t + reach * 0.7, across + sw * 0.6)],
        );
    }
  }
  sk.path(bosses, { stroke: darken(colour, 0.6), width: plan.surface === 'knobbed' ? 2.6 : 1.7 });
  // A fir's bracts are the cone's own paper, a little paler and yellower than its scales.
  const bractPaint = mix(lighten(colour, 0.38), '#d8cb86', 0.55);
  if (bracts.length > 0) sk.path(bracts, { fill: bractPaint, stroke: darken(colour, 0.5), width: 0.6 });
  for (const p of resin) sk.circle(p, Math.max(1.2, half * 0.09), { fill: '#f2eedf', stroke: '#b9b08f', width: 0.4 });
  sk.path(edges, { stroke: lighten(colour, 0.35), width: 0.5 });
  if (keels.length > 0) sk.path(keels, { stroke: darken(colour, 0.35), width: 0.45 });
  for (const wing of wings) sk.poly(wing, { fill: '#d9c49a', stroke: '#9a7d52', width: 0.35, opacity: 0.9 }, true);
}

/** A fir's or cedar's bare spike, all that stands on the branch once its cone has broken up. */
function spike(sk: Sketch, base: Pt, angle: number, length: number, colour: string): void {
  sk.spike(base, add(base, polar(length * 0.5, angle)), add(base, polar(length * 0.85, angle)), 3, {
    fill: darken(colour, 0.3),
    stroke: darken(colour, 0.55),
    width: 0.7,
  });
}

/** Cypress-type cones: a ball of shield-shaped scales, each with a point in its middle (four for Barbary thuja). */
function shieldBall(sk: Sketch, c: Pt, r: number, colour: string, plan: SeedPlan, rng: Rng, fine?: Rng): void {
  const shields = plan.shape === 'squarish' ? 4 : 5;
  const ry = plan.shape === 'egg-shaped' ? r * 1.3 : r;
  sk.ellipse(c, r, ry, 0, { fill: colour, stroke: darken(colour, 0.5), width: 0.9 });
  const lines: Seg[] = [];
  const points: Seg[] = [];
  const turn = rng.range(0, 60);
  for (let i = 0; i < shields; i++) {
    const a = turn + (i * 360) / shields;
    const p = (rr: number, aa: number) =>
      add(c, pt(rr * Math.cos((aa * Math.PI) / 180), (rr * ry * Math.sin((aa * Math.PI) / 180)) / r));
    lines.push(
      ['M', p(r * 0.42, a)],
      ['L', p(r * 0.42, a + 360 / shields)],
      ['M', p(r * 0.42, a)],
      ['L', p(r * 0.98, a)],
    );
    const mid = p(r * 0.7, a + 180 / shields);
    points.push(['M', mid], ['L', add(mid, pt(0.1, 0))]);
  }
  if (plan.surface === 'wrinkled')
    for (let i = 0; i < 8; i++) {
      const a = rng.range(0, 360);
      lines.push(['M', add(c, polar(r * 0.3, a))], ['L', add(c, polar(r * 0.85, a + 10))]);
    }
  sk.path(lines, { stroke: darken(colour, 0.5), width: 0.9 });
  sk.path(points, { stroke: lighten(colour, 0.4), width: 2 });
  if (plan.surface === 'bloomed') sk.ellipse(c, r * 0.9, ry * 0.9, 0, { fill: '#c9d2dc', opacity: 0.3 });
  if (fine) shieldsCloseUp(sk, c, r, ry, shields, turn, colour, fine);
}

/**
 * Cypress-type cone scales up close: each shield's raised rim, and fine ridges running out from
 * its central point to the edges.
 */
function shieldsCloseUp(
  sk: Sketch,
  c: Pt,
  r: number,
  ry: number,
  shields: number,
  turn: number,
  colour: string,
  fine: Rng,
) {
  const p = (rr: number, aa: number) =>
    add(c, pt(rr * Math.cos((aa * Math.PI) / 180), (rr * ry * Math.sin((aa * Math.PI) / 180)) / r));
  const ridges: Seg[] = [];
  for (let i = 0; i < shields; i++) {
    const a = turn + (i * 360) / shields;
    const mid = p(r * 0.7, a + 180 / shields);
    for (let k = 0; k < 6; k++) {
      const edge = p(r * fine.range(0.5, 0.92), a + (360 / shields) * fine.range(0.1, 0.9));
      ridges.push(['M', lerp(mid, edge, 0.25)], ['L', lerp(mid, edge, 0.85)]);
    }
  }
  sk.path(ridges, { stroke: darken(colour, 0.3), width: 0.4 });
  sk.ellipse(c, r * 0.96, ry * 0.96, 0, { stroke: lighten(colour, 0.25), width: 0.5 });
}

/** Monkey puzzle: a big green ball bristling with golden-tipped scales. */
function spikyBall(sk: Sketch, c: Pt, r: number, colour: string, fine?: Rng): void {
  const spikes: Seg[] = [];
  for (let a = 0; a < 360; a += 7) spikes.push(['M', add(c, polar(r * 0.9, a))], ['L', add(c, polar(r * 1.12, a + 3))]);
  sk.path(spikes, { stroke: '#c9a23c', width: 2 });
  sk.circle(c, r, { fill: colour, stroke: darken(colour, 0.5), width: 0.9 });
  const hooks: Seg[] = [];
  for (let y = -0.8; y <= 0.8; y += 0.2)
    for (let x = -0.8; x <= 0.8; x += 0.2)
      if (x * x + y * y < 0.7) hooks.push(['M', add(c, pt(x * r, y * r))], ['L', add(c, pt(x * r + 3, y * r - 4))]);
  sk.path(hooks, { stroke: '#c9a23c', width: 1.2 });
  if (!fine) return;
  // Up close, each scale's broad green base shows behind its golden spine.
  const bases: Seg[] = [];
  for (let y = -0.8; y <= 0.8; y += 0.2)
    for (let x = -0.8; x <= 0.8; x += 0.2)
      if (x * x + y * y < 0.7) {
        const p = add(c, pt(x * r + fine.range(-0.5, 0.5), y * r));
        bases.push(['M', add(p, pt(-3, 1.5))], ['Q', add(p, pt(0, 3.5)), add(p, pt(3, 1.5))]);
      }
  sk.path(bases, { stroke: darken(colour, 0.35), width: 0.6 });
}

/** The direction a cone points, from its posture: up off the branch, out to the side, or down. */
function pointing(plan: SeedPlan, i: number, n: number, rng: Rng): number {
  const fan = (i - (n - 1) / 2) * rng.range(6, 14);
  if (plan.posture === 'erect') return -90 + fan + rng.range(-6, 6);
  if (plan.posture === 'hanging') return 90 + fan + rng.range(-8, 8);
  return (i % 2 === 0 ? 20 : 160) + rng.range(-12, 12);
}

/** Conifer cones on a length of branch, each to the record's size, shape, colour and posture. */
export function drawCones(sk: Sketch, scene: Scene): number {
  const { plan, rng } = scene;
  const n = Math.min(plan.sizes.length, 3);
  const biggest = Math.max(...plan.sizes) * MM;
  const outline = outlineOf(plan);
  const gap = biggest * Math.max(ASPECT[outline], 0.4) * 1.5;
  const reach = (n * gap) / 2 + biggest * 0.4;
  twig(sk, pt(-reach, 0), pt(reach, 3), Math.max(4, Math.min(9, biggest * 0.06)), '#6e5a44');
  const breaking = plan.cone?.opening === 'breaks-up' && n > 1 && (plan.cone.open ?? 0) > 0.5;
  // The unripe cone is the plan's last; it is always among those drawn.
  const drawn = Array.from({ length: n }, (_, j) => (plan.unripe && j === n - 1 ? plan.sizes.length - 1 : j));
  drawn.forEach((i, j) => {
    // The unripe one is next year's cone, about half grown.
    const young = i >= plan.sizes.length - plan.unripe;
    const length = (plan.sizes[i] ?? 1) * MM * (young ? 0.5 : 1);
    const colour = fruitColour(plan, i, rng);
    const angle = pointing(plan, j, n, rng);
    const base = pt((j - (n - 1) / 2) * gap, plan.posture === 'erect' ? -2 : 4);
    const foot = add(base, polar(Math.max(1, plan.stalkCm * MM), angle));
    stalk(sk, base, foot, 0, Math.min(4, 1.5 + length * 0.02), darken(colour, 0.25));
    if (breaking && j === n - 1 && plan.unripe === 0) spike(sk, foot, angle, length, colour);
    else if (plan.surface === 'spiny')
      spikyBall(sk, add(foot, polar(length / 2, angle)), length / 2, colour, scene.fine);
    else if (
      plan.shape === 'squarish' ||
      plan.surface === 'wrinkled' ||
      (outline === 'globose' && plan.surface !== 'rolled')
    )
      shieldBall(sk, add(foot, polar(length * 0.5, angle)), length / 2, colour, plan, rng, scene.fine);
    else scalyCone(sk, foot, angle, length, colour, plan, scene);
  });
  return MM;
}
