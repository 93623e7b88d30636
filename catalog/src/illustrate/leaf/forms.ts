import { add, type Pt, polar, pt } from '../geometry.ts';
import { corner, type Node, soft } from '../sketch.ts';
import type { BladeDesign, Half } from './outline.ts';

/**
 * One finger-like lobe from `origin` on the midrib along `angle`: its base-side edge out to the
 * tip, then its far edge back. Toothed lobes carry their few teeth near the tip only (hawthorn).
 */
function finger(origin: Pt, angle: number, length: number, width: number, teeth: number, depth: number) {
  // Narrow where it leaves the midrib, widening to a blunt, rounded end.
  const at = (t: number, side: number, extra = 0) => {
    const f = t < 0.72 ? 0.5 + 0.65 * t : 0.97 * Math.sqrt(Math.max(0, (1 - t) / 0.28));
    return add(add(origin, polar(length * t, angle)), polar((width * f + extra) * side, angle + 90));
  };
  const edge = (side: number): Node[] => {
    const nodes: Node[] = [soft(at(0.2, side)), soft(at(0.45, side))];
    if (teeth === 0) nodes.push(soft(at(0.75, side)), soft(at(0.92, side)));
    for (let k = 0; k < teeth; k++) {
      const t = 0.58 + (0.36 * k) / teeth;
      const step = 0.36 / teeth;
      nodes.push(corner(at(t, side, -depth * 0.25)), corner(at(t + step * 0.8, side, depth * 0.75)));
    }
    return side > 0 ? nodes : nodes.reverse();
  };
  const tip = add(origin, polar(length, angle));
  return { out: edge(1), tip, back: edge(-1) };
}

/** Hawthorn: a wedge-shaped base and a few deep, forward-pointing lobes with teeth only near their tips. */
export function cutHalf(d: BladeDesign): Half {
  const pairs = Math.max(1, Math.min(3, d.lobes));
  const teeth = d.margin === 'entire' ? 0 : d.margin === 'double-serrate' || d.margin === 'dentate' ? 3 : 2;
  const depth = Math.max(2.2, d.toothDepth * 1.1);
  const width = 12 * (1 + (d.irregular[0] ?? 0));
  const nodes: Node[] = [corner(pt(0, 0))];
  const lobeTips: Pt[] = [];
  const lobeVeins: [Pt, Pt, Pt][] = [];
  let last: Node | undefined;
  for (let j = 0; j < pairs; j++) {
    const origin = pt(6 + (j * 46) / pairs, 0);
    const angle = 64 - (j * 26) / Math.max(1, pairs - 1) + (d.irregular[j + 1] ?? 0) * 20;
    const length = (pairs === 1 ? 48 : 44 + 6 * Math.sin((Math.PI * j) / Math.max(1, pairs - 1))) * d.aspect * 1.45;
    const lobe = finger(origin, angle, length, width * (1 - j * 0.06), teeth, depth);
    if (last) {
      const next = lobe.out[0] as Node;
      nodes.push(soft(pt((last.p.x + next.p.x) / 2, Math.max(3.5, width * 0.45 * (1 - d.lobeDepth)))));
    }
    nodes.push(...lobe.out, corner(lobe.tip), ...lobe.back);
    last = lobe.back[lobe.back.length - 1];
    lobeTips.push(lobe.tip);
    lobeVeins.push([
      pt(origin.x + 1, 0),
      add(origin, polar(length * 0.45, angle)),
      add(origin, polar(length * 0.86, angle)),
    ]);
  }
  const end = finger(pt(50, 0), 0, 44, width * 1.25, teeth, depth);
  if (last) nodes.push(soft(pt((last.p.x + (end.out[0] as Node).p.x) / 2, 4)));
  nodes.push(...end.out, d.pointedLobes ? corner(end.tip) : soft(end.tip));
  return { nodes, lobeTips: [...lobeTips, end.tip], lobeVeins, marginFrom: 0, ownTeeth: true };
}

/** Tulip tree: two lobes a side and a broad tip that looks cut straight across, with a shallow notch. */
export function snippedHalf(d: BladeDesign): Half {
  const k = d.aspect;
  const at = (x: number, y: number) => pt(x, y * k);
  const lower = at(18, 54);
  const upper = at(88, 56);
  const nodes: Node[] = [
    corner(at(0, 0)),
    soft(at(-1, 12)),
    soft(at(2, 30)),
    soft(at(8, 46)),
    corner(lower),
    soft(at(26, 46)),
    soft(at(34, 36)),
    soft(at(44, 27)),
    soft(at(55, 30)),
    soft(at(68, 42)),
    soft(at(80, 50)),
    corner(upper),
    soft(at(93, 40)),
    soft(at(95, 20)),
    corner(at(100 - 70 * Math.max(0.06, d.notch), 0)),
  ];
  const lobeVeins: [Pt, Pt, Pt][] = [
    [at(2, 0), at(8, 24), at(lower.x - 2, lower.y / k - 5)],
    [at(34, 0), at(52, 22), at(upper.x - 4, upper.y / k - 5)],
  ];
  return { nodes, lobeTips: [lower, upper], lobeVeins, marginFrom: 0.04 };
}
