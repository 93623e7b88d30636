import { num, SIZE } from './svg.ts';

/** Strip a drawing with a scale bar keeps clear at its bottom (fit's `reserve`). */
export const SCALE_BAR_ROOM = 16;

/** Lengths a bar may show, in cm: the longest that fits is used. */
const LENGTHS = [0.2, 0.5, 1, 2, 5, 10, 20] as const;
const LONGEST_PX = 64;

/**
 * A small scale bar in the tile's bottom-right corner, as field guides print beside a drawing:
 * the longest round length that stays under 64 px, with its ticks and a label ("1 cm", "5 mm").
 * Written after the drawing, so it is never turned or recoloured with it.
 */
export function scaleBar(pxPerCm: number, ink = '#5b554b'): string {
  if (!(pxPerCm > 0)) return '';
  const cm = [...LENGTHS].reverse().find((length) => length * pxPerCm <= LONGEST_PX) ?? LENGTHS[0];
  const w = cm * pxPerCm;
  const x1 = SIZE - 10;
  const x0 = x1 - w;
  const y = SIZE - 8;
  const label = cm < 1 ? `${Math.round(cm * 10)} mm` : `${cm} cm`;
  return (
    `<g fill="none" stroke="${ink}" stroke-width="1.5"><path d="M${num(x0)} ${y - 3}V${y}H${num(x1)}V${y - 3}"/></g>` +
    `<text x="${num(x1)}" y="${y - 5}" text-anchor="end" font-family="system-ui,sans-serif" font-size="11" fill="${ink}">${label}</text>`
  );
}
