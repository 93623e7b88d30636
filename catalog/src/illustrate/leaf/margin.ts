import { add, lerp, type Pt, polar, pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { corner, curveThrough, type Node, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { type BladeDesign, type Half, halfOutline, type LeafMargin } from './outline.ts';

/**
 * One tooth of each margin as (u along the tooth, outward offset in tooth depths, corner?),
 * u running from the notch before it (0, implied) to the notch after it (1).
 */
const TEETH: Record<Exclude<LeafMargin, 'entire'>, [number, number, boolean][]> = {
  serrate: [
    [0.45, 0.38, false],
    [0.84, 1, true],
    [1, 0, true],
  ],
  'double-serrate': [
    [0.24, 0.38, true],
    [0.36, 0.2, true],
    [0.84, 1, true],
    [1, 0, true],
  ],
  dentate: [
    [0.34, 0.18, false],
    [0.52, 1, true],
    [0.7, 0.18, false],
    [1, 0, true],
  ],
  crenate: [
    [0.15, 0.6, false],
    [0.5, 1, false],
    [0.85, 0.6, false],
    [1, 0, true],
  ],
  spiny: [
    [0.3, -0.45, false],
    [0.62, -0.42, false],
    [0.86, 0.05, false],
    [0.98, 1, true],
    [1, 0.1, true],
  ],
  undulate: [
    [0.25, 1, false],
    [0.5, 0, false],
    [0.75, -1, false],
    [1, 0, false],
  ],
};

/** Fine teeth, too small for their curves to show: a saw-cut or a plain scallop, fewer points to write. */
const FINE_TEETH: Partial<Record<LeafMargin, [number, number, boolean][]>> = {
  serrate: [
    [0.8, 1, true],
    [1, 0, true],
  ],
  'double-serrate': [
    [0.8, 1, true],
    [1, 0, true],
  ],
  crenate: [
    [0.5, 1, false],
    [1, 0, true],
  ],
};

/**
 * The same teeth as the enlarged view shows them. A double-serrate tooth carries two more small
 * teeth up its long flank; a serrate one gets a steep, hooked front edge, so its point reads
 * crisply. Each keeps the card's main points, so the specimen is the same leaf, only closer.
 */
const CLOSE_TEETH: Partial<Record<LeafMargin, [number, number, boolean][]>> = {
  serrate: [
    [0.45, 0.38, false],
    [0.84, 1, true],
    [0.88, 0.5, true],
    [1, 0, true],
  ],
  'double-serrate': [
    [0.24, 0.38, true],
    [0.36, 0.2, true],
    [0.5, 0.52, true],
    [0.55, 0.42, true],
    [0.68, 0.8, true],
    [0.72, 0.7, true],
    [0.84, 1, true],
    [1, 0, true],
  ],
};

type Curve = { pts: Pt[]; s: number[]; normals: Pt[]; nodeS: number[] };

const mirror = (n: Node): Node => ({ p: pt(n.p.x, -n.p.y), sharp: n.sharp });

function bezier(seg: Seg, from: Pt, t: number): Pt {
  if (seg[0] !== 'C') return lerp(from, seg[seg.length - 1] as Pt, t);
  const [, c1, c2, b] = seg;
  const u = 1 - t;
  const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
  return pt(
    w[0] * from.x + w[1] * c1.x + w[2] * c2.x + w[3] * b.x,
    w[0] * from.y + w[1] * c1.y + w[2] * c2.y + w[3] * b.y,
  );
}

/** Samples the half outline densely, with the mirrored half as neighbours so the ends curve right. */
function sample(nodes: Node[]): Curve {
  const ghosts = [mirror(nodes[1] as Node), ...nodes, mirror(nodes[nodes.length - 2] as Node)];
  const segs = curveThrough(ghosts, false).slice(2, -1);
  const pts: Pt[] = [(nodes[0] as Node).p];
  const nodeIndex = [0];
  let from = (nodes[0] as Node).p;
  for (const seg of segs) {
    for (let i = 1; i <= 8; i++) pts.push(bezier(seg, from, i / 8));
    from = pts[pts.length - 1] as Pt;
    nodeIndex.push(pts.length - 1);
  }
  const s = [0];
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1] as Pt;
    const b = pts[i] as Pt;
    s.push((s[i - 1] as number) + Math.hypot(b.x - a.x, b.y - a.y));
  }
  const normals = pts.map((_, i) => {
    const a = pts[Math.max(0, i - 1)] as Pt;
    const b = pts[Math.min(pts.length - 1, i + 1)] as Pt;
    return polar(1, (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI + 90);
  });
  return { pts, s, normals, nodeS: nodeIndex.map((i) => s[i] as number) };
}

function at(curve: Curve, s: number): { p: Pt; n: Pt } {
  let lo = 0;
  let hi = curve.s.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((curve.s[mid] as number) <= s) lo = mid;
    else hi = mid;
  }
  const s0 = curve.s[lo] as number;
  const t = Math.min(1, Math.max(0, (s - s0) / Math.max(1e-9, (curve.s[hi] as number) - s0)));
  return {
    p: lerp(curve.pts[lo] as Pt, curve.pts[hi] as Pt, t),
    n: lerp(curve.normals[lo] as Pt, curve.normals[hi] as Pt, t),
  };
}

/** Where along a half outline the teeth run, as arc lengths from the stalk. */
function toothedStretch(half: Half, d: BladeDesign, curve: Curve): { from: number; to: number } {
  const total = curve.s[curve.s.length - 1] as number;
  return { from: half.marginFrom * total, to: total * (d.margin === 'undulate' ? 0.96 : 0.985) };
}

/** Length of the toothed stretch of one side, so a design can say how many teeth it carries. */
export function edgeLength(d: BladeDesign): number {
  const half = halfOutline(d);
  const { from, to } = toothedStretch(half, d, sample(half.nodes));
  return to - from;
}

/**
 * The half outline with its margin cut in: teeth between the corners, smooth elsewhere. Given
 * `tips`, each main tooth's point is added to it, for what sits on the points (glands, bristles);
 * `close` (the enlarged view) draws the teeth in their finer form. Neither changes a draw from `rng`.
 */
export function withMargin(
  half: Half,
  d: BladeDesign,
  rng: Rng,
  toothScale: number,
  nodes = half.nodes,
  tips?: Pt[],
  close = tips !== undefined,
): Node[] {
  if (d.margin === 'entire' || half.ownTeeth) return nodes;
  const tooth = (close && CLOSE_TEETH[d.margin]) || (d.fineTeeth && FINE_TEETH[d.margin]) || TEETH[d.margin];
  const curve = sample(nodes);
  const { from, to } = toothedStretch(half, d, curve);
  const anchors: { s: number; node?: Node }[] = [{ s: from }, { s: to }];
  nodes.forEach((node, i) => {
    if (node.sharp || i === 0 || i === nodes.length - 1) anchors.push({ s: curve.nodeS[i] as number, node });
  });
  anchors.sort((a, b) => a.s - b.s);
  // A plain blade carries the design's count of teeth; lobed ones space theirs by the design's spacing.
  const plain = half.lobeTips.length === 0 && d.teeth > 0;
  const spacing = plain
    ? (to - from) / Math.max(1, Math.round(d.teeth / toothScale))
    : d.toothSpacing * toothScale * rng.vary(1, 0.08);
  const depth = d.toothDepth * toothScale;
  const out: Node[] = [anchors[0]?.node ?? soft(at(curve, 0).p)];
  for (let i = 1; i < anchors.length; i++) {
    const a = anchors[i - 1]?.s ?? 0;
    const b = anchors[i] as { s: number; node?: Node };
    const length = b.s - a;
    if (length < 0.5) continue;
    const teeth = a >= from - 1e-6 && b.s <= to + 1e-6 ? Math.round(length / spacing) : 0;
    if (teeth >= 1) {
      const step = length / teeth;
      for (let k = 0; k < teeth; k++) {
        const jitter = depth * rng.vary(1, 0.15);
        for (const [u, f, sharp] of tooth) {
          if (k === teeth - 1 && u === 1) continue;
          const s = a + (k + u) * step;
          // Teeth shrink into corners (lobe tips, notches) so the two sides cannot cross.
          const size = jitter * Math.min(1, Math.max(0.2, Math.min(s - a, b.s - s) / (1.6 * spacing)));
          const { p, n } = at(curve, s);
          const q = add(p, pt(n.x * f * size, n.y * f * size));
          out.push(sharp ? corner(q) : soft(q));
          if (tips && f === 1) tips.push(q);
        }
      }
    } else {
      const pieces = Math.max(1, Math.floor(length / 6));
      for (let k = 1; k < pieces; k++) out.push(soft(at(curve, a + (k * length) / pieces).p));
    }
    out.push(b.node ?? soft(at(curve, b.s).p));
  }
  return out;
}
