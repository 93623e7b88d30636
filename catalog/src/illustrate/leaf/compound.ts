import { type Pt, polar, pt, quadAt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Sketch } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { type BladeOptions, drawBlade, drawStalk, type LeafPaint } from './blade.ts';
import type { LeafTraits } from './design.ts';
import type { Fine } from './fine.ts';
import type { BladeDesign } from './outline.ts';
import { OUTLINES } from './shapes.ts';

const LEAFLET: BladeOptions = { toothScale: 2.2, detail: false, lines: [0.8, 1, 0.5] };
/** The end leaflet, or one near it, turns its edge over to show the underside. */
const TURNED: BladeOptions = { ...LEAFLET, flap: true };
type Looks = { plain: BladeOptions; turned: BladeOptions };

/** Leaflets are never lobed; odd shape words fall back to an elliptic leaflet. */
function leafletDesign(d: BladeDesign, rng: Rng): BladeDesign {
  const shape = ['palmate', 'fan', 'needle', 'scale'].includes(d.shape) ? 'elliptic' : d.shape;
  const [lo, hi] = OUTLINES[shape].aspect;
  return {
    ...d,
    shape,
    lobing: 'none',
    form: 'usual',
    aspect: rng.range(lo, hi),
    veins: Math.min(d.veins, rng.int(5, 7)),
  };
}

/** Leaflets in pairs along a rachis, with one at the tip when the count is odd: ash, rowan, walnut. */
function pinnate(sk: Sketch, leaf: LeafTraits, d: BladeDesign, paint: LeafPaint, rng: Rng, o: Looks): void {
  const pairs = Math.floor(leaf.leaflets / 2);
  const odd = leaf.leaflets % 2 === 1;
  const rachis = 100;
  const spacing = rachis / (pairs + (odd ? 0.55 : 0.25));
  const spread = rng.range(58, 74);
  const length = Math.min(48, (spacing * Math.sin((spread * Math.PI) / 180)) / (d.aspect * 0.95)) * rng.range(0.9, 1);
  const stalk = rng.range(14, 24);
  const bend = pt(rachis / 2, rng.range(-6, 6));
  drawStalk(sk, pt(-stalk, 0), pt(0, 0), 0.05, 2.4, paint.stalk);
  sk.quad(pt(0, 0), bend, pt(rachis, 0), { stroke: paint.stalk, width: 2 });
  for (let j = 0; j < pairs; j++) {
    const t = (j + 0.55) / (pairs + (odd ? 0.55 : 0.25));
    const { p, angle } = quadAt(pt(0, 0), bend, pt(rachis, 0), t);
    const size = length * (0.72 + 0.28 * Math.min(1, (j + 1) / Math.max(1, pairs * 0.6))) * rng.range(0.94, 1.04);
    for (const side of [1, -1]) {
      const turn = angle + side * (spread - j * 1.5);
      const base = { x: p.x + polar(2, turn).x, y: p.y + polar(2, turn).y };
      const turned = !odd && j === pairs - 1 && side === 1;
      drawBlade(
        sk,
        d,
        paint,
        rng.fork(`${j}${side}`),
        { at: base, angle: turn, k: size / 100 },
        turned ? o.turned : o.plain,
      );
    }
  }
  if (odd)
    drawBlade(sk, d, paint, rng.fork('end'), { at: pt(rachis + 1, 0), angle: 0, k: (length * 1.06) / 100 }, o.turned);
}

/** Pairs of pinnae along the rachis, each with pairs of small leaflets (honey locust); at most eight pairs. */
function bipinnate(sk: Sketch, leaf: LeafTraits, d: BladeDesign, paint: LeafPaint, rng: Rng, fine?: Fine): void {
  const pinnae = Math.min(8, Math.max(2, Math.floor(leaf.leaflets / 2)));
  const small = rng.int(5, 8);
  const size = Math.min(9, 60 / small);
  drawStalk(sk, pt(-20, 0), pt(0, 0), 0.05, 2.4, paint.stalk);
  sk.poly([pt(0, 0), pt(100, 0)], { stroke: paint.stalk, width: 1.8 });
  const style = { fill: paint.fill, stroke: paint.edge, width: 0.5 };
  // Close up, each small leaflet shows its midrib, drawn over them all at the end.
  const midribs: Seg[] = [];
  for (let j = 0; j < pinnae; j++) {
    const base = pt(8 + (92 * (j + 0.5)) / pinnae, 0);
    for (const side of [1, -1]) {
      const angle = side * rng.range(55, 68);
      const end = polar(48 - j * 2, angle);
      sk.poly([base, pt(base.x + end.x, base.y + end.y)], { stroke: paint.stalk, width: 1 });
      for (let i = 0; i < small; i++) {
        const t = (i + 0.7) / (small + 0.4);
        const at = pt(base.x + end.x * t, base.y + end.y * t);
        for (const s of [1, -1]) {
          const turn = angle + s * 70;
          const c = polar(size / 2, turn);
          sk.ellipse(pt(at.x + c.x, at.y + c.y), size / 2, (size * d.aspect) / 2, turn, style);
          if (fine) {
            const reach = polar(size * fine.rng.range(0.38, 0.44), turn);
            midribs.push(
              ['M', pt(at.x + c.x - reach.x, at.y + c.y - reach.y)],
              ['L', pt(at.x + c.x + reach.x, at.y + c.y + reach.y)],
            );
          }
        }
      }
    }
  }
  if (midribs.length > 0) sk.path(midribs, { stroke: paint.vein, width: 0.3 });
}

/** Leaflets spreading like fingers from the top of a long stalk: horse chestnut. */
function palmate(sk: Sketch, leaf: LeafTraits, d: BladeDesign, paint: LeafPaint, rng: Rng, o: Looks): void {
  const n = leaf.leaflets;
  // Slimmer than a single obovate leaf, so the fingers stand apart with gaps between them.
  d = { ...d, aspect: d.aspect * 0.72 };
  const spread = Math.min(228, 24 + 34 * (n - 1)) * rng.range(0.94, 1.02);
  const stalk = rng.range(55, 75);
  drawStalk(sk, pt(-stalk, 0), pt(0, 0), rng.range(-0.08, 0.08), 3, paint.stalk);
  for (let i = 0; i < n; i++) {
    const angle = -spread / 2 + (spread * i) / (n - 1);
    const size = 100 * (1 - 0.45 * (Math.abs(angle) / (spread / 2)) ** 1.6) * rng.range(0.95, 1.03);
    const at: Pt = polar(2.5, angle);
    drawBlade(sk, d, paint, rng.fork(`${i}`), { at, angle, k: size / 100 }, i === (n - 1) / 2 ? o.turned : o.plain);
  }
}

/** Three leaflets on a common stalk: laburnum. */
function trifoliate(sk: Sketch, d: BladeDesign, paint: LeafPaint, rng: Rng, o: Looks): void {
  const stalk = rng.range(35, 50);
  drawStalk(sk, pt(-stalk, 0), pt(6, 0), rng.range(-0.06, 0.06), 2.4, paint.stalk);
  const side = rng.range(48, 62);
  for (const angle of [-side, side])
    drawBlade(sk, d, paint, rng.fork(`${angle}`), { at: pt(0, 0), angle, k: 0.82 }, o.plain);
  drawBlade(sk, d, paint, rng.fork('end'), { at: pt(6, 0), angle: 0, k: 0.95 }, o.turned);
}

/** A compound leaf along +x from its stalk; leaflets take the species' shape and margin. */
export function drawCompoundLeaf(
  sk: Sketch,
  leaf: LeafTraits,
  d: BladeDesign,
  paint: LeafPaint,
  rng: Rng,
  fine?: Fine,
): void {
  // Close up, the vein network shows on the leaflets too.
  const o: Looks = { plain: { ...LEAFLET, fine }, turned: { ...TURNED, fine } };
  const leaflet = leafletDesign(d, rng.fork('leaflet'));
  if (leaf.compound === 'pinnate') pinnate(sk, leaf, leaflet, paint, rng, o);
  else if (leaf.compound === 'bipinnate') bipinnate(sk, leaf, leaflet, paint, rng, fine);
  else if (leaf.compound === 'palmate') palmate(sk, leaf, leaflet, paint, rng, o);
  else trifoliate(sk, leaflet, paint, rng, o);
}
