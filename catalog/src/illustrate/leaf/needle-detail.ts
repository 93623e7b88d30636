import { darken, lighten } from '../colour.ts';
import { add, type Pt, polar, quadAt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Sketch } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import type { LeafPaint } from './blade.ts';
import { drawHairs } from './detail.ts';
import type { LeafPlan } from './plan.ts';

/**
 * What a conifer's needles show only close up, read from the record: the green midrib between a
 * fir's two white bands, the groove down a banded needle's upper side, the lines of stomata on the
 * faces of spruce, pine and cedar needles, a juniper's stomatal band(s) on its upper face.
 */
export type NeedleClose = {
  /** The midrib (between the bands beneath, or the groove above). */
  midrib: string;
  /** Lines of stomata on every face, for needles without bands beneath; their count. */
  stomata: number;
  /** Stomatal bands on the upper face (junipers): one broad band or two. */
  faceBands: number;
  pale: string;
  /** A soft keeled needle (larch) shows its midrib. */
  keel: boolean;
  /** Hairs on the shoot, in their colour. */
  shootHairs: string | undefined;
};

export function needleClose(plan: LeafPlan, words: string, paint: LeafPaint, banded: boolean): NeedleClose {
  const soft = /\bsoft\b/.test(words) && !banded;
  const faceBands = /one broad white band/.test(words) ? 1 : /two pale bands of stomata/.test(words) ? 2 : 0;
  const hairy = /shoots are (covered|coated) in [a-z -]*hairs/.exec(words);
  return {
    midrib: darken(paint.fill, 0.22),
    stomata: banded || soft || faceBands > 0 ? (plan.bundle === 5 ? 2 : 0) : plan.bundle ? 2 : 1,
    faceBands,
    keel: soft,
    pale: lighten(paint.fill, faceBands > 0 ? 0.8 : 0.5),
    shootHairs: hairy ? (/orange|brown/.test(hairy[0]) ? '#b0703a' : '#c9bfa4') : undefined,
  };
}

/** A line along a needle, `off` of its width to one side, from near its base to near its tip. */
function along(base: Pt, ctrl: Pt, angle: number, length: number, shift: number): Seg[] {
  const side = polar(shift, angle + 90);
  return [
    ['M', add(add(base, polar(length * 0.1, angle)), side)],
    ['Q', add(ctrl, side), add(add(base, polar(length * 0.85, angle)), side)],
  ];
}

/** The close-up marks on one needle; `turned` needles show their underside's bands. */
export function drawNeedleClose(
  sk: Sketch,
  n: { at: Pt; angle: number; length: number; width: number },
  ctrl: Pt,
  close: NeedleClose,
  banded: boolean,
  turned: boolean,
): void {
  const line = (shift: number) => along(n.at, ctrl, n.angle, n.length, shift * n.width);
  if (close.faceBands > 0) {
    const shifts = close.faceBands === 1 ? [0] : [-0.2, 0.2];
    const width = n.width * (close.faceBands === 1 ? 0.42 : 0.22);
    sk.path(shifts.flatMap(line), { stroke: close.pale, width: Math.max(0.4, width) });
    if (close.faceBands === 2) sk.path(line(0), { stroke: close.midrib, width: 0.3 });
  } else if (banded || close.keel) {
    // Beneath, the green midrib between the two bands; above, the groove down the middle.
    sk.path(line(0), { stroke: close.midrib, width: turned ? 0.4 : 0.3, opacity: 0.8 });
  }
  if (close.stomata > 0 && !turned) {
    const shifts = close.stomata === 1 ? [0.12] : [-0.15, 0.15];
    sk.path(shifts.flatMap(line), { stroke: close.pale, width: 0.25, opacity: 0.75 });
  }
}

/** A pine's papery sheath seen close: its ringed, wrinkled layers and a frayed top edge. */
export function drawSheathClose(sk: Sketch, base: Pt, dir: number, colour: string): void {
  const rings: Seg[] = [];
  for (const [at, w] of [
    [2.2, 2],
    [4.2, 1.9],
    [6.2, 1.75],
  ] as const) {
    const c = add(base, polar(at, dir));
    rings.push(['M', add(c, polar(w, dir - 90))], ['Q', add(c, polar(0.9, dir)), add(c, polar(w, dir + 90))]);
  }
  const top = add(base, polar(8, dir));
  for (const s of [-1.2, 0, 1.2])
    rings.push(['M', add(top, polar(s, dir + 90))], ['L', add(top, polar(1.3, dir + s * 18))]);
  sk.path(rings, { stroke: darken(colour, 0.45), width: 0.35 });
}

/** The scales that wrap a resting bud, as arcs across it. */
export function drawBudScales(sk: Sketch, c: Pt, rx: number, angle: number, colour: string): void {
  const arcs: Seg[] = [];
  for (const f of [-0.35, 0.2]) {
    const at = add(c, polar(rx * f, angle));
    arcs.push(
      ['M', add(at, polar(rx * 0.45, angle - 90))],
      ['Q', add(at, polar(rx * 0.45, angle)), add(at, polar(rx * 0.45, angle + 90))],
    );
  }
  sk.path(arcs, { stroke: darken(colour, 0.45), width: 0.3 });
}

/** Fine hairs along both edges of a shoot (western hemlock's long hairs, arolla pine's woolly coat). */
export function drawShootHairs(
  sk: Sketch,
  shoot: { a: Pt; c: Pt; b: Pt },
  width: number,
  colour: string,
  rng: Rng,
): void {
  for (const side of [1, -1]) {
    const edge = Array.from({ length: 13 }, (_, i) => {
      const { p, angle } = quadAt(shoot.a, shoot.c, shoot.b, i / 12);
      return add(p, polar(width / 2, angle + side * 90));
    });
    drawHairs(sk, side > 0 ? edge : edge.reverse(), colour, 2.2, rng);
  }
}
