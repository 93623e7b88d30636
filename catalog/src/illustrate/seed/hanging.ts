import { darken, lighten, nudge } from '../colour.ts';
import { add, place, polar, pt } from '../geometry.ts';
import { mentions, ripeColour, sizeCm } from '../hints.ts';
import type { Rng } from '../random.ts';
import { corner, type Node, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { stalk, twig } from './parts.ts';

/** Willows and poplars: hanging catkins of small capsules splitting to release white fluff. */
export function drawCatkins(sk: Sketch, rng: Rng): void {
  const green = nudge('#8e9a55', rng, 0.08);
  twig(sk, pt(-70, -70), pt(70, -66), 6);
  const fluff: Seg[] = [];
  for (const x0 of [-24, 26]) {
    const bend = rng.range(-14, 14);
    const line = (t: number) => pt(x0 + bend * t * t, -62 + t * 130);
    for (let t = 0.04; t < 1; t += 0.06) {
      const p = line(t);
      for (const s of [-1, 1])
        sk.ellipse(add(p, pt(s * 4, 0)), 3.2, 5, s * 25, { fill: green, stroke: darken(green, 0.4), width: 0.6 });
      if (rng.chance(0.5)) {
        for (let k = 0; k < 6; k++) {
          const a = rng.range(0, 360);
          fluff.push(
            ['M', add(p, polar(3, a))],
            ['Q', add(p, polar(10, a + 30)), add(p, polar(rng.range(12, 18), a + 10))],
          );
        }
      }
    }
  }
  sk.path(fluff, { stroke: '#fdfcf6', width: 1.6, opacity: 0.9 });
  sk.path(fluff, { stroke: '#cfcabb', width: 0.5 });
}

/** Planes and sweetgums: bristly balls hanging on a long thread-like stalk. */
export function drawSeedBalls(sk: Sketch, text: string, rng: Rng): void {
  const brown = nudge('#7b5634', rng, 0.08);
  const spiky = mentions(text, 'spiky woody', 'capsules');
  const n = mentions(text, 'three to six') ? rng.int(3, 4) : mentions(text, 'twos', 'two per') ? 2 : 1;
  const top = pt(0, -100);
  const end = pt(rng.range(-10, 10), 100);
  stalk(sk, top, end, rng.range(-20, 20), 1.6);
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0.7 : 0.3 + (0.65 * i) / (n - 1);
    const c = pt(top.x + (end.x - top.x) * t, top.y + (end.y - top.y) * t);
    const r = n > 2 ? 20 : 26;
    const spikes: Seg[] = [];
    for (let a = 0; a < 360; a += spiky ? 24 : 10)
      spikes.push(['M', add(c, polar(r * 0.9, a))], ['L', add(c, polar(r + (spiky ? 7 : 3), a + 4))]);
    sk.path(spikes, { stroke: darken(brown, 0.3), width: spiky ? 2.4 : 1.2 });
    sk.circle(c, r, { fill: brown, stroke: darken(brown, 0.45), width: 0.9 });
    const dots: Seg[] = [];
    for (let k = 0; k < 30; k++) {
      const p = add(c, polar(rng.range(0, r * 0.85), rng.range(0, 360)));
      dots.push(['M', p], ['L', add(p, pt(0.1, 0))]);
    }
    sk.path(dots, { stroke: darken(brown, 0.4), width: spiky ? 2.6 : 1.6 });
    sk.ellipse(add(c, pt(-r * 0.35, -r * 0.35)), r * 0.25, r * 0.15, -40, { fill: lighten(brown, 0.5), opacity: 0.4 });
  }
}

/** Legume-like pods hanging in a bunch, seeds bulging along them. */
export function drawPods(sk: Sketch, text: string, rng: Rng): void {
  const colour = nudge(ripeColour(text.replace(/yellow pea-flowers/g, '')) ?? '#7a5a36', rng, 0.06);
  const length = Math.max(80, Math.min(190, (sizeCm(text) ?? 8) * 10));
  const width = mentions(text, 'thin, bean', 'thin bean') ? 6 : rng.range(12, 17);
  twig(sk, pt(-70, -90), pt(70, -86), 6);
  const n = rng.int(2, 3);
  for (let i = 0; i < n; i++) {
    const base = pt((i - (n - 1) / 2) * 34, -86);
    const angle = 90 + (i - (n - 1) / 2) * rng.range(8, 16);
    const bend = rng.range(-0.12, 0.12);
    const at = (x: number, y: number) => place(pt(x, y + bend * x * x * 0.01), { at: base, angle, k: 1 });
    const seeds = Math.max(3, Math.round(length / 22));
    const wavy: Node[] = [];
    for (let k = 0; k <= seeds * 2; k++)
      wavy.push(soft(at(10 + ((length - 14) * k) / (seeds * 2), -width / 2 - (k % 2 === 1 ? width * 0.18 : 0))));
    const outline = [
      corner(at(0, 0)),
      ...wavy,
      corner(at(length, 0)),
      soft(at(length - 8, width / 2)),
      soft(at(length / 2, width / 2 + 1)),
      soft(at(12, width / 2)),
    ];
    sk.shape(outline, { fill: colour, stroke: darken(colour, 0.45), width: 0.9 });
    sk.shape(
      [soft(at(6, width / 2 - 1.5)), soft(at(length / 2, width / 2 - 0.5)), soft(at(length - 6, width / 2 - 2))],
      {
        stroke: mentions(text, 'wing') ? lighten(colour, 0.4) : darken(colour, 0.3),
        width: mentions(text, 'wing') ? 2.4 : 0.8,
      },
      false,
    );
  }
}
