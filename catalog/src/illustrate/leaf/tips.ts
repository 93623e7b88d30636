import { pt } from '../geometry.ts';
import { corner, type Node, soft } from '../sketch.ts';
import type { LeafBase, LeafTip } from './plan.ts';

const LENGTH = 100;

/** The outline squeezed along the midrib to `share` of its length, to leave room for a drawn-out point. */
const squeeze = (nodes: Node[], share: number): Node[] => nodes.map((n) => ({ ...n, p: pt(n.p.x * share, n.p.y) }));

/**
 * Half an outline (stalk to tip) ending the way the record says. The shape words give the blade's
 * body; the tip word decides its last few points, so a Judas tree ends round and notched while a
 * cherry of the same oval body ends in a long point.
 */
export function shapeTip(nodes: Node[], tip: LeafTip, half: number): Node[] {
  const blunt = tip === 'obtuse' || tip === 'rounded' || tip === 'emarginate' || tip === 'truncate';
  const body = blunt ? fatten(nodes.slice(0, -1)) : nodes.slice(0, -1);
  const end = pt(LENGTH, 0);
  switch (tip) {
    case 'acuminate':
      return [...squeeze(body, 0.8), soft(pt(86, half * 0.16)), soft(pt(94, half * 0.06)), corner(end)];
    case 'cuspidate':
      return [...squeeze(body, 0.9), soft(pt(93, half * 0.14)), corner(end)];
    case 'acute':
      return [...body, corner(end)];
    case 'obtuse':
      return [...squeeze(body, 0.95), soft(end)];
    case 'rounded':
      return [...squeeze(body, 0.93), soft(pt(98, half * 0.22)), soft(end)];
    case 'emarginate':
      return [...squeeze(body, 0.93), soft(pt(98.5, half * 0.2)), corner(pt(96.5, 0))];
    case 'truncate':
      return [...squeeze(body, 0.92), soft(pt(99, half * 0.5)), soft(pt(100, half * 0.2)), corner(end)];
    case 'spine-tipped':
      return [...squeeze(body, 0.94), corner(pt(97, half * 0.1)), corner(pt(106, 0))];
  }
}

/** A blunt end keeps its width further out: the outer third of the blade is filled out. */
function fatten(body: Node[]): Node[] {
  const shoulder = body.filter((n) => n.p.x <= 62).reduce((w, n) => Math.max(w, n.p.y), 0);
  return body.map((n) => {
    if (n.p.x <= 60) return n;
    const reach = Math.min(1, (n.p.x - 60) / 40);
    const round = shoulder * Math.sqrt(Math.max(0, 1 - reach ** 2)) * 0.92;
    return { ...n, p: pt(n.p.x, Math.max(n.p.y, n.p.y + (round - n.p.y) * 0.6)) };
  });
}

/** The base end of half an outline, as the record's base word has it; oblique bases are drawn by the blade. */
export function shapeBase(nodes: Node[], base: LeafBase | undefined, half: number): Node[] {
  const [stalk, ...rest] = nodes;
  if (!stalk) return nodes;
  // The cordate outline's own deep notch; a round blade's slight dip below its stalk is not one.
  const alreadyCordate = rest.some((n) => n.p.x < -5);
  switch (base) {
    case 'cuneate':
      return [
        stalk,
        ...rest.map((n) => (n.p.x < 35 ? soft(pt(Math.max(n.p.x, 3), n.p.y * Math.max(0.3, n.p.x / 35))) : n)),
      ];
    case 'cordate':
      if (alreadyCordate) return nodes;
      return [stalk, soft(pt(-6, half * 0.32)), soft(pt(-3, half * 0.66)), ...rest.filter((n) => n.p.x > 8)];
    case 'truncate':
      return [stalk, soft(pt(1, half * 0.62)), ...rest.filter((n) => n.p.x > 9)];
    default:
      return nodes;
  }
}

/** The longer side of an oblique base (elms, common lime): it starts lower, curving back past the stalk. */
export function longerSide(nodes: Node[], half: number): Node[] {
  const [stalk, ...rest] = nodes;
  if (!stalk) return nodes;
  return [stalk, soft(pt(-9, half * 0.38)), soft(pt(-4, half * 0.74)), ...rest.filter((n) => n.p.x > 12)];
}
