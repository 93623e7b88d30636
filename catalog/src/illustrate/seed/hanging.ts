import { darken, lighten } from '../colour.ts';
import { add, type Pt, place, polar, pt } from '../geometry.ts';
import { mentions } from '../hints.ts';
import type { Rng } from '../random.ts';
import { corner, type Node, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { silk } from './close-up.ts';
import { paint, type Scene, stalk, twig } from './parts.ts';

/** Catkins, balls and pods are drawn in millimetres. */
const MM = 10;

/**
 * Willows and poplars: fruiting catkins of small green capsules splitting to release white fluff,
 * as long and as many as the record says, hanging, spreading or standing up from the twig.
 */
export function drawCatkins(sk: Sketch, scene: Scene): number {
  const { plan, rng } = scene;
  const green = paint(plan.colour, rng, 0.08);
  const n = Math.min(plan.sizes.length, 4);
  const longest = Math.max(...plan.sizes) * MM;
  const gap = Math.max(14, longest * 0.28);
  twig(sk, pt(-(n * gap) / 2 - 20, 0), pt((n * gap) / 2 + 20, 3), 4);
  const fluff: Seg[] = [];
  const slits: Seg[] = [];
  const seeds: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const length = (plan.sizes[i] ?? 3) * MM;
    const x0 = (i - (n - 1) / 2) * gap;
    const angle =
      plan.posture === 'hanging'
        ? 90 + rng.range(-8, 8)
        : plan.posture === 'erect'
          ? -90 + (i - (n - 1) / 2) * 18 + rng.range(-8, 8)
          : (i % 2 === 0 ? 40 : 140) + rng.range(-10, 10);
    const bend = rng.range(-0.15, 0.15) * length;
    const base = add(pt(x0, 2), polar(plan.stalkCm * MM, angle));
    if (plan.stalkCm > 0.1) stalk(sk, pt(x0, 2), base, 0, 1.2);
    const along = (t: number) => add(add(base, polar(t * length, angle)), polar(bend * t * t, angle + 90));
    // A poplar's capsules are round beads spaced along a bare string; a willow's, crowded narrow flasks.
    const round = plan.capsules === 'round';
    if (round) sk.quad(along(0), along(0.5), along(1), { stroke: darken(green, 0.3), width: 0.9 });
    for (let t = 0.03; t < 1; t += (round ? 7 : 4) / length) {
      const p = along(t);
      for (const s of [-1, 1]) {
        const capsule = add(p, polar(round ? 2.8 : 2, angle + 90 * s + (round ? s * 20 : 0)));
        sk.ellipse(capsule, round ? 2.5 : 1.2, round ? 2.7 : 3, angle + 90 + s * (round ? 60 : 25), {
          fill: green,
          stroke: darken(green, 0.4),
          width: 0.6,
        });
        if (scene.fine) {
          // Each capsule splits down its length into two valves that curl back to let the cotton out.
          const along = polar(2.3, angle + 90 + s * 25);
          slits.push(['M', add(capsule, { x: -along.x, y: -along.y })], ['L', add(capsule, along)]);
          seeds.push(add(capsule, along));
        }
      }
      if (rng.chance(0.45))
        for (let k = 0; k < 5; k++) {
          const a = rng.range(0, 360);
          fluff.push(
            ['M', add(p, polar(2, a))],
            ['Q', add(p, polar(6, a + 30)), add(p, polar(rng.range(7, 11), a + 10))],
          );
        }
    }
  }
  sk.path(fluff, { stroke: '#fdfcf6', width: 1.6, opacity: 0.9 });
  sk.path(fluff, { stroke: '#cfcabb', width: 0.5 });
  if (scene.fine) {
    sk.path(slits, { stroke: darken(green, 0.55), width: 0.4 });
    silk(sk, seeds, 4, '#fdfcf6', scene.fine);
  }
  return MM;
}

/** Planes and sweetgums: bristly balls hanging on a long thread-like stalk. */
export function drawSeedBalls(sk: Sketch, scene: Scene): number {
  const { plan, rng } = scene;
  const brown = paint(plan.colour, rng, 0.08);
  const spiky = plan.surface === 'spiny';
  const n = Math.min(plan.sizes.length, 6);
  const r = ((plan.sizes[0] ?? 2.5) * MM) / 2;
  const top = pt(0, -plan.stalkCm * MM - n * r * 2.4);
  const end = pt(rng.range(-10, 10), n * r * 1.4);
  stalk(sk, top, end, rng.range(-20, 20), 1.6);
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0.7 : 0.3 + (0.65 * i) / (n - 1);
    const c = pt(top.x + (end.x - top.x) * t, top.y + (end.y - top.y) * t);
    const spikes: Seg[] = [];
    for (let a = 0; a < 360; a += spiky ? 24 : 10)
      spikes.push(['M', add(c, polar(r * 0.9, a))], ['L', add(c, polar(r + (spiky ? 7 : 3), a + 4))]);
    sk.path(spikes, { stroke: darken(brown, 0.3), width: spiky ? 2.4 : 1.2 });
    sk.circle(c, r, { fill: brown, stroke: darken(brown, 0.45), width: 0.9 });
    const dots: Seg[] = [];
    for (let k = 0; k < 30; k++) {
      const p = add(c, polar(rng.range(0, r * 0.85), rng.range(0, 360)));
      dots.push(['M', p], ['L', add(p, pt(0.1, 0))]);
    }
    sk.path(dots, { stroke: darken(brown, 0.4), width: spiky ? 2.6 : 1.6 });
    sk.ellipse(add(c, pt(-r * 0.35, -r * 0.35)), r * 0.25, r * 0.15, -40, { fill: lighten(brown, 0.5), opacity: 0.4 });
    if (scene.fine) ballCloseUp(sk, c, r, brown, spiky, scene.fine);
  }
  return MM;
}

/** Legume-like pods hanging in a bunch, seeds bulging along them. */
export function drawPods(sk: Sketch, scene: Scene): number {
  const { plan, rng } = scene;
  const text = plan.text;
  const colour = paint(plan.colour, rng, 0.06);
  const n = Math.min(plan.sizes.length, 5);
  const typical = (plan.sizes[0] ?? 8) * MM;
  const width = plan.shape === 'cylindrical' ? 9 : Math.min(24, Math.max(10, typical * 0.16)) * rng.range(0.9, 1.1);
  twig(sk, pt(-(n * width * 1.6) - 20, -86), pt(n * width * 1.6 + 20, -83), 5);
  for (let i = 0; i < n; i++) {
    const length = (plan.sizes[i] ?? 8) * MM;
    const base = pt((i - (n - 1) / 2) * width * 2.2, -84 + plan.stalkCm * MM);
    const angle = 90 + (i - (n - 1) / 2) * rng.range(8, 16);
    const bend = rng.range(-0.12, 0.12);
    const at = (x: number, y: number) => place(pt(x, y + (bend * x * x) / length), { at: base, angle, k: 1 });
    const seeds = Math.max(3, Math.round(length / 22));
    const wavy: Node[] = [];
    for (let k = 0; k <= seeds * 2; k++)
      wavy.push(soft(at(10 + ((length - 14) * k) / (seeds * 2), -width / 2 - (k % 2 === 1 ? width * 0.18 : 0))));
    const outline = [
      corner(at(0, 0)),
      ...wavy,
      corner(at(length, 0)),
      soft(at(length - 8, width / 2)),
      soft(at(length / 2, width / 2 + 1)),
      soft(at(12, width / 2)),
    ];
    sk.shape(outline, { fill: colour, stroke: darken(colour, 0.45), width: 0.9 });
    sk.shape(
      [soft(at(6, width / 2 - 1.5)), soft(at(length / 2, width / 2 - 0.5)), soft(at(length - 6, width / 2 - 2))],
      {
        stroke: mentions(text, 'wing') ? lighten(colour, 0.4) : darken(colour, 0.3),
        width: mentions(text, 'wing') ? 2.4 : 0.8,
      },
      false,
    );
    if (plan.stalkCm > 0.1) stalk(sk, pt(base.x, -84), base, 0, 1.6);
    if (scene.fine) podCloseUp(sk, at, length, width, seeds, colour, scene.fine);
    if (scene.fine && plan.surface === 'hairy') {
      const fuzz: Seg[] = [];
      for (let x = 8; x < length - 6; x += 5) fuzz.push(['M', at(x, width / 2)], ['L', at(x + 1.5, width / 2 + 2.2)]);
      sk.path(fuzz, { stroke: lighten(colour, 0.5), width: 0.5 });
    }
  }
  return MM;
}

/**
 * A seed ball up close. A plane's is packed with seeds each ending in a tiny point, with a ring of
 * hairs at its base showing between them; a sweetgum's is pitted with holes, each between the
 * two horn-like beaks of a capsule.
 */
function ballCloseUp(sk: Sketch, c: Pt, r: number, brown: string, spiky: boolean, fine: Rng): void {
  const marks: Seg[] = [];
  const holes: Seg[] = [];
  for (let k = 0; k < (spiky ? 12 : 26); k++) {
    const p = add(c, polar(r * Math.sqrt(fine.next()) * 0.82, fine.range(0, 360)));
    const a = fine.range(0, 360);
    if (spiky) {
      holes.push(['M', p], ['L', add(p, pt(0.05, 0))]);
      for (const s of [-1, 1]) marks.push(['M', add(p, polar(1.4, a + s * 90))], ['L', add(p, polar(3, a + s * 70))]);
    } else marks.push(['M', p], ['L', add(p, polar(1.4, a))]);
  }
  sk.path(marks, { stroke: darken(brown, 0.5), width: 0.5 });
  if (spiky) sk.path(holes, { stroke: '#2a1d12', width: 1.8 });
  else
    silk(
      sk,
      Array.from({ length: 24 }, (_, k) => add(c, polar(r, k * 15))),
      3,
      '#e8dcc0',
      fine,
    );
}

/**
 * A pod up close: each seed's outline showing through the thin wall over its bulge, the seam along
 * the pod's edge, and the dry point of the old style at its tip.
 */
function podCloseUp(
  sk: Sketch,
  at: (x: number, y: number) => Pt,
  length: number,
  width: number,
  seeds: number,
  colour: string,
  fine: Rng,
): void {
  for (let k = 0; k < seeds; k++) {
    const x = 10 + ((length - 14) * (2 * k + 1)) / (seeds * 2);
    const c = at(x, -width * 0.08);
    sk.ellipse(c, Math.min(6, (length - 14) / seeds / 2.6), width * 0.3, fine.range(-8, 8), {
      stroke: darken(colour, 0.3),
      width: 0.45,
      opacity: 0.8,
    });
  }
  sk.shape(
    [soft(at(4, -width / 2 + 1.2)), soft(at(length / 2, -width / 2 - 0.2)), soft(at(length - 4, -1))],
    { stroke: lighten(colour, 0.3), width: 0.4 },
    false,
  );
  sk.poly([at(length, 0), at(length + 3.5, fine.range(-1, 1))], { stroke: darken(colour, 0.4), width: 0.8 });
}
