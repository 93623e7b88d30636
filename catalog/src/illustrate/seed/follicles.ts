import { darken, lighten, nudge } from '../colour.ts';
import { add, type Pt, polar, pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { corner, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { fruit, fruitColour, type Scene, stalk, twig } from './parts.ts';

/** Follicle clusters are drawn in millimetres. */
const MM = 10;
/** The bright coat of a magnolia seed. */
const SEED_COAT = '#d8311f';

/**
 * A cylindrical capsule: a magnolia's knobbly, cone-like cluster of small seed cases (follicles)
 * on a stout stalk, lopsided where some cases never swelled; a few have split along their backs to
 * show the red-coated seeds, one of them dangling on its thread.
 */
export function drawFollicles(sk: Sketch, scene: Scene): number {
  const { plan, rng } = scene;
  const length = (plan.sizes[0] ?? 6) * MM;
  const width = length * rng.range(0.3, 0.36);
  const angle = plan.posture === 'erect' ? -60 : plan.posture === 'hanging' ? 95 : rng.range(35, 55);
  twig(sk, pt(-length * 0.7, -24), pt(length * 0.45, -27), 6);
  const base = add(pt(0, -24), polar(Math.max(6, plan.stalkCm * MM), angle));
  stalk(sk, pt(0, -24), base, rng.range(-3, 3), 3.2);
  // A gentle bend makes the cluster lopsided, as most are.
  const bend = rng.range(0.08, 0.16) * (rng.chance(0.5) ? 1 : -1);
  const at = (x: number, y: number): Pt =>
    add(base, add(polar(x * length, angle), polar((y + bend * 4 * x * (1 - x)) * width, angle + 90)));
  const skin = fruitColour(plan, 0, rng);
  const edge = darken(skin, 0.45);
  // The core the seed cases sit on, showing between them.
  sk.shape(
    [
      corner(at(0, 0)),
      soft(at(0.15, 0.45)),
      soft(at(0.6, 0.5)),
      soft(at(0.97, 0.25)),
      soft(at(1, 0)),
      soft(at(0.97, -0.25)),
      soft(at(0.6, -0.5)),
      soft(at(0.15, -0.45)),
    ],
    { fill: darken(skin, 0.3), stroke: edge, width: 0.9 },
  );
  const rows = Math.max(6, Math.round(length / (width * 0.3)));
  const beaks: Seg[] = [];
  const split: { c: Pt; r: number }[] = [];
  const ripe: { c: Pt; r: number }[] = [];
  for (let i = 0; i < rows; i++) {
    const x = 0.1 + (0.84 * (i + 0.5)) / rows;
    const across = i % 2 === 0 ? [-0.3, 0, 0.3] : [-0.16, 0.16];
    for (const y of across) {
      // Cases at the ends and along one side often stay small and never ripen.
      const stunted = rng.chance(y * bend > 0 ? 0.35 : 0.12) || x > 0.88;
      const r = width * (stunted ? rng.range(0.09, 0.12) : rng.range(0.15, 0.19));
      const c = at(x, y * (1 - 0.5 * Math.abs(2 * x - 1)));
      const fill = stunted ? darken(skin, 0.25) : nudge(skin, rng, 0.04);
      sk.ellipse(c, r, r * 0.82, angle, { fill, stroke: edge, width: 0.7 });
      if (!stunted) {
        sk.ellipse(add(c, pt(-r * 0.3, -r * 0.3)), r * 0.3, r * 0.18, angle - 30, {
          fill: lighten(fill, 0.55),
          opacity: 0.5,
        });
        const tip = add(c, polar(r * 0.9, angle + (y < 0 ? -120 : 120)));
        beaks.push(['M', tip], ['L', add(tip, polar(r * 0.45, angle + (y < 0 ? -150 : 150)))]);
        ripe.push({ c, r });
        if (split.length < 4 && rng.chance(0.22)) split.push({ c, r });
      }
    }
  }
  sk.path(beaks, { stroke: edge, width: 0.9 });
  if (split.length === 0) split.push({ c: at(0.5, 0.15), r: width * 0.17 });
  for (const [k, { c, r }] of split.entries()) opened(sk, c, r, angle, edge, k === 0, rng);
  if (scene.fine) closeUp(sk, ripe, angle, skin, scene.fine);
  return MM;
}

/** A seed case split open along its back, the red seed in the slit; the first one's seed hangs out on a thread. */
function opened(sk: Sketch, c: Pt, r: number, angle: number, edge: string, dangling: boolean, rng: Rng): void {
  const coat = nudge(SEED_COAT, rng, 0.05);
  sk.ellipse(c, r * 0.62, r * 0.34, angle + 90, { fill: darken(edge, 0.3), stroke: edge, width: 0.6 });
  if (!dangling) {
    fruit(sk, c, r * 0.5, r * 0.3, angle + 90, coat);
    return;
  }
  const end = add(c, pt(rng.range(-2, 2), r * 2.6));
  sk.quad(c, add(c, pt(r * 0.4, r * 1.3)), end, { stroke: '#efe8d8', width: 0.6 });
  fruit(sk, add(end, pt(0, r * 0.45)), r * 0.5, r * 0.42, 90, coat);
}

/** Up close: the seam along each seed case's back where it will split, and the fine pale dots on its skin. */
function closeUp(sk: Sketch, cases: { c: Pt; r: number }[], angle: number, skin: string, fine: Rng): void {
  const seams: Seg[] = [];
  const dots: Seg[] = [];
  for (const { c, r } of cases) {
    const half = polar(r * 0.55, angle + 90 + fine.range(-10, 10));
    seams.push(['M', pt(c.x - half.x, c.y - half.y)], ['Q', add(c, polar(r * 0.15, angle)), add(c, half)]);
    for (let k = 0; k < 3; k++) {
      const p = add(c, polar(fine.range(0, r * 0.7), fine.range(0, 360)));
      dots.push(['M', p], ['L', add(p, pt(0.1, 0))]);
    }
  }
  sk.path(seams, { stroke: darken(skin, 0.5), width: 0.5 });
  sk.path(dots, { stroke: lighten(skin, 0.6), width: 0.9 });
}
