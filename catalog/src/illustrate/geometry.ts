/** Plain 2D points and the few operations the drawings need. Angles are in degrees. */
export type Pt = { x: number; y: number };

export const pt = (x: number, y: number): Pt => ({ x, y });
export const add = (a: Pt, b: Pt): Pt => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Pt, b: Pt): Pt => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (a: Pt, k: number): Pt => ({ x: a.x * k, y: a.y * k });
export const lerp = (a: Pt, b: Pt, t: number): Pt => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

const RAD = Math.PI / 180;
export const rad = (degrees: number): number => degrees * RAD;

/** The point at distance r from the origin in direction `degrees` (0 = +x, 90 = +y). */
export const polar = (r: number, degrees: number): Pt => ({
  x: r * Math.cos(degrees * RAD),
  y: r * Math.sin(degrees * RAD),
});

export const rotate = (p: Pt, degrees: number): Pt => {
  const c = Math.cos(degrees * RAD);
  const s = Math.sin(degrees * RAD);
  return { x: p.x * c - p.y * s, y: p.x * s + p.y * c };
};

/** Direction of b as seen from a, in degrees. */
export const angleOf = (a: Pt, b: Pt): number => Math.atan2(b.y - a.y, b.x - a.x) / RAD;

/** A rigid placement: rotate by `angle`, scale by `k`, then move to `at`. */
export type Place = { at: Pt; angle: number; k: number };
export const place = (p: Pt, { at, angle, k }: Place): Pt => add(at, scale(rotate(p, angle), k));

/** Point and tangent on a quadratic Bezier. */
export function quadAt(a: Pt, c: Pt, b: Pt, t: number): { p: Pt; angle: number } {
  const u = 1 - t;
  const p = { x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y };
  const d = { x: 2 * u * (c.x - a.x) + 2 * t * (b.x - c.x), y: 2 * u * (c.y - a.y) + 2 * t * (b.y - c.y) };
  return { p, angle: Math.atan2(d.y, d.x) / RAD };
}

/** Where the ray from `from` in direction `degrees` first crosses the closed polygon, if it does. */
export function rayHit(from: Pt, degrees: number, polygon: Pt[]): Pt | undefined {
  const d = polar(1, degrees);
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i] as Pt;
    const b = polygon[(i + 1) % polygon.length] as Pt;
    const e = sub(b, a);
    const den = d.x * e.y - d.y * e.x;
    if (Math.abs(den) < 1e-9) continue;
    const w = sub(a, from);
    const t = (w.x * e.y - w.y * e.x) / den;
    const u = (w.x * d.y - w.y * d.x) / den;
    if (t > 1e-6 && u >= 0 && u <= 1 && t < best) best = t;
  }
  return best < Number.POSITIVE_INFINITY ? add(from, scale(d, best)) : undefined;
}
