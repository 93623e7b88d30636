import { add, type Pt, polar, scale, sub } from './geometry.ts';
import type { Item, Seg, Style } from './svg.ts';

/** A point of an outline; sharp ones become corners, the rest are joined by smooth curves. */
export type Node = { p: Pt; sharp?: boolean };
export const corner = (p: Pt): Node => ({ p, sharp: true });
export const soft = (p: Pt): Node => ({ p });

/** Catmull-Rom curves through the nodes, with a zero tangent (a corner) at sharp ones. */
export function curveThrough(nodes: Node[], closed: boolean): Seg[] {
  const n = nodes.length;
  const at = (i: number) => nodes[closed ? (i + n) % n : Math.max(0, Math.min(n - 1, i))] as Node;
  const segs: Seg[] = [['M', at(0).p]];
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const a = at(i);
    const b = at(i + 1);
    if (a.sharp && b.sharp) {
      segs.push(['L', b.p]);
      continue;
    }
    const c1 = a.sharp ? a.p : add(a.p, scale(sub(b.p, at(i - 1).p), 1 / 6));
    const c2 = b.sharp ? b.p : sub(b.p, scale(sub(at(i + 2).p, a.p), 1 / 6));
    segs.push(['C', c1, c2, b.p]);
  }
  if (closed) segs.push(['Z']);
  return segs;
}

/** Left and right edges of a band of varying width along a centreline. */
function bandEdges(centre: Pt[], widths: number[]): { left: Pt[]; right: Pt[] } {
  const left: Pt[] = [];
  const right: Pt[] = [];
  centre.forEach((c, i) => {
    const a = centre[Math.max(0, i - 1)] as Pt;
    const b = centre[Math.min(centre.length - 1, i + 1)] as Pt;
    const d = Math.atan2(b.y - a.y, b.x - a.x) * (180 / Math.PI);
    const half = (widths[i] ?? 0) / 2;
    left.push(add(c, polar(half, d - 90)));
    right.push(add(c, polar(half, d + 90)));
  });
  return { left, right };
}

/** Collects the shapes of one picture in drawing order. */
export class Sketch {
  items: Item[] = [];

  path(d: Seg[], style: Style): void {
    this.items.push({ kind: 'path', d, style });
  }

  shape(nodes: Node[], style: Style, closed = true): void {
    if (nodes.length > 1) this.path(curveThrough(nodes, closed), style);
  }

  poly(points: Pt[], style: Style, closed = false): void {
    const [first, ...rest] = points;
    if (!first) return;
    const d: Seg[] = [['M', first], ...rest.map((p): Seg => ['L', p])];
    if (closed) d.push(['Z']);
    this.path(d, style);
  }

  quad(a: Pt, c: Pt, b: Pt, style: Style): void {
    this.path(
      [
        ['M', a],
        ['Q', c, b],
      ],
      style,
    );
  }

  ellipse(c: Pt, rx: number, ry: number, angle: number, style: Style): void {
    this.items.push({ kind: 'ellipse', c, rx, ry, angle, style });
  }

  circle(c: Pt, r: number, style: Style): void {
    this.ellipse(c, r, r, 0, style);
  }

  /** A smooth band (stalk, twig, needle) whose width goes from w0 to w1 along the centreline. */
  band(centre: Pt[], w0: number, w1: number, style: Style): void {
    const last = centre.length - 1;
    const widths = centre.map((_, i) => w0 + ((w1 - w0) * i) / Math.max(1, last));
    const { left, right } = bandEdges(centre, widths);
    const tip: Node[] =
      w1 < 0.05 ? [corner(centre[last] as Pt)] : [corner(left[last] as Pt), corner(right[last] as Pt)];
    const nodes: Node[] = [corner(left[0] as Pt), ...left.slice(1, last).map(soft), ...tip];
    nodes.push(...right.slice(1, last).reverse().map(soft), corner(right[0] as Pt));
    this.shape(nodes, style);
  }

  /** A slim pointed shape from base to tip bowed through `ctrl`: needles, spines, thin leaves. */
  spike(base: Pt, ctrl: Pt, tip: Pt, width: number, style: Style): void {
    const d = Math.atan2(ctrl.y - base.y, ctrl.x - base.x) * (180 / Math.PI);
    const l = add(base, polar(width / 2, d - 90));
    const r = add(base, polar(width / 2, d + 90));
    this.path(
      [['M', l], ['Q', add(ctrl, polar(width / 2, d - 90)), tip], ['Q', add(ctrl, polar(width / 2, d + 90)), r], ['Z']],
      style,
    );
  }
}
