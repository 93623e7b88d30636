import { angleOf, lerp, type Pt, pt, rayHit } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { BladeDesign, Half } from './outline.ts';

/** A vein as start, bend and end, in the blade's own coordinates. */
export type Vein = [Pt, Pt, Pt];

const straight = (a: Pt, b: Pt): Vein => [a, lerp(a, b, 0.5), b];
const flip = (p: Pt) => pt(p.x, -p.y);

/** Veins that curve forward from the midrib towards the edge, one set per side. */
function pinnate(d: BladeDesign, outline: Pt[], rng: Rng): Vein[] {
  const veins: Vein[] = [];
  const n = d.veins;
  for (const side of [1, -1]) {
    for (let j = 0; j < n; j++) {
      const start = pt((0.08 + (0.74 * j) / Math.max(1, n - 1) + rng.range(-0.015, 0.015)) * 100, 0);
      const hit = rayHit(start, side * (d.veinAngle + j * 2), outline);
      if (!hit) continue;
      const end = lerp(start, hit, 0.86);
      veins.push([start, pt(start.x + (end.x - start.x) * 0.3, start.y + (end.y - start.y) * 0.7), end]);
    }
  }
  return veins;
}

/** Main veins from the top of the stalk into each lobe, with a few side veins off each. */
function palmate(tips: Pt[], outline: Pt[], detail: boolean): Vein[] {
  const veins: Vein[] = [];
  const origin = pt(0, 0);
  const all = [...tips, ...tips.filter((t) => Math.abs(t.y) > 0.5).map(flip)];
  for (const tip of all) {
    veins.push(straight(origin, lerp(origin, tip, 0.93)));
    if (!detail) continue;
    const dir = angleOf(origin, tip);
    for (const f of [0.3, 0.55]) {
      const from = lerp(origin, tip, f);
      for (const turn of [-48, 48]) {
        const hit = rayHit(from, dir + turn, outline);
        if (hit) veins.push(straight(from, lerp(from, hit, 0.8)));
      }
    }
  }
  return veins;
}

/** Veins running from the midrib up the middle of each lobe (oaks), on both sides. */
const toLobes = (veins: Vein[]): Vein[] => [...veins, ...veins.map(([a, c, b]): Vein => [flip(a), flip(c), flip(b)])];

/** Ginkgo: fine veins fanning straight out from the stalk. */
function fan(d: BladeDesign, outline: Pt[]): Vein[] {
  const veins: Vein[] = [];
  const count = 17;
  for (let i = 0; i < count; i++) {
    const a = -d.fanAngle * 0.92 + (2 * d.fanAngle * 0.92 * i) / (count - 1);
    const hit = rayHit(pt(0.5, 0), a, outline);
    if (hit) veins.push(straight(pt(0, 0), lerp(pt(0, 0), hit, 0.95)));
  }
  return veins;
}

export function veinsOf(d: BladeDesign, outline: Pt[], half: Half, rng: Rng, detail: boolean): Vein[] {
  const tips = half.lobeTips;
  if (d.shape === 'fan') return fan(d, outline);
  if (d.shape === 'linear' || d.shape === 'needle') return [];
  if (d.form !== 'usual' || d.lobing === 'pinnate') return toLobes(half.lobeVeins ?? []);
  if (d.lobing === 'palmate' || d.shape === 'palmate') return palmate(tips, outline, detail);
  return pinnate(d, outline, rng);
}
