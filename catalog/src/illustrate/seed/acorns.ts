import { darken, lighten, nudge } from '../colour.ts';
import { add, type Place, type Pt, place, polar, pt } from '../geometry.ts';
import { mentions } from '../hints.ts';
import type { Rng } from '../random.ts';
import { corner, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { paint, type Scene, stalk, twig } from './parts.ts';

/** An acorn pointing along where.angle from the middle of its cup. */
function acorn(
  sk: Sketch,
  where: Place,
  cupDepth: number,
  shaggy: boolean,
  squat: boolean,
  fill: string,
  rng: Rng,
  fine?: Rng,
): void {
  const at = (x: number, y: number): Pt => place(pt(x, y), where);
  const w = squat ? 14 : 10.5;
  const nut = fill;
  const body = [
    soft(at(0, -w)),
    soft(at(12, -w * 1.02)),
    soft(at(26, -w * 0.7)),
    corner(at(36, 0)),
    soft(at(26, w * 0.7)),
    soft(at(12, w * 1.02)),
    soft(at(0, w)),
  ];
  sk.shape(body, { fill: nut, stroke: darken(nut, 0.45), width: 0.9 });
  sk.shape(
    [soft(at(8, -w * 0.5)), soft(at(22, -w * 0.45)), soft(at(30, -w * 0.2))],
    { stroke: lighten(nut, 0.5), width: 1.6, opacity: 0.6 },
    false,
  );
  sk.shape([soft(at(31, -w * 0.3)), corner(at(36, 0)), soft(at(31, w * 0.3)), soft(at(30, 0))], {
    fill: darken(nut, 0.35),
  });
  const depth = 36 * cupDepth;
  const cupColour = nudge('#8c7650', rng, 0.08);
  const cup = [
    soft(at(-6, 0)),
    soft(at(-3, -w * 1.1)),
    soft(at(depth * 0.6, -w * 1.18)),
    corner(at(depth, -w * 1.08)),
    soft(at(depth - 1.5, 0)),
    corner(at(depth, w * 1.08)),
    soft(at(depth * 0.6, w * 1.18)),
    soft(at(-3, w * 1.1)),
  ];
  sk.shape(cup, { fill: cupColour, stroke: darken(cupColour, 0.45), width: 0.9 });
  const marks: Seg[] = [];
  for (let x = -1; x < depth - 1; x += 3.2) {
    for (let y = -w; y <= w; y += 3.6) {
      const p = at(x, y + (Math.round(x) % 2) * 1.8);
      marks.push(['M', p], ['L', add(p, polar(2.2, where.angle + 150))]);
    }
  }
  sk.path(marks, { stroke: darken(cupColour, 0.4), width: 0.8 });
  if (shaggy) {
    const curls: Seg[] = [];
    for (let y = -w * 1.1; y <= w * 1.1; y += 3) {
      const p = at(depth - 1, y);
      curls.push(['M', p], ['Q', at(depth + 4, y * 1.25), at(depth + 2, y * 1.4)]);
    }
    sk.path(curls, { stroke: darken(cupColour, 0.2), width: 1.3 });
  }
  if (fine) closeUp(sk, at, w, depth, cupColour, nut, fine);
}

/**
 * An acorn up close: the cup's scales one by one, overlapping in rows with their tips towards the
 * rim, the faint lines running down the nut, and the little hairy point left by the style.
 */
function closeUp(
  sk: Sketch,
  at: (x: number, y: number) => Pt,
  w: number,
  depth: number,
  cup: string,
  nut: string,
  fine: Rng,
): void {
  const scales: Seg[] = [];
  for (let x = 0.5; x < depth - 0.5; x += 2.6)
    for (let y = -w * 1.05; y <= w * 1.05; y += 2.8) {
      const v = y + (Math.round(x / 2.6) % 2) * 1.4 + fine.range(-0.3, 0.3);
      scales.push(['M', at(x, v - 1.3)], ['Q', at(x + 2.6, v), at(x, v + 1.3)]);
    }
  sk.path(scales, { stroke: lighten(cup, 0.3), width: 0.4 });
  const lines: Seg[] = [];
  for (const y of [-0.55, -0.2, 0.2, 0.55])
    lines.push(['M', at(depth + 1, y * w)], ['Q', at(22, y * w * 1.05), at(33, y * w * 0.25)]);
  sk.path(lines, { stroke: darken(nut, 0.2), width: 0.35, opacity: 0.7 });
  const tuft: Seg[] = [];
  for (let k = 0; k < 7; k++) tuft.push(['M', at(35.5, 0)], ['L', at(38 + fine.range(0, 1.2), fine.range(-1.6, 1.6))]);
  sk.path(tuft, { stroke: lighten(nut, 0.45), width: 0.35 });
}

/** Acorns are drawn 36 units long, whatever their size; the twig and stalks are to that scale. */
const ACORN = 36;

/** Oaks: acorns as many together as the record says, on a stalk as long as it says, in shallow, deep or shaggy cups. */
export function drawAcorns(sk: Sketch, scene: Scene): number {
  const { plan, rng } = scene;
  const text = plan.text;
  const typical = plan.sizes[0] ?? 2;
  const u = ACORN / typical;
  const cupDepth = mentions(text, 'shallow', 'saucer') ? 0.26 : mentions(text, 'deep', 'half enclosed') ? 0.52 : 0.38;
  const shaggy = plan.surface === 'bristly' || plan.surface === 'shaggy';
  const squat = plan.shape === 'globose';
  twig(sk, pt(-2.2 * u, 0), pt(2.2 * u, 4), 0.45 * u);
  const count = Math.min(plan.sizes.length, 5);
  const hang = plan.stalkCm * u;
  const end = pt(rng.range(-0.2, 0.2) * u, Math.max(3, hang));
  if (plan.stalk !== 'none') stalk(sk, pt(0, 2), end, rng.range(-8, 8), 2.2);
  for (let i = 0; i < count; i++) {
    const angle = 90 + (i - (count - 1) / 2) * rng.range(52, 66);
    const k = (plan.sizes[i] ?? typical) / typical;
    const cup = add(end, polar(plan.stalk === 'none' ? 12 : 16, angle));
    stalk(sk, end, cup, 0, 2.2);
    acorn(
      sk,
      { at: add(cup, polar(4, angle)), angle, k },
      cupDepth,
      shaggy,
      squat,
      paint(plan.colour, rng),
      rng,
      scene.fine,
    );
  }
  return u;
}
