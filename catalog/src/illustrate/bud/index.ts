import type { Species } from '../../schema.ts';
import { darken, lighten, nudge } from '../colour.ts';
import type { Drawing, DrawOptions } from '../drawing.ts';
import { add, type Pt, polar } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { SCALE_BAR_ROOM } from '../scale-bar.ts';
import { Sketch } from '../sketch.ts';
import { fit, type Seg } from '../svg.ts';
import { drawBudlessShoot, drawCatkins, drawFoliage } from './foliage.ts';
import { type BudPlan, type PlannedBud, planBuds } from './plan.ts';
import { type BudPaint, drawBud } from './shapes.ts';
import { centreline, drawLeafScar, drawTwig, halfWidth, type TwigPoint, twigAt } from './twig.ts';

export { type BudPlan, planBuds } from './plan.ts';

const BUD_COLOURS: Record<BudPlan['colour'], string> = {
  brown: '#7b5434',
  'red-brown': '#8a3a26',
  'orange-brown': '#a9652e',
  black: '#2a2623',
  green: '#6f9a44',
  grey: '#9a968c',
  purple: '#5d3752',
  red: '#b0372b',
  'yellow-brown': '#b09045',
};
const TWIG_COLOURS: Record<BudPlan['twig']['colour'], string> = {
  'pale-grey': '#c4bfb2',
  grey: '#8f8b82',
  'grey-green': '#8d9a7c',
  green: '#6f9250',
  olive: '#7d7a48',
  yellow: '#c9a94a',
  orange: '#c07a3c',
  red: '#a24a36',
  'red-brown': '#84503a',
  brown: '#74604a',
  'dark-brown': '#4a3a2e',
  purple: '#6a4258',
  'dark-green': '#46663c',
};
const FOLIAGE = '#3f6a3a';

/** A winter twig drawn to scale from the species' own bud and twig traits (plan.ts). */
export function drawBuds(species: Species, rng: Rng, options: DrawOptions = { detail: 'normal' }): Drawing {
  const plan = planBuds(species, rng);
  const paint = rng.fork('paint');
  const fine = options.detail === 'high' ? rng.fork('detail') : undefined;
  const sk = new Sketch();
  const twig = nudge(TWIG_COLOURS[plan.twig.colour], paint, 0.06);
  // A budless shoot is all leaf: its colour is the twig's, grey-green in a juniper, dark in Italian cypress.
  const green = nudge(plan.formed ? FOLIAGE : TWIG_COLOURS[plan.twig.colour], paint, 0.08);
  // A needled shoot with no winter bud (Japanese red cedar) is drawn as any needled shoot, without buds.
  if (!plan.formed && !plan.needles) drawBudlessShoot(sk, plan, green, fine);
  else drawTwigScene(sk, plan, plan.formed ? twig : green, green, paint, fine);
  const { items, k } = fit(sk.items, -90 + plan.turn, 14, Number.POSITIVE_INFINITY, SCALE_BAR_ROOM);
  return { items, pxPerCm: k * 10 };
}

function drawTwigScene(
  sk: Sketch,
  plan: BudPlan,
  twig: string,
  green: string,
  paint: Rng,
  fine: Rng | undefined,
): void {
  const fill = nudge(BUD_COLOURS[plan.colour], paint, 0.07);
  const colours: BudPaint = { fill, edge: darken(fill, 0.5), scale: darken(fill, 0.45) };
  const line = centreline(plan);
  const place = (bud: PlannedBud) => budBase(plan, line, bud);
  const behind = plan.buds.filter((bud) => bud.side === 2);
  const edges = plan.buds.filter((bud) => bud.side === 1 || bud.side === -1);
  const front = plan.buds.filter((bud) => bud.side === 0);
  drawFoliage(sk, plan, 'back', darken(green, 0.1), paint, fine);
  for (const bud of behind) drawPlaced(sk, plan, bud, place(bud), colours, twig, green, fine);
  drawTwig(sk, plan, twig, fine);
  if (plan.shape !== 'hidden' || plan.scar === 'ring')
    for (const bud of [...edges, ...front]) drawLeafScar(sk, plan, bud, twigAt(line, bud.at), twig, fine);
  if (plan.shape === 'hidden' && plan.scar !== 'ring') drawSunkenBuds(sk, plan, line, twig, fine);
  drawSpikes(sk, plan, line, twig, fine);
  drawFoliage(sk, plan, 'front', green, paint, fine);
  if (plan.shape === 'hidden' && plan.scar !== 'ring') {
    drawTipScar(sk, plan, line, twig);
    return;
  }
  for (const bud of edges) drawPlaced(sk, plan, bud, place(bud), colours, twig, green, fine);
  for (const bud of front) drawPlaced(sk, plan, bud, place(bud), colours, twig, green, fine);
  if (plan.formed && !plan.buds.some((bud) => bud.role === 'end')) drawTipScar(sk, plan, line, twig);
  drawCatkins(sk, plan, lighten(twig, 0.15));
}

/** Where a bud's base sits and which way it points. */
function budBase(plan: BudPlan, line: Pt[], bud: PlannedBud): TwigPoint {
  const at = twigAt(line, Math.min(bud.at, plan.twig.length));
  if (bud.role === 'end') return { p: add(at.p, polar(-bud.length * 0.04, at.angle)), angle: at.angle + bud.lean };
  const s = bud.side === -1 ? -1 : bud.side === 1 ? 1 : 0;
  const offset = s === 0 ? 0 : halfWidth(plan, bud.at) * 0.75;
  return { p: add(at.p, polar(offset, at.angle + 90 * s)), angle: at.angle + bud.lean };
}

function drawPlaced(
  sk: Sketch,
  plan: BudPlan,
  bud: PlannedBud,
  base: TwigPoint,
  paint: BudPaint,
  twig: string,
  green: string,
  fine: Rng | undefined,
): void {
  let at = base.p;
  if (bud.role === 'spur') {
    // A short, stubby side shoot ringed with old scars, its bud on top.
    const l = Math.max(bud.length * 1.6, plan.twig.width * 1.8);
    const end = add(at, polar(l, base.angle));
    sk.band([at, end], plan.twig.width * 0.8, plan.twig.width * 0.75, {
      fill: twig,
      stroke: darken(twig, 0.4),
      width: 0.7,
    });
    const rings: Seg[] = [];
    for (const t of [0.35, 0.6, 0.8]) {
      const c = add(at, polar(l * t, base.angle));
      const across = plan.twig.width * 0.38;
      rings.push(['M', add(c, polar(across, base.angle + 90))], ['L', add(c, polar(across, base.angle - 90))]);
    }
    sk.path(rings, { stroke: darken(twig, 0.3), width: 0.6 });
    if (plan.twig.leaves === 'needle-tufts') drawTuft(sk, end, base.angle, plan.twig.leafLength, green);
    at = end;
  }
  if (bud.stalk > 0) {
    const end = add(at, polar(bud.stalk, base.angle));
    sk.band([at, end], bud.width * 0.4, bud.width * 0.35, { fill: twig, stroke: darken(twig, 0.4), width: 0.6 });
    at = end;
  }
  const budPaint = bud.role === 'flower' ? { ...paint, fill: lighten(paint.fill, 0.08) } : paint;
  drawBud(sk, plan, bud, at, base.angle, budPaint, fine);
}

/** A cedar's tuft of needles fanning from the top of its spur. */
function drawTuft(sk: Sketch, at: Pt, angle: number, length: number, green: string): void {
  const segs: Seg[] = [];
  for (let i = 0; i < 13; i++) {
    const spread = -70 + (140 * i) / 12;
    segs.push(
      ['M', at],
      ['L', add(at, polar(length * (0.8 + 0.2 * Math.cos((spread * Math.PI) / 180)), angle + spread))],
    );
  }
  sk.path(segs, { stroke: green, width: 1.2 });
}

/** Thorns, spines and false acacia's paired spines; close up, the light catching each one's rounded back. */
function drawSpikes(sk: Sketch, plan: BudPlan, line: Pt[], twig: string, fine: Rng | undefined): void {
  const wood = darken(twig, 0.15);
  for (const spike of plan.spikes) {
    const at = twigAt(line, spike.at);
    const sides = spike.kind === 'paired' ? ([1, -1] as const) : [spike.side];
    for (const s of sides) {
      const base = add(at.p, polar(halfWidth(plan, spike.at) * 0.6, at.angle + 90 * s));
      const lean = spike.kind === 'spine' ? 50 : spike.kind === 'thorn' ? 62 : 75;
      const tip = add(base, polar(spike.length, at.angle + s * lean));
      const w = spike.kind === 'spine' ? plan.twig.width * 0.75 : plan.twig.width * 0.55;
      sk.spike(base, add(base, polar(spike.length * 0.5, at.angle + s * lean)), tip, w, {
        fill: wood,
        stroke: darken(wood, 0.4),
        width: 0.6,
      });
      if (fine) {
        const from = add(base, polar(w * 0.18, at.angle + s * lean - 90 * s));
        sk.path(
          [
            ['M', add(from, polar(spike.length * 0.12, at.angle + s * lean))],
            ['L', add(from, polar(spike.length * fine.range(0.6, 0.75), at.angle + s * lean))],
          ],
          { stroke: lighten(wood, 0.35), width: 0.35 },
        );
      }
    }
  }
}

/**
 * False acacia: the buds sit sunk beneath the leaf scars, between the spines, barely showing. Close
 * up, the scar shows its three bundle traces above the bud.
 */
function drawSunkenBuds(sk: Sketch, plan: BudPlan, line: Pt[], twig: string, fine: Rng | undefined): void {
  for (const bud of plan.buds.filter((b) => b.role === 'side')) {
    const at = twigAt(line, bud.at);
    const s = bud.side === -1 ? -1 : 1;
    const c = add(at.p, polar(halfWidth(plan, bud.at) * 0.5, at.angle + 90 * s));
    sk.ellipse(c, plan.twig.width * 0.38, plan.twig.width * 0.22, at.angle, {
      fill: lighten(twig, 0.3),
      stroke: darken(twig, 0.45),
      width: 0.6,
    });
    sk.ellipse(add(c, polar(plan.twig.width * 0.12, at.angle)), bud.width * 0.4, bud.width * 0.25, at.angle, {
      fill: BUD_COLOURS[plan.colour],
    });
    if (!fine) continue;
    // A shallow arc below the bud, as the traces of a small scar sit.
    const w = plan.twig.width;
    for (const t of [-1, 0, 1]) {
      const down = add(c, polar(-w * (0.2 - 0.04 * Math.abs(t)) + fine.range(-0.01, 0.01) * w, at.angle));
      sk.circle(add(down, polar(w * 0.1 * t, at.angle + 90)), w * 0.035, { fill: darken(twig, 0.55) });
    }
  }
}

/** The shoot ends in a small scar or stub instead of a bud. */
function drawTipScar(sk: Sketch, plan: BudPlan, line: Pt[], twig: string): void {
  const at = twigAt(line, plan.twig.length);
  sk.ellipse(add(at.p, polar(-0.2, at.angle)), plan.twig.width * 0.18, plan.twig.width * 0.34, at.angle, {
    fill: darken(twig, 0.35),
  });
}
