import { type Pt, pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Sketch } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { BOX, band } from './box.ts';
import { crackColour, shade } from './paint.ts';
import type { BarkPlan, CellPattern } from './plan.ts';

/** One piece of bark between cracks: its outline, and the edge that faces the light. */
type Cell = { outline: Pt[]; litEdge: Pt[]; shadedEdge: Pt[] };

// Whole pixels are plenty for bark and keep the documents small.
const snap = (p: Pt): Pt => pt(Math.round(p.x), Math.round(p.y));

/**
 * A block (plate, square, cork cell): a rectangle with its corners cut, a little out of true. A small
 * one is a plain four-sided plate: its cut corners would be under a pixel.
 */
function block(c: Pt, hw: number, hh: number, rng: Rng): Cell {
  if (Math.min(hw, hh) < 7) {
    const j = () => rng.range(-1, 1) * Math.min(hw, hh) * 0.25;
    const outline = [
      pt(c.x - hw + j(), c.y - hh + j()),
      pt(c.x + hw + j(), c.y - hh + j()),
      pt(c.x + hw + j(), c.y + hh + j()),
      pt(c.x - hw + j(), c.y + hh + j()),
    ];
    return { outline, litEdge: [outline[3], outline[0], outline[1]] as Pt[], shadedEdge: outline.slice(1) };
  }
  const cut = Math.min(hw, hh) * rng.range(0.25, 0.45);
  const j = () => rng.range(-1, 1) * Math.min(hw, hh) * 0.3;
  const outline = [
    pt(c.x - hw + cut, c.y - hh + j()),
    pt(c.x + hw - cut, c.y - hh + j()),
    pt(c.x + hw + j(), c.y - hh + cut),
    pt(c.x + hw + j(), c.y + hh - cut),
    pt(c.x + hw - cut, c.y + hh + j()),
    pt(c.x - hw + cut, c.y + hh + j()),
    pt(c.x - hw + j(), c.y + hh - cut),
    pt(c.x - hw + j(), c.y - hh + cut),
  ];
  return { outline, litEdge: [outline[7], outline[0], outline[1]] as Pt[], shadedEdge: outline.slice(2, 5) };
}

/** A lozenge: pointed above and below, widest at the middle, so staggered ones leave a mesh of cracks. */
function lozenge(c: Pt, hw: number, hh: number, rng: Rng): Cell {
  const j = () => rng.range(-1, 1) * hw * 0.15;
  const top = pt(c.x + j(), c.y - hh);
  const bottom = pt(c.x + j(), c.y + hh);
  const right = [
    pt(c.x + hw * 0.55 + j(), c.y - hh * 0.45),
    pt(c.x + hw + j(), c.y),
    pt(c.x + hw * 0.55 + j(), c.y + hh * 0.5),
  ];
  const left = [
    pt(c.x - hw * 0.55 + j(), c.y + hh * 0.45),
    pt(c.x - hw + j(), c.y),
    pt(c.x - hw * 0.55 + j(), c.y - hh * 0.5),
  ];
  const outline = [top, ...right, bottom, ...left];
  return { outline, litEdge: [bottom, ...left, top], shadedEdge: [top, ...right, bottom] };
}

/** A long ridge with wavy sides and blunt ends. */
function ridge(c: Pt, hw: number, hh: number, rng: Rng): Cell {
  const steps = Math.max(2, Math.round((hh * 2) / 16));
  const right: Pt[] = [];
  const left: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const y = c.y - hh + (2 * hh * i) / steps;
    const end = i === 0 || i === steps ? 0.55 : 1;
    const sway = rng.range(-0.15, 0.15) * hw;
    right.push(pt(c.x + sway + hw * end * rng.range(0.85, 1.1), y));
    left.push(pt(c.x + sway - hw * end * rng.range(0.85, 1.1), y));
  }
  return { outline: [...right, ...left.reverse()], litEdge: left, shadedEdge: right };
}

const SHAPES = { block, lozenge, ridge } as const;

/** The longest a cell is laid out, px: about two fifths of the swatch's height. */
const LONGEST = 90;

/** The cells covering the swatch, column by column, before any slant. */
function layOut(pattern: CellPattern, rng: Rng): Cell[] {
  const { pitch, length, gap, stagger, wander, shape } = pattern;
  const cells: Cell[] = [];
  // A slanted pattern is laid out wider, so the shear still covers the swatch's corners.
  const spare = Math.abs(Math.tan((pattern.slant * Math.PI) / 180)) * (BOX.y1 - BOX.y0) * 0.5 + pitch;
  // Lozenges overlap their neighbours' columns by half, so the cracks between them close into a mesh.
  const across = shape === 'lozenge' ? 2 : 1;
  let column = 0;
  for (let x = BOX.x0 - spare; x < BOX.x1 + spare; x += pitch, column++) {
    let y = BOX.y0 - length * (1 + ((column * stagger) % 1)) + rng.range(-wander, wander) * length;
    while (y < BOX.y1 + length) {
      // No cell longer than the swatch can show whole: one cut by its top or foot would be squashed.
      const len = Math.min(LONGEST, length * rng.range(1 - wander, 1 + wander));
      const centre = pt(x + rng.range(-wander, wander) * pitch * 0.5, y + len / 2);
      const hw = (pitch * across * (1 - gap)) / 2;
      const hh = (len * (1 - gap * (shape === 'ridge' ? 0.25 : 0.5))) / 2;
      cells.push(SHAPES[shape](centre, hw, hh, rng));
      y += len;
    }
  }
  return cells;
}

/** The shear that turns upright ridges into ridges spiralling round the trunk. */
const slanted = (slant: number) => {
  const t = Math.tan((slant * Math.PI) / 180);
  const cy = (BOX.y0 + BOX.y1) / 2;
  return (p: Pt) => snap(pt(p.x + (p.y - cy) * t, p.y));
};

const closedPath = (points: Pt[]): Seg[] => {
  const [first, ...rest] = points;
  return first ? [['M', first], ...rest.map((p): Seg => ['L', p]), ['Z']] : [];
};
const openPath = (points: Pt[]): Seg[] => {
  const [first, ...rest] = points;
  return first ? [['M', first], ...rest.map((p): Seg => ['L', p])] : [];
};

/**
 * Cracks and the bark between them: cells on the dark of the cracks, each lit on one side and
 * shaded on the other, the more the deeper the bark. Only cells below `from` are drawn.
 */
export function drawCells(sk: Sketch, plan: BarkPlan, pattern: CellPattern, rng: Rng, from: number = BOX.y0): void {
  const move = slanted(pattern.slant);
  const below = (cell: Cell) => cell.outline.reduce((sum, p) => sum + p.y, 0) >= from * cell.outline.length;
  const cells = layOut(pattern, rng)
    .filter(below)
    .map((cell) => ({
      outline: cell.outline.map(move),
      litEdge: cell.litEdge.map(move),
      shadedEdge: cell.shadedEdge.map(move),
    }));
  const { paint, depth } = plan;
  const style = STYLE[plan.ground] ?? 'ridged';
  sk.poly(band(from, BOX.y1), { fill: crackColour(paint, depth) }, true);
  // Three tones of bark, each one path, so neighbouring cells differ without a colour each.
  const tones: Seg[][] = [[], [], []];
  const outline = style === 'corky' ? roundedPath : closedPath;
  for (const cell of cells) tones[rng.int(0, 2)]?.push(...outline(cell.outline));
  const spread = pattern.flatTop ? 0.03 : style === 'cracked' ? 0.05 : 0.07;
  tones.forEach((segs, i) => {
    // A fissured bark's skin is cut by its cracks: each piece outlined dark, the cut crisp.
    const cut = style === 'cracked' ? { stroke: paint.crack, width: 0.7 + depth * 1.5 } : {};
    sk.path(segs, { fill: shade(paint.base, (i - 1) * spread), ...cut });
  });
  if (style === 'plated') faces(sk, plan, cells);
  if (style === 'corky') pits(sk, plan, cells, rng);
  const lit: Seg[] = [];
  const shaded: Seg[] = [];
  for (const cell of cells) {
    lit.push(...openPath(cell.litEdge));
    shaded.push(...openPath(cell.shadedEdge));
  }
  const litWidth = style === 'cracked' ? 0.6 : 0.8 + depth * 1.2;
  sk.path(lit, { stroke: paint.light, width: litWidth, opacity: 0.55 + depth * 0.3 });
  if (depth > 0.3 && style !== 'cracked') sk.path(shaded, { stroke: paint.crack, width: depth * 2.2, opacity: 0.5 });
}

/**
 * How each texture word draws its cells: fissured bark a skin cut by narrow cracks; furrowed and
 * fibrous bark ridges standing over dark furrows; plated and plate-flaking scaly bark thick plates
 * with a flat face; cork rounded, pitted blocks.
 */
const STYLE: Partial<Record<BarkPlan['ground'], 'cracked' | 'ridged' | 'plated' | 'corky'>> = {
  fissured: 'cracked',
  furrowed: 'ridged',
  fibrous: 'ridged',
  plated: 'plated',
  scaly: 'plated',
  corky: 'corky',
};

/** A cell's outline with its corners rounded off, as cork's soft blocks are. */
const roundedPath = (points: Pt[]): Seg[] => {
  const mid = (a: Pt, b: Pt) => pt(Math.round((a.x + b.x) / 2), Math.round((a.y + b.y) / 2));
  const n = points.length;
  const first = mid(points[n - 1] as Pt, points[0] as Pt);
  const segs: Seg[] = [['M', first]];
  for (let i = 0; i < n; i++) segs.push(['Q', points[i] as Pt, mid(points[i] as Pt, points[(i + 1) % n] as Pt)]);
  segs.push(['Z']);
  return segs;
};

/** A plate's flat face, set in from its edges, paler where the light falls on it. */
function faces(sk: Sketch, plan: BarkPlan, cells: Cell[]): void {
  const segs: Seg[] = [];
  for (const cell of cells) {
    // A plate too small to show a face of its own is left plain.
    const xs = cell.outline.map((p) => p.x);
    if (Math.max(...xs) - Math.min(...xs) < 16) continue;
    const c = cell.outline.reduce(
      (sum, p) => pt(sum.x + p.x / cell.outline.length, sum.y + p.y / cell.outline.length),
      pt(0, 0),
    );
    segs.push(...closedPath(cell.outline.map((p) => snap(pt(c.x + (p.x - c.x) * 0.62, c.y + (p.y - c.y) * 0.72)))));
  }
  sk.path(segs, {
    fill: shade(plan.paint.base, 0.1),
    stroke: shade(plan.paint.base, -0.18),
    width: 0.6,
    opacity: 0.75,
  });
}

/** Cork's pitted face: a few dark pits in each block. */
function pits(sk: Sketch, plan: BarkPlan, cells: Cell[], rng: Rng): void {
  const segs: Seg[] = [];
  for (const cell of cells) {
    const c = cell.outline[0] as Pt;
    const d = cell.outline[Math.floor(cell.outline.length / 2)] as Pt;
    for (let k = 0; k < 3; k++) {
      const t = rng.range(0.25, 0.75);
      const p = snap(pt(c.x + (d.x - c.x) * t + rng.range(-2, 2), c.y + (d.y - c.y) * t));
      segs.push(['M', p], ['L', pt(p.x + 1, p.y)]);
    }
  }
  sk.path(segs, { stroke: shade(plan.paint.base, -0.35), width: 1.6 });
}
