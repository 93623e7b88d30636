import { darken, lighten } from '../colour.ts';
import { add, type Pt, polar, pt, quadAt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { corner, type Node, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import type { LeafPaint } from './blade.ts';
import type { LeafTraits } from './design.ts';
import type { LeafPlan } from './plan.ts';

/** How the scale leaves show on a shoot: paired chevrons, alternate marks, rope-like cords or jointed segments. */
type Style = 'pairs' | 'alternate' | 'cord' | 'jointed';
type Branch = { a: Pt; c: Pt; b: Pt; width: number };

function styleOf(leaf: LeafTraits): Style {
  if (leaf.arrangement === 'opposite' || leaf.arrangement === 'clustered') return 'pairs';
  if (leaf.arrangement === 'alternate') return 'alternate';
  if (leaf.arrangement === 'whorled') return 'jointed';
  return 'cord';
}

/** A flat spray: a main shoot with side shoots, and shoots off those, shortening towards the tip. */
function branches(rng: Rng, style: Style, fan: boolean): Branch[] {
  const cord = style === 'cord';
  const droop = rng.range(-14, 14);
  const main: Branch = { a: pt(0, 0), c: pt(80, droop), b: pt(160, droop * 0.4), width: cord ? 9 : 8 };
  const out: Branch[] = [];
  const sides = cord ? rng.int(3, 4) : rng.int(6, 8);
  for (let i = 0; i < sides; i++) {
    const t = fan ? 0.06 : 0.1 + (0.76 * i) / sides;
    const { p, angle } = quadAt(main.a, main.c, main.b, t);
    const dir = angle + (i % 2 === 0 ? 1 : -1) * (fan ? 18 + i * 10 : rng.range(36, 50));
    const length = (cord ? 62 : 70) * (1 - t * 0.65) * rng.range(0.85, 1.1);
    const end = add(p, polar(length, dir));
    const side: Branch = {
      a: p,
      c: add(add(p, polar(length / 2, dir)), polar(length * 0.08, dir + 90)),
      b: end,
      width: main.width * 0.8,
    };
    const subs = cord ? 1 : Math.max(2, Math.round(length / 16));
    for (let k = 0; k < subs; k++) {
      const s = quadAt(side.a, side.c, side.b, 0.18 + (0.64 * k) / subs);
      const turn = s.angle + (k % 2 === 0 ? -1 : 1) * rng.range(34, 46);
      const len = length * rng.range(0.26, 0.36) * (1 - (0.4 * k) / subs);
      const e = add(s.p, polar(len, turn));
      out.push({ a: s.p, c: add(s.p, polar(len / 2, turn)), b: e, width: side.width * 0.82 });
    }
    out.push(side);
  }
  out.push(main);
  return out;
}

/**
 * What the enlarged view adds to a shoot: each scale's free tip catching the light, a resin gland
 * on each scale's back where the record has one, and on shoots seen from beneath the pale marks
 * the record describes there (Lawson cypress's white X shapes).
 */
type Close = { glands: boolean; beneath: string | undefined };

/** A shoot clothed in scales: a zigzag-edged band (scale tips) with the scales marked on its face. */
function shoot(sk: Sketch, br: Branch, style: Style, paint: LeafPaint, close?: Close): void {
  const length = Math.hypot(br.b.x - br.a.x, br.b.y - br.a.y);
  const step = style === 'jointed' ? 10 : Math.max(3, br.width * 0.75);
  const count = Math.max(2, Math.floor(length / step));
  const left: Node[] = [];
  const right: Node[] = [];
  const lines: Seg[] = [];
  const tips: Seg[] = [];
  const glands: Pt[] = [];
  for (let i = 0; i <= count; i++) {
    const { p, angle } = quadAt(br.a, br.c, br.b, i / count);
    const w = (br.width / 2) * (1 - (0.45 * i) / count);
    const tipL = style === 'alternate' ? i % 2 === 0 : true;
    const tipR = style === 'alternate' ? i % 2 === 1 : true;
    left.push(
      corner(add(p, polar(w * (tipL ? 1.15 : 0.8), angle - 90 + (tipL ? 25 : 0)))),
      soft(add(add(p, polar(step * 0.5, angle)), polar(w * 0.78, angle - 90))),
    );
    right.push(
      corner(add(p, polar(w * (tipR ? 1.15 : 0.8), angle + 90 - (tipR ? 25 : 0)))),
      soft(add(add(p, polar(step * 0.5, angle)), polar(w * 0.78, angle + 90))),
    );
    if (close) {
      if (tipL) tips.push(['M', add(p, polar(w * 0.55, angle - 90))], ['L', add(p, polar(w * 1.05, angle - 72))]);
      if (tipR) tips.push(['M', add(p, polar(w * 0.55, angle + 90))], ['L', add(p, polar(w * 1.05, angle + 72))]);
      if (close.glands && i > 0 && i < count) glands.push(add(p, polar(step * 0.35, angle)));
    }
    if (i === 0 || i === count) continue;
    const l = add(p, polar(w * 0.7, angle - 90));
    const r = add(p, polar(w * 0.7, angle + 90));
    const ahead = add(p, polar(step * 0.8, angle));
    if (style === 'pairs')
      lines.push(['M', l], ['Q', add(p, polar(step * 0.5, angle)), ahead], ['Q', add(p, polar(step * 0.5, angle)), r]);
    else if (style === 'alternate') lines.push(['M', i % 2 === 0 ? l : r], ['L', ahead]);
    else if (style === 'jointed') lines.push(['M', l], ['L', r]);
    else lines.push(['M', i % 2 === 0 ? l : r], ['L', add(p, polar(step * 1.1, angle + (i % 2 === 0 ? 30 : -30)))]);
  }
  const tip = corner(add(br.b, polar(br.width * 0.4, quadAt(br.a, br.c, br.b, 1).angle)));
  sk.shape([...left, tip, ...right.reverse()], { fill: paint.fill, stroke: paint.edge, width: 0.6 });
  sk.path(lines, { stroke: darken(paint.fill, 0.3), width: 0.6 });
  if (!close) return;
  sk.path(tips, { stroke: lighten(paint.fill, 0.35), width: 0.4, opacity: 0.8 });
  for (const g of glands)
    sk.circle(g, Math.max(0.5, br.width * 0.09), { fill: '#c9b25a', stroke: darken(paint.fill, 0.35), width: 0.25 });
  if (close.beneath) drawMarksBeneath(sk, br, step, count, close.beneath);
}

/** Pale marks where the scales meet, on a shoot seen from beneath: an X (or bow) at each pair. */
function drawMarksBeneath(sk: Sketch, br: Branch, step: number, count: number, colour: string): void {
  const marks: Seg[] = [];
  for (let i = 1; i < count; i++) {
    const { p, angle } = quadAt(br.a, br.c, br.b, i / count);
    const w = (br.width / 2) * (1 - (0.45 * i) / count) * 0.55;
    const ahead = add(p, polar(step * 0.6, angle));
    marks.push(['M', add(p, polar(w, angle - 90))], ['L', add(ahead, polar(w, angle + 90))]);
    marks.push(['M', add(p, polar(w, angle + 90))], ['L', add(ahead, polar(w, angle - 90))]);
  }
  sk.path(marks, { stroke: colour, width: 0.5, opacity: 0.85 });
}

/** What the description's own words (the enlarged view's) ask a scale-leaved shoot to show close up. */
function closeLook(words: string, fill: string): Close {
  const marked = /white x|pale markings beneath|marked beneath/.test(words);
  return { glands: /gland/.test(words), beneath: marked ? lighten(fill, 0.8) : undefined };
}

/**
 * Cypress-like foliage: sprays of shoots clothed in tiny scale leaves, along +x. `words` (the
 * description's own, given for the enlarged view only) say what the scales show close up.
 */
export function drawScales(
  sk: Sketch,
  leaf: LeafTraits,
  plan: LeafPlan,
  paint: LeafPaint,
  rng: Rng,
  words?: string,
): number {
  const style = styleOf(leaf);
  const fan = leaf.arrangement === 'clustered' || leaf.arrangement === 'fascicled';
  const fresh = { ...paint, fill: lighten(paint.fill, 0.12) };
  const all = branches(rng, style, fan);
  const close = words === undefined ? undefined : closeLook(words, fresh.fill);
  // Every third small shoot is twisted to show its underside, where the pale marks are.
  all.forEach((br, i) => {
    shoot(sk, br, style, fresh, close && { ...close, beneath: i % 3 === 1 ? close.beneath : undefined });
  });
  // A shoot is about as wide as a pair of its scale leaves are long, which sets the scale.
  return (all[all.length - 1]?.width ?? 8) / (1.6 * plan.lengthCm);
}
