import { darken, lighten, mix } from '../colour.ts';
import { add, type Pt, polar, pt } from '../geometry.ts';
import { mentions } from '../hints.ts';
import type { Rng } from '../random.ts';
import { corner, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { cutFruit, gloss, type Inside, lenticels, seedCount } from './close-up.ts';
import { calyx, dots, fruit, fruitColour, hairs, type Scene, stalk, twig } from './parts.ts';
import type { SeedPlan } from './plan.ts';

/** Fleshy fruits are drawn in millimetres. */
const MM = 10;

/** One fleshy fruit of length `d` (mm) hanging from `top` along `angle`, its surface as the record says. */
function fleshyFruit(sk: Sketch, top: Pt, d: number, angle: number, fill: string, plan: SeedPlan, scene: Scene): Pt {
  const long = plan.shape === 'oval' || plan.shape === 'egg-shaped' || plan.shape === 'pear-shaped';
  const across = long ? d * 0.78 : d * 1.02;
  const c = add(top, polar(d / 2, angle));
  if (plan.shape === 'pear-shaped') pear(sk, top, d, angle, fill);
  else fruit(sk, c, d / 2, across / 2, angle, fill, plan.surface === 'bloomed');
  if (plan.surface === 'speckled') dots(sk, c, across / 2, 9, lighten(fill, 0.6), 1.2, scene.rng);
  if (plan.surface === 'warty') dots(sk, c, across / 2, 14, darken(fill, 0.3), 1.5, scene.rng);
  if (plan.surface === 'hairy' && scene.fine) hairs(sk, c, d / 2, across / 2, lighten(fill, 0.5), scene.fine);
  if (scene.fine && plan.surface === 'bloomed') dots(sk, c, across / 2, 12, lighten(fill, 0.7), 0.8, scene.fine);
  return c;
}

/** A pear outline: narrow at the stalk, broad at the far end. */
function pear(sk: Sketch, top: Pt, d: number, angle: number, fill: string): void {
  const at = (x: number, y: number) => add(top, add(polar(x * d, angle), polar(y * d, angle + 90)));
  sk.shape(
    [
      soft(at(0, 0)),
      soft(at(0.12, 0.13)),
      soft(at(0.5, 0.32)),
      soft(at(0.85, 0.3)),
      soft(at(1, 0)),
      soft(at(0.85, -0.3)),
      soft(at(0.5, -0.32)),
      soft(at(0.12, -0.13)),
    ],
    { fill, stroke: darken(fill, 0.45), width: 0.9 },
  );
  sk.ellipse(at(0.55, -0.14), d * 0.08, d * 0.2, angle, { fill: lighten(fill, 0.6), opacity: 0.4 });
}

/**
 * A bunch as the record gives it: fruits on their own stalks, hanging in a fan from a twig, held out
 * along a spur, fanned upward in a head, or standing in an upright spike; a long spike where the
 * text says one.
 */
function bunch(sk: Sketch, scene: Scene, tip: 'calyx' | 'style' | 'collar' | 'none'): number {
  const { plan, rng } = scene;
  const n = plan.sizes.length;
  const biggest = Math.max(...plan.sizes) * MM;
  const stalkLength = plan.stalkCm * MM;
  const spike = n >= 6 && mentions(plan.text, 'spike');
  const reach = Math.max(40, n * biggest * 0.6);
  twig(sk, pt(-reach, 0), pt(reach * 0.8, 2), biggest > 40 ? 7 : 4.5);
  const spots: { base: Pt; angle: number }[] = [];
  if (spike) {
    // A raceme: a long axis carrying short-stalked fruits on both sides, upright or drooping.
    const up = plan.posture === 'erect' ? -1 : 1;
    const axis = n * biggest * 0.55 + 10;
    const bend = rng.range(-0.25, 0.25) * axis;
    stalk(sk, pt(0, 0), pt(bend, up * axis), bend * 0.3, 1.4);
    for (let i = 0; i < n; i++) {
      const t = (i + 1) / (n + 0.5);
      const base = pt(bend * t * t, up * axis * t);
      const side = i % 2 === 0 ? -1 : 1;
      spots.push({ base, angle: (up > 0 ? 90 : -90) + side * (up > 0 ? -1 : 1) * rng.range(45, 75) });
    }
  } else if (plan.posture === 'spreading' && plan.stalk !== 'long') {
    // Held out along the twig or a short spur, where the record gives little or no stalk.
    const spur = pt(rng.range(-6, 6), biggest * 0.2);
    for (let i = 0; i < n; i++) {
      const side = i % 2 === 0 ? 1 : -1;
      const base = add(spur, pt((i - (n - 1) / 2) * biggest * 0.95, 0));
      spots.push({ base, angle: 90 * side + rng.range(-25, 25) - (side < 0 ? 0 : 0) });
    }
  } else if (plan.posture === 'erect') {
    // A head held up above the twig: stalks fan upward from one point, the inner ones longer.
    const fork = pt(rng.range(-4, 4), n > 4 ? -10 : -2);
    if (n > 4) stalk(sk, pt(0, 0), fork, 2, 1.6);
    const fan = Math.min(150, 40 + n * 14);
    for (let i = 0; i < n; i++) {
      const angle = n === 1 ? -90 + rng.range(-8, 8) : -90 - fan / 2 + (fan * i) / (n - 1) + rng.range(-5, 5);
      spots.push({ base: fork, angle });
    }
  } else if (biggest > 28) {
    // Big fruits each hang from their own spur along the twig, side by side.
    for (let i = 0; i < n; i++)
      spots.push({ base: pt((i - (n - 1) / 2) * biggest * 1.05, 2), angle: 90 + rng.range(-10, 10) });
  } else {
    // Hanging in a fan from one point, inner fruits on shorter stalks when there are many.
    const fork = pt(rng.range(-4, 4), n > 4 ? 10 : 2);
    if (n > 4) stalk(sk, pt(0, 0), fork, 2, 1.6);
    const fan = Math.min(150, 40 + n * 14);
    for (let i = 0; i < n; i++) {
      const angle = n === 1 ? 90 + rng.range(-8, 8) : 90 - fan / 2 + (fan * i) / (n - 1) + rng.range(-5, 5);
      spots.push({ base: fork, angle });
    }
  }
  const drawn = spots.map((spot, i) => {
    const d = (plan.sizes[i] ?? biggest / MM) * MM;
    const length = stalkLength * rng.range(0.8, 1.15) + (n > 6 && !spike && i % 2 === 1 ? d * 0.7 : 0);
    const top = add(spot.base, polar(length, spot.angle));
    if (length > 1) stalk(sk, spot.base, top, rng.range(-3, 3), d > 30 ? 2 : 1.2);
    return { top, d, angle: spot.angle + rng.range(-8, 8), i };
  });
  let ripe = '';
  let right = Number.NEGATIVE_INFINITY;
  let low = 0;
  for (const { top, d, angle, i } of drawn.sort((a, b) => a.top.y - b.top.y)) {
    const colour = fruitColour(plan, i, rng);
    const c = fleshyFruit(sk, top, d, angle, colour, plan, scene);
    if (i === 0) ripe = colour;
    right = Math.max(right, c.x + d * 0.6);
    low = Math.max(low, c.y);
    if (scene.fine) skin(sk, c, d, angle, colour, plan, tip, scene.fine);
    // Most pomes keep the withered calyx on the tip; a Plymouth pear's falls, leaving it bare.
    if (tip === 'calyx' && plan.calyx === 'kept') calyx(sk, add(c, polar(d * 0.46, angle)), d * 0.14, colour);
    if (tip === 'calyx' && plan.calyx === 'falls')
      sk.circle(add(c, polar(d * 0.47, angle)), Math.max(0.8, d * 0.06), { fill: darken(colour, 0.35) });
    // A true berry keeps only a dark dot where its style was, not a pome's star of sepals.
    // Ginkgo's seed sits in a little woody collar where it meets its stalk.
    if (tip === 'collar') sk.ellipse(top, d * 0.16, d * 0.07, angle + 90, { fill: darken(colour, 0.35) });
    if (tip === 'style')
      sk.circle(add(c, polar(d * 0.47, angle)), Math.max(0.8, d * 0.05), { fill: darken(colour, 0.6) });
  }
  if (scene.fine) {
    const d = biggest;
    cutFruit(sk, pt(right + d * 0.8, low), d, across(plan, d), ripe, inside(plan, tip), scene.fine);
  }
  return MM;
}

const across = (plan: SeedPlan, d: number) =>
  plan.shape === 'oval' || plan.shape === 'egg-shaped' || plan.shape === 'pear-shaped' ? d * 0.78 : d * 1.02;

/** What a cut fruit of this kind shows: a drupe's or ginkgo's one stone, a pome's core, a berry's seeds. */
function inside(plan: SeedPlan, tip: 'calyx' | 'style' | 'collar' | 'none'): Inside {
  const text = plan.text;
  if (tip === 'none' || tip === 'collar') return { kind: 'stone', flat: mentions(text, 'flattened') };
  if (tip === 'style') return { kind: 'seeds', seeds: mentions(text, 'many') ? 9 : seedCount(text, 3) };
  // A haw holds one stone, not a core of pips.
  const seeds = seedCount(text, 5);
  if (seeds === 1 || mentions(text, 'stone')) return { kind: 'stone', flat: false };
  return { kind: 'core', seeds, gritty: mentions(text, 'gritty') };
}

/**
 * The skin up close: a shiny fruit's window-light, a pome's lenticels (thick where the record
 * speaks of spots), the sepals at a pome's tip one by one, and the ring round a berry's style.
 */
function skin(
  sk: Sketch,
  c: Pt,
  d: number,
  angle: number,
  colour: string,
  plan: SeedPlan,
  tip: 'calyx' | 'style' | 'collar' | 'none',
  fine: Rng,
): void {
  const wide = across(plan, d) / 2;
  if (plan.surface === 'glossy' || plan.surface === 'smooth') gloss(sk, c, wide, d / 2, colour);
  if (tip === 'calyx') {
    const spots = plan.surface === 'speckled' ? 40 : 14;
    lenticels(sk, c, wide, spots, lighten(colour, plan.surface === 'speckled' ? 0.7 : 0.4), fine);
    sepals(sk, add(c, polar(d * 0.46, angle)), d * 0.13, angle, colour, fine);
  }
  if (tip === 'style')
    sk.circle(add(c, polar(d * 0.47, angle)), Math.max(1.2, d * 0.08), { stroke: darken(colour, 0.4), width: 0.4 });
  if (tip === 'none' && plan.surface !== 'bloomed') {
    // The faint seam down one side of a cherry or plum, where the carpel closed.
    sk.quad(
      add(c, polar(d * 0.45, angle + 180)),
      add(c, polar(wide * 0.5, angle + 90)),
      add(c, polar(d * 0.45, angle)),
      {
        stroke: darken(colour, 0.2),
        width: 0.4,
        opacity: 0.6,
      },
    );
  }
}

/** The five dry sepals at a pome's blossom end, each drawn as its own small pointed lobe. */
function sepals(sk: Sketch, c: Pt, r: number, angle: number, colour: string, fine: Rng): void {
  const dry = mix(darken(colour, 0.4), '#7a6a44', 0.5);
  for (let k = 0; k < 5; k++) {
    const a = angle + k * 72 + fine.range(-10, 10);
    const lobe = [
      add(c, polar(r * 0.25, a - 22)),
      add(c, polar(r * fine.range(0.8, 1), a)),
      add(c, polar(r * 0.25, a + 22)),
    ];
    sk.poly(lobe, { fill: dry, stroke: darken(dry, 0.4), width: 0.35 }, true);
  }
  sk.circle(c, r * 0.22, { fill: darken(colour, 0.7) });
}

/** Berries: strawberry trees, holly, elder, pomegranate, a mulberry's blackberry-like fruit. */
export function drawBerries(sk: Sketch, scene: Scene): number {
  const { plan, rng } = scene;
  if (mentions(plan.text, 'blackberry')) return mulberries(sk, scene);
  if (mentions(plan.text, 'crowned')) {
    const d = (plan.sizes[0] ?? 8) * MM;
    twig(sk, pt(-d * 0.6, -d * 0.15), pt(d * 0.6, -d * 0.1), 6);
    const colour = fruitColour(plan, 0, rng);
    fruit(sk, pt(0, d * 0.45), d / 2, d / 2, 0, colour);
    const crown = [-0.12, -0.06, 0, 0.06, 0.12].flatMap((x): [Pt, Pt] => [
      pt(x * d, d * 0.93),
      pt(x * d * 1.3, d * 1.08),
    ]);
    sk.poly(crown, { stroke: darken(colour, 0.4), width: 2.4 });
    // Cut across, a pomegranate shows its seeds packed in chambers, each in its juicy coat.
    if (scene.fine)
      cutFruit(
        sk,
        pt(d * 1.15, d * 0.55),
        d * 0.8,
        d * 0.8,
        colour,
        { kind: 'seeds', seeds: 18, colour: '#c8324a' },
        scene.fine,
      );
    return MM;
  }
  return bunch(sk, scene, 'style');
}

/** Mulberries: drupelets packed into a blackberry-like fruit sitting almost stalkless on the twig. */
function mulberries(sk: Sketch, scene: Scene): number {
  const { plan, rng } = scene;
  twig(sk, pt(-40, 0), pt(40, 2), 5);
  const styles: Pt[] = [];
  plan.sizes.forEach((size, i) => {
    const d = size * MM;
    const x0 = (i - (plan.sizes.length - 1) / 2) * d * 0.8;
    const colour = fruitColour(plan, i, rng);
    for (let y = 3; y < d; y += 3.4)
      for (let x = -d * 0.36; x <= d * 0.36; x += 3.4)
        if (Math.hypot(x / 0.36, (y - d / 2) / 0.5) < d * 0.98) {
          fruit(sk, pt(x0 + x + (Math.round(y) % 2), y + 2), 2.1, 2.1, 0, colour);
          if (scene.fine) styles.push(pt(x0 + x + (Math.round(y) % 2), y + 2));
        }
  });
  // Each drupelet keeps the short dry style of its flower, a fine dark hair at its tip.
  if (scene.fine) {
    const fine = scene.fine;
    sk.path(
      styles.flatMap((p): Seg[] => [
        ['M', p],
        ['L', add(p, polar(1.6, fine.range(0, 360)))],
      ]),
      { stroke: '#2a1a1e', width: 0.3 },
    );
  }
  return MM;
}

/** Drupes: cherries, plums, sloes, olives. */
export function drawDrupes(sk: Sketch, scene: Scene): number {
  return bunch(sk, scene, 'none');
}

/** Ginkgo's naked seeds, plum-like in their fleshy coats, each set in a small collar on its long stalk. */
export function drawFleshySeeds(sk: Sketch, scene: Scene): number {
  return bunch(sk, scene, 'collar');
}

/** Pomes: apples, pears, quince, medlar, haws, rowan and whitebeams, with the calyx at the tip. */
export function drawPomes(sk: Sketch, scene: Scene): number {
  const { plan } = scene;
  bunch(sk, scene, 'calyx');
  if (mentions(plan.text, 'sepals')) {
    // The medlar's wide open end, ringed by five long sepals.
    const d = (plan.sizes[0] ?? 2.5) * MM;
    const c = pt(0, d * 1.05 + plan.stalkCm * MM);
    for (let a = 0; a < 360; a += 72)
      sk.shape([corner(c), soft(add(c, polar(d * 0.35, a - 12))), corner(add(c, polar(d * 0.5, a)))], {
        fill: '#7d7a44',
        stroke: '#4f4c2a',
        width: 0.8,
      });
  }
  return MM;
}
