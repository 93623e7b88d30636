import { darken, lighten, mix, nudge } from '../colour.ts';
import { add, type Pt, polar, pt } from '../geometry.ts';
import { mentions } from '../hints.ts';
import type { Rng } from '../random.ts';
import { corner, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { lenticels, sideVeins, silk, straight } from './close-up.ts';
import { dots, fruit, hairs, paint, type Scene, stalk, twig } from './parts.ts';

/** Nuts in their husks; the husk follows the description: spiny, leafy, fleshy green, bristly four-lobed, or a lime bract. */
export function drawNuts(sk: Sketch, scene: Scene): number {
  const { plan, rng } = scene;
  const text = plan.text;
  const size = plan.sizes[0] ?? 1;
  const brown = nudge('#8a5a2e', rng, 0.08);
  if (plan.onBract) return lime(sk, scene);
  if (mentions(text, 'spine')) {
    const husk = nudge('#a5a84a', rng, 0.06);
    const spines: Seg[] = [];
    for (let a = 0; a < 360; a += 9) {
      const p = polar(34, a);
      spines.push(
        ['M', p],
        ['L', polar(48 + rng.range(-3, 3), a + rng.range(-6, 6))],
        ['M', p],
        ['L', polar(45, a + 8)],
      );
    }
    sk.path(spines, { stroke: darken(husk, 0.15), width: 1 });
    sk.circle(pt(0, 0), 36, { fill: husk, stroke: darken(husk, 0.4), width: 1 });
    sk.circle(pt(0, 0), 24, { fill: lighten(husk, 0.55), stroke: darken(husk, 0.3), width: 0.8 });
    for (const x of [-11, 11]) {
      sk.shape([soft(pt(x - 11, 6)), corner(pt(x, -20)), soft(pt(x + 11, 6)), soft(pt(x, 16))], {
        fill: brown,
        stroke: darken(brown, 0.5),
        width: 0.9,
      });
      sk.ellipse(pt(x, 10), 8, 3.5, 0, { fill: lighten(brown, 0.5) });
      if (scene.fine) chestnutCloseUp(sk, pt(x, 0), brown, scene.fine);
    }
    if (scene.fine) spineForks(sk, darken(husk, 0.15), scene.fine);
    // A husk is drawn 96 units across, spines and all.
    return 96 / size;
  }
  if (mentions(text, 'green husk', 'fleshy husk')) {
    const husk = paint(plan.colour, rng, 0.06);
    fruit(sk, pt(-22, 0), 30, 31, 0, husk);
    const dots: Seg[] = [];
    for (let i = 0; i < 22; i++) {
      const p = add(pt(-22, 0), polar(rng.range(4, 26), rng.range(0, 360)));
      dots.push(['M', p], ['L', add(p, pt(0.1, 0))]);
    }
    sk.path(dots, { stroke: lighten(husk, 0.5), width: 1.4 });
    if (scene.fine) lenticels(sk, pt(-22, 0), 30, 50, lighten(husk, 0.35), scene.fine);
    if (plan.surface !== 'speckled') {
      // A husk that never splits, blackening as it rots, and the deeply grooved nut cut from one.
      fruit(sk, pt(30, 20), 28, 28, 0, '#2b2622');
      if (scene.fine) grooves(sk, pt(30, 20), 28, scene.fine);
      return 62 / size;
    }
    const shell = nudge('#b58d5a', rng, 0.06);
    sk.circle(pt(30, 20), 20, { fill: shell, stroke: darken(shell, 0.45), width: 0.9 });
    const wrinkles: Seg[] = [
      ['M', pt(30, 0)],
      ['L', pt(30, 40)],
    ];
    for (let i = 0; i < 8; i++)
      wrinkles.push(
        ['M', pt(30 + rng.range(-16, 16), 20 + rng.range(-14, 14))],
        [
          'Q',
          pt(30 + rng.range(-16, 16), 20 + rng.range(-14, 14)),
          pt(30 + rng.range(-14, 14), 20 + rng.range(-14, 14)),
        ],
      );
    sk.path(wrinkles, { stroke: darken(shell, 0.35), width: 0.9 });
    if (scene.fine) lenticels(sk, pt(30, 20), 20, 60, darken(shell, 0.3), scene.fine);
    return 62 / size;
  }
  if (mentions(text, 'four lobes', 'bristles', 'four-lobed')) {
    const husk = nudge('#8d6a42', rng, 0.06);
    const hairs: Seg[] = [];
    for (const a of [210, 250, 290, 330]) {
      const lobe = [
        corner(pt(0, 10)),
        soft(add(pt(0, 10), polar(30, a - 14))),
        soft(add(pt(0, 10), polar(44, a))),
        soft(add(pt(0, 10), polar(30, a + 14))),
      ];
      sk.shape(lobe, { fill: husk, stroke: darken(husk, 0.4), width: 0.9 });
      for (let r = 12; r < 42; r += 4) {
        const p = add(pt(0, 10), polar(r, a + rng.range(-10, 10)));
        hairs.push(['M', p], ['L', add(p, polar(4, a + 60))]);
      }
    }
    sk.path(hairs, { stroke: darken(husk, 0.3), width: 0.7 });
    for (const x of [-9, 9])
      sk.shape([corner(pt(x - 8, 10)), corner(pt(x, -16)), corner(pt(x + 8, 10))], {
        fill: brown,
        stroke: darken(brown, 0.5),
        width: 0.9,
      });
    if (scene.fine) beechCloseUp(sk, husk, brown, scene.fine);
    stalk(sk, pt(0, 12), pt(0, 12 + (plan.stalkCm * 44) / size), 3, 2.2);
    // A husk is drawn 44 units long.
    return 44 / size;
  }
  const leafy = mentions(text, 'leafy', 'frill');
  const n = Math.min(plan.sizes.length, 4);
  twig(sk, pt(-50, -30), pt(50, -26), leafy ? 8 : 4.5);
  for (let i = 0; i < n; i++) {
    const r = leafy ? 12 : 6;
    // A stalkless nut (zelkova) sits tight in a leaf axil along the twig, one above, the next below.
    const sessile = plan.stalk === 'none';
    const c = sessile
      ? pt((i - (n - 1) / 2) * 26 + rng.range(-3, 3), -28 + (i % 2 === 0 ? 1 : -1) * (r + 3))
      : pt((i - (n - 1) / 2) * (leafy ? 30 : 18), leafy ? 12 : 0);
    if (!sessile) stalk(sk, pt(c.x * 0.4, -28), c, rng.range(-4, 4), 1.6);
    const colour = paint(plan.colour, rng);
    fruit(sk, c, r, r * 1.05, 0, plan.surface === 'hairy' ? mix(colour, '#c4bfae', 0.3) : colour);
    if (plan.surface === 'hairy') dots(sk, c, r, 6, lighten(colour, 0.5), 1, rng);
    if (plan.surface === 'ribbed') nutRidges(sk, c, r, darken(colour, 0.45));
    if (leafy) {
      const bract = nudge('#8ea24e', rng, 0.08);
      const frill = [];
      for (let a = 200; a <= 340; a += 20) frill.push(soft(add(c, polar(r * (a % 40 === 0 ? 1.45 : 1.05), a))));
      sk.shape(
        [
          corner(add(c, polar(r * 0.9, 180))),
          ...frill,
          corner(add(c, polar(r * 0.9, 0))),
          soft(add(c, pt(0, -r * 0.2))),
        ],
        { fill: bract, stroke: darken(bract, 0.4), width: 0.8 },
      );
      if (scene.fine) husksVeins(sk, c, r, bract, scene.fine);
    }
    if (scene.fine) smallNutCloseUp(sk, c, r, colour, plan.surface, leafy, scene.fine);
  }
  // A hazelnut is drawn 24 units across, a zelkova's nutlet 12.
  return (leafy ? 24 : 12) / size;
}

/** Raised ridges running over a small nut from end to end, as on a zelkova's. */
function nutRidges(sk: Sketch, c: Pt, r: number, colour: string): void {
  const ridges: Seg[] = [];
  for (const x of [-0.5, 0, 0.5])
    ridges.push(
      ['M', add(c, pt(x * r * 0.5, -r * 0.95))],
      ['Q', add(c, pt(x * r * 1.6, 0)), add(c, pt(x * r * 0.5, r))],
    );
  sk.path(ridges, { stroke: colour, width: 1 });
}

/**
 * Limes, drawn in millimetres: a pale strap-like bract hanging from the twig, its stalk joined to
 * the bract's midrib for half its length, then hanging free and forking into a little spray of
 * nutlets, as many and as big as the record says: strongly ribbed where it says ribbed, downy grey
 * where hairy.
 */
function lime(sk: Sketch, scene: Scene): number {
  const { plan, rng } = scene;
  const bract = nudge('#c9c58e', rng, 0.06);
  const long = rng.range(62, 80);
  const lean = rng.range(-6, 6);
  const top = pt(0, 0);
  twig(sk, pt(-30, -4), pt(34, 2), 5);
  const along = (t: number, across: number) => pt(lean * t + across, 8 + long * t);
  const strap = [
    soft(along(0.02, 0)),
    soft(along(0.3, 7)),
    soft(along(0.65, 8)),
    corner(along(1, 1)),
    soft(along(0.7, -6)),
    soft(along(0.3, -5)),
  ];
  sk.shape(strap, { fill: bract, stroke: darken(bract, 0.4), width: 0.9 });
  if (scene.fine)
    sideVeins(
      sk,
      straight(along(0.04, 0), along(0.96, 1)),
      (t) => 6.5 * Math.sin(Math.PI * t) + 1,
      darken(bract, 0.22),
      scene.fine,
    );
  const joined = along(0.5, 0);
  stalk(sk, top, joined, 0, 1.8, darken(bract, 0.3));
  // The free stalk leaves the bract at its middle and hangs out to one side.
  const side = rng.chance(0.5) ? 1 : -1;
  const fork = add(joined, polar(plan.stalkCm * 10, 90 - side * rng.range(25, 40)));
  stalk(sk, joined, fork, side * 3, 1.5);
  const n = plan.sizes.length;
  const fan = Math.min(150, 30 + n * 16);
  plan.sizes.forEach((size, i) => {
    const r = size * 5;
    const angle = 90 - side * 10 + (n === 1 ? 0 : -fan / 2 + (fan * i) / (n - 1));
    const end = add(fork, polar(r + rng.range(5, 9) + (i % 2) * r, angle));
    stalk(sk, fork, end, rng.range(-2, 2), 1.1);
    const colour = paint(plan.colour, rng, 0.06);
    const downy = plan.surface === 'ribbed' || plan.surface === 'hairy';
    const c = add(end, polar(r * 0.8, angle));
    fruit(sk, c, r * 1.06, r, angle, downy ? mix(colour, '#b9b4a6', 0.35) : colour);
    if (plan.surface === 'ribbed') {
      const ribs: Seg[] = [];
      for (const x of [-0.55, 0, 0.55])
        ribs.push(
          ['M', add(c, add(polar(-r, angle), polar(x * r * 0.5, angle + 90)))],
          ['Q', add(c, polar(x * r * 1.5, angle + 90)), add(c, add(polar(r, angle), polar(x * r * 0.5, angle + 90)))],
        );
      // Line widths are pixels; strong ribs stand out as dark lines even at this size.
      sk.path(ribs, { stroke: darken(colour, 0.45), width: 1.2 });
    }
    if (scene.fine) hairs(sk, c, r * 1.06, r, lighten(colour, 0.4), scene.fine);
  });
  return 10;
}

/** A chestnut up close: the pale tuft of old styles at its point and the faint lines down its shell. */
function chestnutCloseUp(sk: Sketch, tip: Pt, brown: string, fine: Rng): void {
  silk(
    sk,
    Array.from({ length: 8 }, () => add(tip, pt(fine.range(-1, 1), -19))),
    4,
    '#e9dfc4',
    fine,
  );
  const lines: Seg[] = [];
  for (const x of [-5, 0, 5])
    lines.push(['M', add(tip, pt(x * 0.3, -16))], ['Q', add(tip, pt(x, -2)), add(tip, pt(x * 1.3, 8))]);
  sk.path(lines, { stroke: darken(brown, 0.25), width: 0.35 });
}

/** A sweet chestnut's spines are branched: each ends in a little fork of finer spines. */
function spineForks(sk: Sketch, colour: string, fine: Rng): void {
  const forks: Seg[] = [];
  for (let a = 4; a < 360; a += 9) {
    const p = polar(44 + fine.range(-2, 2), a);
    for (const s of [-1, 1]) forks.push(['M', p], ['L', add(p, polar(fine.range(3, 5), a + s * fine.range(20, 40)))]);
  }
  sk.path(forks, { stroke: colour, width: 0.5 });
}

/** A black walnut's nut is deeply and irregularly furrowed all over. */
function grooves(sk: Sketch, c: Pt, r: number, fine: Rng): void {
  const marks: Seg[] = [];
  for (let k = 0; k < 14; k++) {
    const a = fine.range(0, 360);
    const from = add(c, polar(fine.range(0, r * 0.5), a));
    marks.push(
      ['M', from],
      ['Q', add(from, polar(r * 0.3, a + fine.range(-40, 40))), add(c, polar(r * 0.9, a + fine.range(-15, 15)))],
    );
  }
  sk.path(marks, { stroke: '#5b514a', width: 0.6 });
}

/** A beech husk up close: the soft bristles finer and thicker-set, and the sharp edges of each three-sided nut. */
function beechCloseUp(sk: Sketch, husk: string, brown: string, fine: Rng): void {
  const base = pt(0, 10);
  silk(
    sk,
    [210, 250, 290, 330].flatMap((a) =>
      Array.from({ length: 14 }, () => add(base, polar(fine.range(14, 36), a + fine.range(-9, 9)))),
    ),
    3,
    lighten(husk, 0.3),
    fine,
  );
  const edges: Seg[] = [];
  for (const x of [-9, 9]) edges.push(['M', pt(x, -15)], ['L', pt(x + 0.5, 9)]);
  sk.path(edges, { stroke: lighten(brown, 0.35), width: 0.6 });
}

/** A hazel husk's frill up close: veins fanning from its base into each ragged lobe. */
function husksVeins(sk: Sketch, c: Pt, r: number, bract: string, fine: Rng): void {
  const veins: Seg[] = [];
  for (let a = 200; a <= 340; a += 20) {
    const end = add(c, polar(r * (a % 40 === 0 ? 1.35 : 0.98) * fine.range(0.9, 1), a));
    veins.push(['M', add(c, polar(r * 0.2, 270))], ['Q', add(c, polar(r * 0.6, a + 8)), end]);
  }
  sk.path(veins, { stroke: darken(bract, 0.25), width: 0.4 });
}

/**
 * A small nut up close: a hazelnut's pale stripes running from its scar, a downy nutlet's hairs,
 * or the tiny dry calyx a zelkova's ridged fruit keeps at its base.
 */
function smallNutCloseUp(
  sk: Sketch,
  c: Pt,
  r: number,
  colour: string,
  surface: string,
  leafy: boolean,
  fine: Rng,
): void {
  if (leafy) {
    const stripes: Seg[] = [];
    for (const x of [-0.6, -0.3, 0, 0.3, 0.6])
      stripes.push(
        ['M', add(c, pt(x * r * 0.6, r * 0.95))],
        ['Q', add(c, pt(x * r * 1.4, r * 0.3)), add(c, pt(x * r * 0.9, -r * 0.2))],
      );
    sk.path(stripes, { stroke: lighten(colour, 0.25), width: 0.4 });
    return;
  }
  if (surface === 'hairy') hairs(sk, c, r, r * 1.05, lighten(colour, 0.5), fine);
  // The base is the end towards the twig, which runs at y = -28.
  const base = c.y >= -28 ? -90 : 90;
  const calyx: Seg[] = [];
  for (let k = 0; k < 5; k++)
    calyx.push(
      ['M', add(c, polar(r * 0.9, base))],
      ['L', add(c, polar(r * 0.55, base + (k - 2) * 28 + fine.range(-5, 5)))],
    );
  sk.path(calyx, { stroke: darken(colour, 0.5), width: 0.6 });
}
