import type { Rng } from './random.ts';

/** Colours are #rrggbb strings; these helpers mix and shade them. */
const parse = (hex: string): number[] => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const hex = (rgb: number[]): string =>
  `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return hex(x.map((v, i) => v + ((y[i] ?? 0) - v) * t));
}

export const darken = (c: string, t: number): string => mix(c, '#000000', t);
export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);

export function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return hex([f(0), f(8), f(4)]);
}

/** A slightly lighter or darker shade, so two species with the same colour word still differ. */
export const nudge = (c: string, rng: Rng, amount = 0.1): string => {
  const t = rng.range(-amount, amount);
  return t < 0 ? darken(c, -t) : lighten(c, t);
};

export const PAPER = '#f7f3e8';
