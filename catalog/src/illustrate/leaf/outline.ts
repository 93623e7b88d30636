import type { LEAF_LOBING, LEAF_MARGINS } from '../../traits.ts';
import { type Pt, polar, pt } from '../geometry.ts';
import { corner, type Node, soft } from '../sketch.ts';
import { cutHalf, snippedHalf } from './forms.ts';
import type { LeafBase, LeafTip } from './plan.ts';
import { type LeafShape, OUTLINES } from './shapes.ts';
import { longerSide, shapeBase, shapeTip } from './tips.ts';

export type LeafMargin = (typeof LEAF_MARGINS)[number];
type LeafLobing = (typeof LEAF_LOBING)[number];

/** Everything needed to draw one blade; the numbers come from the traits plus per-species variation. */
export type BladeDesign = {
  tip: LeafTip;
  base: LeafBase | undefined;
  /** Teeth along one side of a plain blade (0 for a smooth edge). */
  teeth: number;
  shape: LeafShape;
  margin: LeafMargin;
  lobing: LeafLobing;
  /** width / length of the blade (or its envelope). */
  aspect: number;
  /** Lobes per side (pinnate lobing) or in all (palmate lobing, odd). */
  lobes: number;
  /** How far the sinuses stay from the midrib or stalk, as a fraction of the lobe: 0 deep, 1 none. */
  lobeDepth: number;
  /** Pointed lobe tips (maple, red oak) rather than rounded ones (English oak, fig). */
  pointedLobes: boolean;
  /** Palmate lobing: angle between neighbouring lobes and the lobes' half-width. */
  lobeStep: number;
  lobeWidth: number;
  /** Forward lean of pinnate lobes. */
  lobeLean: number;
  /** Per-lobe size changes, so lobes are not all alike. */
  irregular: number[];
  /** Size of the small ear-like lobes at the base of an oak leaf (0 = none). */
  ears: number;
  /** Fan: half-angle of the fan and depth of the central notch. */
  fanAngle: number;
  notch: number;
  toothSpacing: number;
  toothDepth: number;
  /** Fine teeth, close set and small: each drawn as a plain saw-cut, which at their size looks the same. */
  fineTeeth: boolean;
  veins: number;
  veinAngle: number;
  /**
   * Each lobe or tooth ends in a fine bristle (red oak, Norway maple, sweet chestnut), drawn at
   * every size; a bristled oak's pointed lobes carry a side tooth or two, bristled too.
   */
  bristled: boolean;
  /** An outline of its own for a leaf the general builders cannot give: hawthorn's cut lobes, the tulip tree's snipped tip. */
  form: 'usual' | 'cut' | 'snipped';
};

/** Half an outline as nodes from the stalk to the tip; lobed halves also give their lobe tips and lobe veins. */
export type Half = {
  nodes: Node[];
  lobeTips: Pt[];
  lobeVeins?: [Pt, Pt, Pt][];
  marginFrom: number;
  /** The outline already carries its teeth, so the margin is not cut in again. */
  ownTeeth?: boolean;
  /** The other half, where the two differ (an oblique base); otherwise the mirror of `nodes`. */
  other?: Node[];
};

const LENGTH = 100;

function plainHalf(d: BladeDesign): Half {
  const half = (d.aspect * LENGTH) / 2;
  const nodes = OUTLINES[d.shape].pts.map(([x, y, sharp]) => ({ p: pt(x * LENGTH, y * half), sharp: sharp === 1 }));
  const shaped = shapeTip(shapeBase(nodes, d.base, half), d.tip, half);
  const other = d.base === 'oblique' ? shapeTip(longerSide(nodes, half), d.tip, half) : undefined;
  return { nodes: shaped, other, lobeTips: [], marginFrom: d.shape === 'linear' ? 0.05 : 0.12 };
}

/** Half-width of the shape's envelope at x, by straight interpolation between its points. */
function envelope(d: BladeDesign): (x: number) => number {
  const half = (d.aspect * LENGTH) / 2;
  const pts = OUTLINES[d.shape].pts.filter(([x]) => x >= 0).map(([x, y]) => pt(x * LENGTH, y * half));
  return (x) => {
    for (let i = 1; i < pts.length; i++) {
      const a = pts[i - 1] as Pt;
      const b = pts[i] as Pt;
      if (x <= b.x) return a.y + ((b.y - a.y) * (x - a.x)) / Math.max(1e-6, b.x - a.x);
    }
    return 0;
  };
}

/** Oak-like lobes along the midrib, within the shape's envelope: rounded fingers or pointed ones. */
function pinnateLobedHalf(d: BladeDesign): Half {
  const e = envelope(d);
  const from = 6;
  const step = (LENGTH - from) / (d.lobes + 0.9);
  const to = from + d.lobes * step;
  const sinus = (x: number) => Math.max(2, e(x) * d.lobeDepth);
  const nodes: Node[] = [corner(pt(0, 0))];
  if (d.ears > 0)
    nodes.push(soft(pt(-3.5 * d.ears, 2.5 * d.ears)), soft(pt(-2.5 * d.ears, 6 * d.ears)), soft(pt(1.5, 4 * d.ears)));
  nodes.push(soft(pt(from, sinus(from))));
  const lobeTips: Pt[] = [];
  const lobeVeins: [Pt, Pt, Pt][] = [];
  // Finger outline as (along the lobe's width from -1 to 1, up the lobe from 0 at the sinus to 1).
  const round: [number, number][] = [
    [-0.68, 0.22],
    [-0.78, 0.6],
    [-0.5, 0.93],
    [0, 1],
    [0.5, 0.93],
    [0.78, 0.6],
    [0.68, 0.22],
  ];
  const sharp: [number, number][] = [
    [-0.62, 0.28],
    [-0.46, 0.66],
    [0.15, 1],
    [0.42, 0.66],
    [0.6, 0.28],
  ];
  // A bristled oak's lobe: a side tooth each side below its point, each ending in a bristle (red oak).
  const toothed: [number, number, 1?][] = [
    [-0.52, 0.2],
    [-0.38, 0.5],
    [-0.56, 0.66, 1],
    [-0.22, 0.74],
    [0.1, 1, 1],
    [0.28, 0.74],
    [0.5, 0.78, 1],
    [0.3, 0.54],
    [0.5, 0.2],
  ];
  // Its side teeth would reach over the next sinus if the lobe leant as far forward as a plain one.
  const lean = d.pointedLobes && d.bristled ? Math.min(d.lobeLean, 0.12) : d.lobeLean;
  for (let i = 0; i < d.lobes; i++) {
    const xc = from + (i + 0.5) * step;
    const w = Math.max(e(xc), 6) * (1 + (d.irregular[i % d.irregular.length] ?? 0));
    const base = Math.min(sinus(xc - step / 2), sinus(xc + step / 2));
    const up = w - base;
    const at = ([across, along]: [number, number]) =>
      pt(xc + (across * step) / 2 + along * up * lean, base + along * up);
    const tipAt = at(d.pointedLobes ? [0.15, 1] : [0, 1]);
    const neck = at([0, 0]);
    lobeVeins.push([
      pt(Math.max(1, xc - base * 0.7), 0),
      neck,
      pt(neck.x + (tipAt.x - neck.x) * 0.85, neck.y + (tipAt.y - neck.y) * 0.85),
    ]);
    const finger: [number, number, 1?][] = d.pointedLobes ? (d.bristled ? toothed : sharp) : round;
    for (const q of finger) {
      const p = at([q[0], q[1]]);
      const point = q[1] === 1 || q[2] === 1;
      if (point) lobeTips.push(p);
      nodes.push(point && d.pointedLobes ? corner(p) : soft(p));
    }
    // Pointed lobes meet in V-shaped sinuses; corners there also keep teeth out of the sinus.
    const gap = pt(from + (i + 1) * step, sinus(from + (i + 1) * step));
    nodes.push(d.pointedLobes ? corner(gap) : soft(gap));
  }
  const tail = LENGTH - to;
  const wt = Math.max(e(to) * 0.8, 5);
  const endTooth = pt(to + 0.58 * tail, wt * 0.95);
  if (d.pointedLobes && d.bristled) {
    // The end lobe is toothed like the others: a bristled point each side below its tip.
    nodes.push(soft(pt(to + 0.3 * tail, wt * 0.7)), corner(endTooth), soft(pt(to + 0.72 * tail, wt * 0.35)));
    lobeTips.push(endTooth);
  } else nodes.push(soft(pt(to + 0.3 * tail, wt)), soft(pt(to + 0.75 * tail, wt * 0.7)));
  const tip = pt(LENGTH, 0);
  nodes.push(d.tip === 'rounded' || d.tip === 'obtuse' ? soft(tip) : corner(tip));
  return { nodes, lobeTips: [...lobeTips, tip], lobeVeins, marginFrom: 0.06 };
}

/** Maple- or plane-like lobes radiating from the top of the stalk. */
function palmateLobedHalf(d: BladeDesign): Half {
  const side = (d.lobes - 1) / 2;
  const r0 = LENGTH * 0.62;
  const length = (j: number) => r0 * Math.max(0.4, 1 - 0.19 * j ** 1.35);
  const nodes: Node[] = [corner(pt(0, 0))];
  const lobeTips: Pt[] = [];
  const tipNode = (p: Pt) => (d.pointedLobes ? corner(p) : soft(p));
  const half = d.lobeStep / 2;
  for (let j = side; j >= 0; j--) {
    const angle = j * d.lobeStep;
    const r = length(j);
    // Stations up the lobe: the shoulder just outside the notches, then towards the tip.
    const shoulder = Math.min(0.9, d.lobeDepth + 0.1);
    const mid = shoulder + (1 - shoulder) * 0.45;
    const near = shoulder + (1 - shoulder) * 0.82;
    const at = (along: number, turn: number) => polar(r * along, angle + turn);
    const shallow = d.lobeDepth > 0.6;
    const wide = shallow ? half * 0.92 : half * d.lobeWidth * (d.pointedLobes ? 2.1 : 2.6);
    const narrow = d.pointedLobes ? 0.36 : 0.62;
    nodes.push(soft(at(shoulder, wide)), soft(at(mid, wide * 0.8)), soft(at(near, wide * narrow)), tipNode(at(1, 0)));
    lobeTips.push(at(1, 0));
    if (j === 0) break;
    nodes.push(soft(at(near, -wide * narrow)), soft(at(mid, -wide * 0.8)), soft(at(shoulder, -wide)));
    const notch = polar(d.lobeDepth * Math.min(r, length(j - 1)), angle - half);
    nodes.push(d.lobeDepth < 0.5 ? corner(notch) : soft(notch));
  }
  return { nodes, lobeTips, marginFrom: 0.04 };
}

/** Ginkgo: straight sides spreading from the stalk to a broad, wavy, often notched top edge. */
function fanHalf(d: BladeDesign): Half {
  const a = d.fanAngle;
  const nodes: Node[] = [corner(pt(0, 0)), soft(polar(LENGTH * 0.5, a - 2)), soft(polar(LENGTH * 0.88, a))];
  for (let f = 0.82; f > 0.05; f -= 0.22) nodes.push(soft(polar(LENGTH * (1.02 - 0.04 * f), a * f)));
  if (d.notch > 0) nodes.push(soft(polar(LENGTH * 0.99, 3)), corner(pt(LENGTH * (1 - d.notch), 0)));
  else nodes.push(soft(pt(LENGTH, 0)));
  return { nodes, lobeTips: [], marginFrom: 0.4 };
}

/** Half an outline, from the stalk via the +y side to the tip. */
export function halfOutline(d: BladeDesign): Half {
  if (d.form === 'cut') return cutHalf(d);
  if (d.form === 'snipped') return snippedHalf(d);
  if (d.shape === 'fan') return fanHalf(d);
  if (d.lobing === 'palmate' || d.shape === 'palmate') return palmateLobedHalf(d);
  if (d.lobing === 'pinnate') return pinnateLobedHalf(d);
  return plainHalf(d);
}
