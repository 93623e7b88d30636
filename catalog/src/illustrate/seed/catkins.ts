import { darken, lighten, mix, nudge } from '../colour.ts';
import { add, lerp, type Place, type Pt, place, polar, pt, quadAt } from '../geometry.ts';
import { mentions } from '../hints.ts';
import type { Rng } from '../random.ts';
import { corner, type Node, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { sideVeins, straight } from './close-up.ts';
import { paint, type Scene, stalk, twig } from './parts.ts';

/** A slender catkin hanging from `top`: a tapering cylinder covered in small overlapping scales. */
function hangingCatkin(sk: Sketch, top: Pt, length: number, width: number, sway: number, colour: string): void {
  const end = add(top, pt(sway, length));
  const mid = add(lerp(top, end, 0.5), pt(sway * 0.6, 0));
  const at = (t: number) => quadAt(top, mid, end, t);
  const left: Node[] = [];
  const right: Node[] = [];
  const scales: Seg[] = [];
  const rows = Math.round(length / (width * 0.42));
  for (let i = 0; i <= rows; i++) {
    const t = i / rows;
    const { p, angle } = at(t);
    const half = (width / 2) * Math.min(1, 0.55 + 3 * t, 0.4 + 2.2 * (1 - t));
    left.push(soft(add(p, polar(half, angle - 90))));
    right.push(soft(add(p, polar(half, angle + 90))));
    if (i === 0 || i === rows) continue;
    // Scales in offset rows, each a small arc cupped towards the tip.
    const shift = i % 2 === 0 ? 0 : 0.5;
    for (let k = -1; k <= 1; k++) {
      const v = ((k + shift) * half) / 1.3;
      if (Math.abs(v) > half * 0.85) continue;
      const a = add(p, polar(v - half * 0.32, angle + 90));
      const b = add(p, polar(v + half * 0.32, angle + 90));
      scales.push(['M', a], ['Q', add(add(p, polar(v, angle + 90)), polar(width * 0.42, angle)), b]);
    }
  }
  sk.shape([...left, corner(at(1).p), ...right.reverse()], {
    fill: colour,
    stroke: darken(colour, 0.45),
    width: 0.8,
  });
  sk.path(scales, { stroke: darken(colour, 0.4), width: 0.7 });
}

/** A birch nutlet's scale in wingedNutlet's units: its body is 1.2 of them long, about 2 mm. */
const NUTLET_MM = 1.7;

/** A tiny nutlet with two papery wings and the two styles at its top, like a moth: birch. */
function wingedNutlet(sk: Sketch, c: Pt, size: number, angle: number, wide: boolean, nut: string): void {
  const wing = lighten(nut, 0.6);
  const w = wide ? 1.5 : 0.85;
  const at = (x: number, y: number) => place(pt(x * size, y * size), { at: c, angle, k: 1 });
  sk.shape(
    [
      corner(at(0, -0.75)),
      soft(at(w * 0.55, -0.85)),
      soft(at(w, -0.2)),
      soft(at(w * 0.8, 0.55)),
      soft(at(0, 0.95)),
      soft(at(-w * 0.8, 0.55)),
      soft(at(-w, -0.2)),
      soft(at(-w * 0.55, -0.85)),
    ],
    { fill: wing, stroke: darken(wing, 0.35), width: 0.7 },
  );
  sk.ellipse(at(0, 0.05), size * 0.32, size * 0.6, angle, { fill: nut, stroke: darken(nut, 0.4), width: 0.6 });
  sk.path(
    [
      ['M', at(-0.08, -0.5)],
      ['L', at(-0.3, -1.05)],
      ['M', at(0.08, -0.5)],
      ['L', at(0.3, -1.05)],
    ],
    { stroke: darken(nut, 0.3), width: 0.7 },
  );
}

/** Birch: slender brown catkins hanging from a twig, with a few winged nutlets shed from them. */
function birch(sk: Sketch, scene: Scene): number {
  const { plan, rng } = scene;
  const catkin = paint(plan.colour, rng, 0.08);
  // A catkin is drawn 112 units long.
  const u = 112 / (plan.sizes[0] ?? 3);
  twig(sk, pt(-80, -76), pt(40, -70), 5);
  const n = Math.min(plan.sizes.length, 3);
  for (let i = 0; i < n; i++) {
    const top = pt(-58 + i * 30 + rng.range(-4, 4), -72);
    const stalkEnd = add(top, pt(2, 4 + plan.stalkCm * u));
    stalk(sk, top, stalkEnd, 0, 1.4);
    // Downy birch's catkins stand out from the twig more than they hang.
    const sway = plan.posture === 'spreading' ? rng.range(40, 60) : rng.range(-10, 8);
    hangingCatkin(sk, stalkEnd, (plan.sizes[i] ?? 3) * u, rng.range(11, 13), sway, catkin);
  }
  const wide = plan.nutletWings === 'broad';
  const nut = nudge('#6f4e32', rng, 0.08);
  // At true size: a nutlet about 2 mm long, its wings 5 mm across (silver birch) or 3 mm (downy).
  const size = NUTLET_MM * (u / 10);
  for (const c of [pt(52, -30), pt(40, 12), pt(62, 44)]) {
    const angle = rng.range(-25, 25);
    wingedNutlet(sk, c, size, angle, wide, nut);
    if (scene.fine) nutletWingVeins(sk, c, size, angle, wide, lighten(nut, 0.6), scene.fine);
  }
  // A birch catkin breaks up into three-lobed scales as well as nutlets; two lie among them.
  if (scene.fine) for (const c of [pt(76, -8), pt(28, 38)]) catkinScale(sk, c, 7, scene.fine.range(-30, 30), catkin);
  return u;
}

/** One small woody cone: an egg of thick, split scales, seen from the side. */
function woodyCone(sk: Sketch, c: Pt, size: number, angle: number, brown: string, fine?: Rng): void {
  const at = (x: number, y: number) => place(pt(x * size, y * size), { at: c, angle, k: 1 });
  sk.ellipse(c, size * 0.62, size, angle, { fill: darken(brown, 0.45), stroke: darken(brown, 0.6), width: 0.8 });
  const rows = 5;
  for (let r = 0; r < rows; r++) {
    const y = -0.78 + (1.56 * r) / (rows - 1);
    const span = Math.sqrt(Math.max(0.05, 1 - y * y)) * 0.55;
    const cols = r === 0 || r === rows - 1 ? 1 : 2 + (r % 2);
    for (let k = 0; k < cols; k++) {
      const x = cols === 1 ? 0 : -span + (2 * span * (k + 0.5)) / cols - span / cols + span / cols;
      const w = Math.min(0.32, span / cols + 0.06);
      sk.shape([soft(at(x - w, y - 0.1)), soft(at(x, y - 0.18)), soft(at(x + w, y - 0.1)), corner(at(x, y + 0.16))], {
        fill: brown,
        stroke: darken(brown, 0.55),
        width: 0.6,
      });
      // Up close each woody scale shows its thickened, wrinkled lip.
      if (fine)
        sk.quad(at(x - w * 0.7, y - 0.08 + fine.range(-0.02, 0.02)), at(x, y - 0.02), at(x + w * 0.7, y - 0.08), {
          stroke: lighten(brown, 0.3),
          width: 0.4,
        });
    }
  }
}

/** Alder: clusters of little woody cones on short stalks, and the next spring's catkins hanging beside them. */
function alder(sk: Sketch, scene: Scene): number {
  const { plan, rng } = scene;
  const text = plan.text;
  const brown = darken(paint(plan.colour, rng, 0.08), 0.15);
  // A cone is drawn 24 units long.
  const u = 24 / (plan.sizes[0] ?? 1.5);
  twig(sk, pt(-80, -70), pt(60, -64), 5.5);
  const fork = pt(-20, -60);
  stalk(sk, pt(-26, -68), fork, 2, 1.8);
  const n = Math.min(plan.sizes.length, 8);
  for (let i = 0; i < n; i++) {
    const angle = 90 + (i - (n - 1) / 2) * Math.min(34, 170 / n) + rng.range(-6, 6);
    const c = add(fork, polar(plan.stalkCm * u + 8 + (i % 2) * 10, angle));
    stalk(sk, fork, c, rng.range(-3, 3), 1.4);
    const size = (12 * (plan.sizes[i] ?? 1)) / (plan.sizes[0] ?? 1);
    woodyCone(sk, add(c, polar(size * 0.5, angle)), size, angle - 90, brown, scene.fine);
  }
  if (mentions(text, 'catkin')) {
    const male = nudge('#7a4f4e', rng, 0.06);
    for (const x of [28, 44]) hangingCatkin(sk, pt(x, -66), rng.range(62, 80), 9, rng.range(-6, 6), male);
  }
  return u;
}

/** A hornbeam bract with its nutlet: a long middle lobe and two short side lobes (or one toothed blade). */
function bract(sk: Sketch, where: Place, lobed: boolean, colour: string, nut: string, flip: number, fine?: Rng): void {
  const at = (x: number, y: number) => place(pt(x, y * flip), where);
  const style = { fill: colour, stroke: darken(colour, 0.4), width: 0.8 };
  if (lobed)
    sk.shape(
      [
        corner(at(0, 0)),
        soft(at(4, -6)),
        corner(at(13, -12)),
        soft(at(12, -5)),
        soft(at(24, -6)),
        soft(at(38, -5.5)),
        corner(at(48, 0)),
        soft(at(40, 5)),
        soft(at(24, 6)),
        soft(at(14, 5)),
        corner(at(8, 10)),
        soft(at(4, 5)),
      ],
      style,
    );
  else {
    const edge: Node[] = [];
    for (let i = 0; i < 5; i++)
      edge.push(corner(at(8 + i * 5.4, -8 + i * 1.2)), corner(at(10.5 + i * 5.4, -10 + i * 1.4)));
    sk.shape([corner(at(0, 0)), ...edge, corner(at(36, 0)), soft(at(26, 6)), soft(at(10, 6))], style);
  }
  const veins: Seg[] = [
    ['M', at(3, 0)],
    ['L', at(lobed ? 44 : 32, 0)],
  ];
  if (lobed) veins.push(['M', at(5, -1)], ['L', at(11, -9)], ['M', at(5, 1)], ['L', at(8, 7)]);
  sk.path(veins, { stroke: darken(colour, 0.25), width: 0.6 });
  if (fine) {
    const long = lobed ? 44 : 32;
    sideVeins(
      sk,
      straight(at(3, 0), at(long, 0)),
      (t) => 5.2 * Math.sin(Math.PI * Math.min(1, t * 1.2)) * where.k,
      darken(colour, 0.2),
      fine,
    );
    // The nutlet's ribs, running from its base to the point.
    sk.path(
      [-1.4, 0, 1.4].flatMap((y): Seg[] => [
        ['M', at(-2.8, y * 0.6)],
        ['Q', at(1, y * 1.2), at(4.8, y * 0.5)],
      ]),
      { stroke: darken(nut, 0.4), width: 0.35 },
    );
  }
  sk.ellipse(at(1, 0), 4.6, 3.2, where.angle, { fill: nut, stroke: darken(nut, 0.45), width: 0.7 });
  sk.poly([at(-2.5, 0), at(4, 0)], { stroke: darken(nut, 0.35), width: 0.6 });
}

/** Hornbeams: a loose hanging spike of bracts in pairs, each with a ribbed nutlet at its base. */
function hornbeam(sk: Sketch, scene: Scene): number {
  const { plan, rng } = scene;
  const text = plan.text;
  // Drawn in summer green where the record gives it, touched with the brown they ripen to.
  const colour = mix(paint(plan.colour, rng, 0.06), '#8a6a40', 0.15);
  const nut = nudge('#7a5a34', rng, 0.08);
  const lobed = mentions(text, 'three-lobed') && !mentions(text, 'not divided');
  const pairs = Math.max(2, Math.min(6, Math.ceil(plan.sizes.length / 2)));
  // A bract is drawn 48 units long (36 undivided).
  const u = (lobed ? 48 : 36) / (plan.sizes[0] ?? 3);
  const top = pt(0, -30 - plan.stalkCm * u);
  const end = pt(rng.range(-10, 10), pairs * 26);
  const bow = pt(rng.range(-14, 14), 0);
  stalk(sk, top, end, bow.x, 1.6);
  for (let i = 0; i < pairs; i++) {
    const t = 0.14 + (0.8 * i) / (pairs - 1);
    const p = quadAt(top, add(lerp(top, end, 0.5), bow), end, t).p;
    for (const s of [-1, 1]) {
      const angle = 90 - s * rng.range(30, 40);
      const k = (lobed ? 1 : 0.9) * rng.range(0.92, 1.05) * (1 - 0.04 * i);
      bract(sk, { at: p, angle, k }, lobed, nudge(colour, rng, 0.05), nut, s, scene.fine);
    }
  }
  return u;
}

/** Hop hornbeam: a hop-like hanging cluster of papery, inflated, pointed bracts overlapping downwards. */
function hops(sk: Sketch, scene: Scene): number {
  const { plan, rng } = scene;
  const paper = paint(plan.colour, rng, 0.05);
  stalk(sk, pt(0, -86), pt(0, -54), 2, 1.6);
  const rows = 7;
  for (let r = rows - 1; r >= 0; r--) {
    const y = -50 + r * 15;
    const half = 14 * Math.sin((Math.PI * (r + 1.2)) / (rows + 1.4));
    for (const s of r % 2 === 0 ? [-1, 1, 0] : [-0.5, 0.5]) {
      const c = pt(s * half, y);
      const angle = 90 - s * 14;
      const at = (x: number, v: number) => place(pt(x, v), { at: c, angle, k: 1 });
      sk.shape(
        [soft(at(-10, 0)), soft(at(-6, -9)), soft(at(6, -9)), corner(at(16, 0)), soft(at(6, 9)), soft(at(-6, 9))],
        { fill: mix(paper, '#ffffff', s === 0 ? 0.25 : 0), stroke: darken(paper, 0.35), width: 0.8 },
      );
      sk.path(
        [
          ['M', at(-6, 0)],
          ['L', at(13, 0)],
          ['M', at(-4, -4)],
          ['Q', at(4, -6), at(12, -2)],
        ],
        { stroke: darken(paper, 0.2), width: 0.5 },
      );
      if (scene.fine) hopBractCloseUp(sk, at, paper, scene.fine);
    }
  }
  // A hop is drawn 105 units long.
  return 105 / (plan.sizes[0] ?? 4);
}

/** Birch and alder nutlets from catkins or woody cones; hornbeams' nutlets on leafy bracts; hop hornbeam's hops. */
export function drawWingedNutlets(sk: Sketch, scene: Scene): number {
  const text = scene.plan.text;
  if (mentions(text, 'hops', 'inflated')) return hops(sk, scene);
  if (mentions(text, 'bract')) return hornbeam(sk, scene);
  if (mentions(text, 'cone-like', 'woody')) return alder(sk, scene);
  return birch(sk, scene);
}

/** A birch nutlet's wings up close: fine veins spreading through each from the nut. */
function nutletWingVeins(sk: Sketch, c: Pt, size: number, angle: number, wide: boolean, wing: string, fine: Rng): void {
  const w = wide ? 1.5 : 0.85;
  const at = (x: number, y: number) => place(pt(x * size, y * size), { at: c, angle, k: 1 });
  const veins: Seg[] = [];
  for (const s of [-1, 1])
    for (const y of [-0.45, -0.05, 0.35])
      veins.push(
        ['M', at(s * 0.3, y * 0.6)],
        ['Q', at(s * w * 0.6, y + fine.range(-0.05, 0.05)), at(s * w * 0.88, y * 1.1)],
      );
  sk.path(veins, { stroke: darken(wing, 0.22), width: 0.35 });
}

/** One of a birch catkin's three-lobed scales, shed with the nutlets. */
function catkinScale(sk: Sketch, c: Pt, size: number, angle: number, colour: string): void {
  const at = (x: number, y: number) => place(pt(x * size, y * size), { at: c, angle, k: 1 });
  sk.shape(
    [
      corner(at(0, 0.9)),
      soft(at(-0.3, 0.1)),
      corner(at(-0.95, -0.35)),
      soft(at(-0.35, -0.45)),
      corner(at(0, -1)),
      soft(at(0.35, -0.45)),
      corner(at(0.95, -0.35)),
      soft(at(0.3, 0.1)),
    ],
    { fill: colour, stroke: darken(colour, 0.4), width: 0.6 },
  );
}

/** A hop hornbeam's bract up close: its net of veins, and the small nutlet showing through at its base. */
function hopBractCloseUp(sk: Sketch, at: (x: number, v: number) => Pt, paper: string, fine: Rng): void {
  const net: Seg[] = [];
  for (let k = 0; k < 6; k++) {
    const x = fine.range(-4, 10);
    const v = fine.range(-5, 5);
    net.push(['M', at(x, v)], ['L', at(x + fine.range(2, 4), v + fine.range(-2, 2))]);
  }
  sk.path(net, { stroke: darken(paper, 0.15), width: 0.35 });
  sk.ellipse(at(-5, 0), 2.6, 1.6, 0, { fill: darken(paper, 0.25), opacity: 0.45 });
}
