import { darken, lighten } from '../colour.ts';
import { add, type Pt, polar, pt } from '../geometry.ts';
import { mentions, sizeCm } from '../hints.ts';
import type { Rng } from '../random.ts';
import { type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { calyx, fruit, ripe, stalk, twig } from './parts.ts';

const bunched = (text: string) => mentions(text, 'cluster', 'bunch', 'spike');

/** Many small fruits on branching stalks hanging from one point. */
function bunch(sk: Sketch, count: number, r: number, rng: Rng, draw: (c: Pt, r: number) => void): void {
  const top = pt(0, -70);
  const fork = pt(rng.range(-4, 4), -30);
  stalk(sk, top, fork, 3, 2);
  const spots: Pt[] = [];
  for (let i = 0; i < count; i++) {
    const ring = i < 6 ? 1 : 2;
    const a = 90 + (i - (count - 1) / 2) * (ring === 1 ? 26 : 20) + rng.range(-6, 6);
    spots.push(add(fork, polar(r * 2.6 * ring + rng.range(8, 14), a)));
  }
  for (const c of spots) stalk(sk, fork, c, rng.range(-3, 3), 1);
  for (const c of spots.sort((a, b) => a.y - b.y)) draw(c, r * rng.range(0.9, 1.08));
}

/** Berries in the ripe colour named: a bunch, a single large fruit, or a blackberry-like cluster. */
export function drawBerries(sk: Sketch, text: string, rng: Rng): void {
  const colour = ripe(text, '#b5302a', rng);
  if (mentions(text, 'blackberry')) {
    stalk(sk, pt(0, -60), pt(0, -26), 2, 2);
    for (let y = -20; y <= 26; y += 7)
      for (let x = -12; x <= 12; x += 7)
        if (Math.hypot(x * 1.3, y - 3) < 30) fruit(sk, pt(x + (y % 2), y), 4.6, 4.6, 0, colour);
    return;
  }
  if (mentions(text, 'large')) {
    fruit(sk, pt(0, 0), 40, 38, 0, colour);
    const crown = [-9, -4.5, 0, 4.5, 9].flatMap((x): [Pt, Pt] => [pt(x, -38), pt(x * 1.25, -49)]);
    sk.poly(crown, { stroke: darken(colour, 0.4), width: 2.4 });
    return;
  }
  const warty = mentions(text, 'warty', 'granular');
  const count = mentions(text, 'flat-topped', 'drooping') ? 12 : bunched(text) ? rng.int(6, 9) : rng.int(3, 5);
  bunch(sk, count, count > 9 ? 5.5 : 9, rng, (c, r) => {
    fruit(sk, c, r, r, 0, colour);
    if (warty) {
      const dots: Seg[] = [];
      for (let k = 0; k < 10; k++) {
        const p = add(c, polar(rng.range(0, r * 0.8), rng.range(0, 360)));
        dots.push(['M', p], ['L', add(p, pt(0.1, 0))]);
      }
      sk.path(dots, { stroke: darken(colour, 0.3), width: 1.4 });
    }
    calyx(sk, add(c, pt(0, r * 0.82)), r * 0.22, colour);
  });
}

/**
 * Cherries and plums: a few on long stalks, a spike of small ones, or one or two large bloomed
 * fruits; `fallback` is their colour where the text names none.
 */
export function drawDrupes(sk: Sketch, text: string, rng: Rng, fallback = '#882420'): void {
  const colour = ripe(text, fallback, rng);
  const bloom = mentions(text, 'bloom');
  const oval = mentions(text, 'oval', 'plum-like');
  const big = (sizeCm(text) ?? 1.5) >= 2.5;
  if (bunched(text) && !big) {
    bunch(sk, rng.int(5, 8), 6.5, rng, (c, r) => fruit(sk, c, r, r * (oval ? 1.25 : 1), 0, colour, bloom));
    return;
  }
  twig(sk, pt(-50, -64), pt(40, -60), 6);
  const n = big ? rng.int(1, 2) : rng.int(2, 3);
  const r = big ? 22 : 12;
  const fork = pt(0, -60);
  for (let i = 0; i < n; i++) {
    const c = pt((i - (n - 1) / 2) * r * 2.3, big ? 10 : 20 + (i % 2) * 8);
    stalk(sk, fork, add(c, pt(0, -r * (oval ? 1.25 : 1))), rng.range(-8, 8), 1.3);
    fruit(sk, c, r, r * (oval ? 1.3 : 1), rng.range(-10, 10), colour, bloom);
  }
}

/** Apples, pears, haws and rowan: a cluster of small pomes or one or two large ones with their calyx. */
export function drawPomes(sk: Sketch, text: string, rng: Rng): void {
  const colour = ripe(text, rng.pick(['#9db04a', '#b8463a', '#c4a03e']), rng);
  const speckled = mentions(text, 'dots', 'spots', 'speckled', 'freckled');
  const fleck = (c: Pt, r: number) => {
    if (!speckled) return;
    const dots: Seg[] = [];
    for (let k = 0; k < 8; k++) {
      const p = add(c, polar(rng.range(0, r * 0.8), rng.range(0, 360)));
      dots.push(['M', p], ['L', add(p, pt(0.1, 0))]);
    }
    sk.path(dots, { stroke: lighten(colour, 0.6), width: 1.3 });
  };
  if (bunched(text) && (sizeCm(text) ?? 1) < 2) {
    bunch(sk, rng.int(7, 10), 7.5, rng, (c, r) => {
      fruit(sk, c, r, r * 1.05, 0, colour);
      fleck(c, r);
      calyx(sk, add(c, pt(0, r * 0.85)), r * 0.25, colour);
    });
    return;
  }
  const pear = mentions(text, 'pear');
  const n = rng.int(1, 2);
  stalk(sk, pt(0, -80), pt(0, -58), 2, 2);
  for (let i = 0; i < n; i++) {
    const c = pt((i - (n - 1) / 2) * 54, 8 + i * 10);
    stalk(sk, pt(0, -58), add(c, pt(0, pear ? -34 : -24)), rng.range(-6, 6), 2);
    if (pear) {
      const body = [
        soft(add(c, pt(0, -36))),
        soft(add(c, pt(10, -26))),
        soft(add(c, pt(24, 6))),
        soft(add(c, pt(16, 26))),
        soft(add(c, pt(0, 30))),
        soft(add(c, pt(-16, 26))),
        soft(add(c, pt(-24, 6))),
        soft(add(c, pt(-10, -26))),
      ];
      sk.shape(body, { fill: colour, stroke: darken(colour, 0.45), width: 0.9 });
      sk.ellipse(add(c, pt(-9, -2)), 5, 12, 12, { fill: lighten(colour, 0.6), opacity: 0.4 });
    } else {
      fruit(sk, c, 26, 24, 0, colour);
      sk.quad(add(c, pt(-7, -21)), add(c, pt(0, -16)), add(c, pt(7, -21)), { stroke: darken(colour, 0.4), width: 1 });
    }
    fleck(c, 22);
    const open = mentions(text, 'sepals');
    calyx(sk, add(c, pt(0, pear ? 28 : 22)), open ? 12 : 4, colour);
  }
}
