/**
 * The key's small drawings, one per choice: a few strokes each on a 40 × 40 grid, drawn in the
 * text colour (components/choice-pictogram.tsx). A mark is a path, filled only where the colour is
 * the point (bark, buds, twigs, fruit).
 */
export interface Mark {
  d: string;
  fill?: string;
}
export type Drawing = readonly Mark[];

// Shapes the drawings share.
const oval = (cx: number, cy: number, rx: number, ry: number) =>
  `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0`;
/**
 * A symmetric blade from its base to its tip up the middle: `low` and `high` pull it out near the
 * base and near the tip, at those fractions of its length.
 */
function blade(low: number, high: number, lowAt = 0.25, highAt = 0.8, base = 36, tip = 4) {
  const at = (fraction: number) => base + (tip - base) * fraction;
  const [lowY, highY] = [at(lowAt), at(highAt)];
  return `M20 ${base}C${20 - low} ${lowY} ${20 - high} ${highY} 20 ${tip}C${20 + high} ${highY} ${20 + low} ${lowY} 20 ${base}Z`;
}
const LEAF = `${blade(14, 12)}M20 36v3M20 33V9`;
/** A small leaf from (x, y) pointing `dx` across and `dy` down. */
const leaflet = (x: number, y: number, dx: number, dy: number) =>
  `M${x} ${y}q${dx / 2 - dy / 3} ${dy / 2 + dx / 3} ${dx} ${dy}q${-dx / 2 + dy / 3} ${-dy / 2 - dx / 3} ${-dx} ${-dy}`;
/** A stalk with `pairs` pairs of leaflets and one at the end. */
const pinnate = (pairs: number) => {
  const step = 30 / (pairs + 1);
  const pairsDrawn = Array.from({ length: pairs }, (_, i) => {
    const y = 36 - step * (i + 1);
    const size = Math.min(9, 4 + step);
    return leaflet(20, y, -size, -size / 3) + leaflet(20, y, size, -size / 3);
  });
  return `M20 39V6${pairsDrawn.join('')}${leaflet(20, 6, 0, -5)}`;
};
const TRUNK = 'M20 30v9';
const NEEDLES_SPRAY = 'M20 38V3M20 8l-7-5M20 8l7-5M20 15l-8-5M20 15l8-5M20 22l-8-5M20 22l8-5M20 29l-8-5M20 29l8-5';
const SCALE_SHOOT = 'M20 39V3M16 7l4 4 4-4M16 13l4 4 4-4M16 19l4 4 4-4M16 25l4 4 4-4M16 31l4 4 4-4';
const TWIG = 'M20 39V8';
const bud = (x: number, y: number, size = 1) => oval(x, y, 2.2 * size, 4 * size);
const BIG_BUD = 'M20 36C12 30 13 14 20 4 27 14 28 30 20 36ZM20 36v3M20 6v26';
const BARE_TIP = `${SCALE_SHOOT}M20 3v-1`;
const TRUNK_BOX = 'M9 2v36M31 2v36';

const leafWith = (fill: string, extra = '') => [{ d: blade(14, 12), fill }, { d: `M20 36v3M20 33V9${extra}` }];
const swatch = (shape: string, fill: string): Drawing => [{ d: shape, fill }];
const barkOf = (fill: string) => swatch('M9 2h22v36H9Z', fill);
const budOf = (fill: string) => [{ d: 'M20 36C12 30 13 14 20 4 27 14 28 30 20 36Z', fill }, { d: 'M20 36v3' }];
const twigOf = (fill: string) => swatch('M17 39V10l3-6 3 6v29Z', fill);
const fruitOf = (fill: string) => [{ d: oval(20, 24, 11, 11), fill }, { d: 'M20 13c0-4 2-7 5-9' }];
const lines = (d: string): Drawing => [{ d }];
/** A leaf on the ground line, as long as `scale` of the tallest. */
const lengthBand = (scale: number): Drawing =>
  lines(`M4 38h32${blade(14 * scale, 12 * scale, 0.25, 0.8, 37, 37 - 33 * scale)}`);

const NO_BLADE = lines(NEEDLES_SPRAY);
const NO_BUDS = lines(BARE_TIP);

export const DRAWINGS: Readonly<Record<string, Readonly<Record<string, Drawing>>>> = {
  'leaf.kind': { needles: lines(NEEDLES_SPRAY), scales: lines(SCALE_SHOOT), broad: lines(LEAF) },
  'habit.type': {
    evergreen: [{ d: `M20 3 8 30h24Z${TRUNK}`, fill: 'var(--pictogram-fill)' }],
    deciduous: lines('M20 39V20l-8-10-2-5M20 20l8-10 3-5M20 26l-10-8M20 24l10-8M12 10l4-4M28 10l-4-4'),
  },
  'leaf.compound': {
    simple: lines(LEAF),
    pinnate: lines(pinnate(3)),
    palmate: lines(
      `M20 39V24${leaflet(20, 24, -13, -8)}${leaflet(20, 24, -7, -15)}${leaflet(20, 24, 0, -19)}${leaflet(20, 24, 7, -15)}${leaflet(20, 24, 13, -8)}`,
    ),
    trifoliate: lines(`M20 39V22${leaflet(20, 22, -12, -10)}${leaflet(20, 22, 0, -18)}${leaflet(20, 22, 12, -10)}`),
  },
  'leaf.leaflets': {
    one: lines(LEAF),
    three: lines(`M20 39V22${leaflet(20, 22, -12, -10)}${leaflet(20, 22, 0, -18)}${leaflet(20, 22, 12, -10)}`),
    few: lines(pinnate(2)),
    several: lines(pinnate(4)),
    many: lines(pinnate(7)),
  },
  'leaf.arrangement': {
    alternate: lines(
      `M20 39V3${leaflet(20, 30, -12, -4)}${leaflet(20, 21, 12, -4)}${leaflet(20, 12, -12, -4)}${leaflet(20, 4, 0, -1)}`,
    ),
    opposite: lines(
      `M20 39V3${leaflet(20, 28, -12, -4)}${leaflet(20, 28, 12, -4)}${leaflet(20, 14, -12, -4)}${leaflet(20, 14, 12, -4)}`,
    ),
    whorled: lines(
      `M20 39V3${leaflet(20, 24, -13, -3)}${leaflet(20, 24, 13, -3)}${leaflet(20, 24, 0, 9)}${leaflet(20, 10, -12, -3)}${leaflet(20, 10, 12, -3)}`,
    ),
    spiral: lines('M20 39V3M20 6l-6-3M20 9l7-3M20 13l-8-2M20 17l8-1M20 21l-8 0M20 25l8 1M20 29l-7 2M20 33l7 3'),
    bundles: lines('M20 39V6M20 30l-9-13M20 30l-6-14M20 18l9-13M20 18l6-14M20 8l-4-6M20 8l4-6'),
    tufts: lines(
      'M6 39 34 11M15 30l-7-10M15 30l-3-11M15 30l1-12M15 30l4-11M26 19l-6-11M26 19l-2-12M26 19l2-12M26 19l6-10',
    ),
  },
  'leaf.shape': {
    narrow: lines(`${blade(6, 5)}M20 36v3`),
    oval: lines(`${blade(15, 15, 0.2, 0.8)}M20 36v3`),
    egg: lines(`${blade(18, 8, 0.12, 0.7)}M20 36v3`),
    obovate: lines(`${blade(6, 20, 0.25, 0.75)}M20 36v3`),
    round: lines('M20 30C10 38 2 24 8 14 12 8 18 5 20 3 22 5 28 8 32 14 38 24 30 38 20 30Zm0 0v9'),
    triangle: lines('M20 4C16 14 10 24 5 31h30C30 24 24 14 20 4Zm0 27v8'),
    hand: lines('M20 39v-8L8 33l3-8-8-6 9-3-2-10 8 6 2-9 2 9 8-6-2 10 9 3-8 6 3 8Z'),
    fan: lines('M20 39V26L5 11C10 5 17 4 19 6l1 6 1-6c2-2 9-1 14 5Z'),
    none: NO_BLADE,
  },
  'leaf.lobes': {
    none: lines(LEAF),
    pinnate: lines(
      'M20 39v-5c-4 0-6-1-6-4-4 1-7-1-5-4-4-1-4-5-1-6-3-2-2-6 2-6-1-4 2-6 5-5 0-3 3-5 5-5 2 0 5 2 5 5 3-1 6 1 5 5 4 0 5 4 2 6 3 1 3 5-1 6 2 3-1 5-5 4 0 3-2 4-6 4',
    ),
    palmate: lines('M20 39v-8L8 33l3-8-8-6 9-3-2-10 8 6 2-9 2 9 8-6-2 10 9 3-8 6 3 8Z'),
  },
  'leaf.margin': {
    smooth: lines('M3 16h34M3 32h34'),
    wavy: lines('M3 16c3-5 6-5 8 0s5 5 8 0 5-5 8 0 5 5 8 0 3-3 2-2M3 32h34'),
    toothed: lines('M3 19l6-6v6l6-6v6l6-6v6l6-6v6l6-6v6M3 32h34'),
    double: lines('M3 19l3-3 1 2 6-8v9l3-3 1 2 6-8v9l3-3 1 2 6-8v9M3 32h34'),
    round: lines('M3 18a3 3 0 0 1 6 0a3 3 0 0 1 6 0a3 3 0 0 1 6 0a3 3 0 0 1 6 0a3 3 0 0 1 6 0a3 3 0 0 1 4 0M3 32h34'),
    spiny: lines('M3 20l4-2 2-8 3 7 5-1 3-9 3 8 5 1 3-8 2 7 4 1M3 32h34'),
    none: NO_BLADE,
  },
  'leaf.tip': {
    'long-point': lines('M7 39C8 24 16 14 20 2 24 14 32 24 33 39'),
    'short-point': lines('M6 39C6 20 12 13 18 11L20 4l2 7C28 13 34 20 34 39'),
    pointed: lines('M6 39C6 26 14 15 20 6 26 15 34 26 34 39'),
    blunt: lines('M6 39 10 20 20 11 30 20 34 39'),
    rounded: lines('M6 39V23a14 14 0 0 1 28 0v16'),
    notched: lines('M6 39V22C6 12 12 8 18 8l2 4 2-4c6 0 12 4 12 14v17'),
    spine: lines('M8 39C8 25 14 16 20 14 26 16 32 25 32 39M20 14V3'),
  },
  'leaf.length': {
    'under-1': lengthBand(0.15),
    '1-3': lengthBand(0.3),
    '3-6': lengthBand(0.45),
    '6-10': lengthBand(0.62),
    '10-20': lengthBand(0.8),
    'over-20': lengthBand(1),
  },
  'leaf.underside': {
    same: leafWith('var(--pictogram-green)'),
    paler: leafWith('var(--pictogram-pale-green)'),
    'blue-grey': leafWith('#9fb4c2'),
    white: leafWith('#f4f4ef'),
    'grey-felted': leafWith('#bdbcb3', 'M13 16h.1M26 14h.1M14 26h.1M27 25h.1M16 20h.1M24 20h.1'),
    hairy: leafWith('var(--pictogram-pale-green)', 'M6 26l-3 1M7 18l-3-1M11 10 9 8M34 26l3 1M33 18l3-1M29 10l2-2'),
    banded: [
      { d: 'M14 4h12v32H14Z', fill: 'var(--pictogram-green)' },
      { d: 'M17 8v24M23 8v24', fill: 'none' },
    ],
  },
  'leaf.gloss': {
    glossy: lines(`${LEAF}M13 24c-1-6 1-11 4-14M27 13l2-2M30 17h3M28 9l1-3`),
    matt: lines(LEAF),
  },
  'leaf.colour': {
    green: leafWith('var(--pictogram-green)'),
    purple: leafWith('#6b2d3f'),
    golden: leafWith('#d6b22a'),
  },
  'bark.texture': {
    smooth: lines(`${TRUNK_BOX}M15 8c1 10 0 20 1 26`),
    pores: lines(`${TRUNK_BOX}M12 8h7M22 14h6M12 20h7M22 26h6M13 32h6`),
    cracked: lines(`${TRUNK_BOX}M14 2v14M14 20v18M20 6v24M26 2v12M26 18v20`),
    furrowed: lines(`${TRUNK_BOX}M13 2c2 12-2 24 0 36M18 2c-2 12 2 24 0 36M23 2c2 12-2 24 0 36M28 2c-2 12 2 24 0 36`),
    scaly: lines(`${TRUNK_BOX}M11 8h6l-2 5h-5ZM21 14h7l-2 5h-6ZM12 22h6l-1 5h-6ZM22 29h6l-2 5h-5Z`),
    plates: lines(`${TRUNK_BOX}M9 14h22M9 26h22M18 2v12M24 14v12M16 26v12`),
    peeling: lines(`${TRUNK_BOX}M12 10c6-2 12-2 16 0 2 2 0 5-3 4M12 24c5-2 11-2 15 0 2 2 1 5-2 4`),
    stringy: lines(
      `${TRUNK_BOX}M13 2c1 12-1 24 0 36M17 2c-1 12 1 24 0 36M21 2c1 12-1 24 0 36M25 2c-1 12 1 24 0 36M28 2v36`,
    ),
    corky: lines(
      `${TRUNK_BOX}M11 10c2-4 7-4 9 0M21 10c2-4 7-4 9 0M11 22c2-4 7-4 9 0M21 22c2-4 7-4 9 0M11 34c2-4 7-4 9 0M21 34c2-4 7-4 9 0`,
    ),
  },
  'bark.colour': {
    white: barkOf('#f4f2ec'),
    grey: barkOf('#9c9c95'),
    dark: barkOf('#47473f'),
    brown: barkOf('#7a5434'),
    reddish: barkOf('#a8552e'),
  },
  'bud.arrangement': {
    alternate: lines(`${TWIG}${bud(16, 28)}${bud(24, 20)}${bud(16, 12)}${bud(20, 5)}`),
    opposite: lines(`${TWIG}${bud(15, 26)}${bud(25, 26)}${bud(15, 14)}${bud(25, 14)}${bud(20, 5)}`),
    clustered: lines(`${TWIG}${bud(20, 5)}${bud(15, 9)}${bud(25, 9)}${bud(16, 16, 0.8)}${bud(24, 16, 0.8)}`),
    whorled: lines(`${TWIG}${bud(14, 24)}${bud(26, 24)}${bud(20, 26, 0.8)}${bud(20, 5)}`),
    spiral: lines(`${TWIG}${bud(20, 5)}M20 14l-7-2M20 18l7-2M20 22l-7-1M20 26l7 0M20 30l-7 1M20 34l7 2`),
    none: NO_BUDS,
  },
  'bud.colour': {
    brown: budOf('#8b5a2b'),
    'red-brown': budOf('#9a3b22'),
    red: budOf('#8e2b4f'),
    green: budOf('#6f9a3a'),
    grey: budOf('#9c9c95'),
    black: budOf('#24221f'),
    none: NO_BUDS,
  },
  'bud.surface': {
    sticky: lines(`${BIG_BUD}M30 14c-2 3 0 5 1 5s3-2 1-5l-1-2ZM9 22c-2 3 0 5 1 5s3-2 1-5l-1-2Z`),
    glossy: lines(`${BIG_BUD}M16 26c-2-6-1-12 2-17M27 8l2-2M29 12h3`),
    hairy: lines(`${BIG_BUD}M11 30l-3 1M10 24l-3-1M12 17 9 15M15 11l-2-3M29 30l3 1M30 24l3-1M28 17l3-2M25 11l2-3`),
    waxy: lines(`${BIG_BUD}M16 14h.1M24 16h.1M15 22h.1M25 24h.1M17 30h.1M23 30h.1`),
    plain: lines(BIG_BUD),
    none: NO_BUDS,
  },
  'twig.colour': {
    green: twigOf('#6f9a3a'),
    grey: twigOf('#9c9c95'),
    brown: twigOf('#7a5434'),
    red: twigOf('#9a2f2f'),
    yellow: twigOf('#d9a521'),
  },
  'twig.thorns': {
    thorny: lines(`${TWIG}${bud(20, 5)}M20 32l-9-6M20 22l9-6M20 13l-7-5M16 29l-1-4M24 19l1-4`),
    none: lines(`${TWIG}${bud(20, 5)}${bud(16, 28)}${bud(24, 20)}${bud(16, 12)}`),
  },
  'seed.kind': {
    acorn: lines('M14 20c0-12 12-12 12 0M11 20h18c0 7-4 11-9 11s-9-4-9-11ZM20 31v8'),
    nut: lines(`${oval(20, 24, 9, 10)}M11 20c2-8 6-12 9-16 3 4 7 8 9 16M20 14v-3`),
    key: lines('M20 39c-3-6-3-20 0-35 3 15 3 29 0 35ZM20 39v-10'),
    'paired-keys': lines(
      `M20 27C14 26 6 20 3 9c6-2 12 4 14 12M20 27c6-1 14-7 17-18-6-2-12 4-14 12M20 27v-8${oval(17, 24, 3, 3)}${oval(23, 24, 3, 3)}`,
    ),
    fluff: lines(
      'M20 2v4M20 6c-4 8-4 22 0 32 4-10 4-24 0-32ZM14 14l-5-2M14 22l-6 0M15 30l-5 2M26 14l5-2M26 22l6 0M25 30l5 2',
    ),
    nutlets: lines(`M20 2v6${oval(20, 22, 7, 14)}M14 16h12M13 22h14M14 28h12`),
    capsule: lines(`${oval(20, 22, 11, 11)}M20 11V7M9 22H5M31 22h4M12 14l-3-3M28 14l3-3M12 30l-3 3M28 30l3 3M20 33v4`),
    pod: lines('M4 10c8 2 14 8 18 16s8 12 14 12c-2-6-6-10-10-18S14 8 4 10ZM11 13h.1M17 18h.1M21 24h.1M26 31h.1'),
    stone: lines(`${oval(13, 30, 6, 6)}${oval(28, 28, 6, 6)}M13 24C14 14 18 8 21 3M28 22c-1-8-4-14-7-19`),
    berry: lines(`${oval(14, 24, 5, 5)}${oval(25, 22, 5, 5)}${oval(20, 32, 5, 5)}${oval(20, 14, 4, 4)}M20 10V3`),
    apple: lines(
      'M20 14c-6-4-15-2-15 10 0 8 6 14 11 14 2 0 3-1 4-1s2 1 4 1c5 0 11-6 11-14 0-12-9-14-15-10ZM20 14c0-4 2-8 4-10',
    ),
    cone: lines(`${oval(20, 22, 9, 15)}M14 14l6 4 6-4M12 21l8 5 8-5M13 28l7 5 7-5M20 7v-5`),
    ball: lines(`M20 2v14${oval(20, 26, 10, 10)}M15 22h.1M25 22h.1M20 28h.1M15 31h.1M25 31h.1M20 20h.1`),
    fig: lines('M20 6c0 6-12 12-12 22 0 6 5 10 12 10s12-4 12-10C32 18 20 12 20 6ZM20 6V2M18 36h4'),
  },
  'seed.colour': {
    red: fruitOf('#c62828'),
    orange: fruitOf('#e28a1b'),
    green: fruitOf('#6f9a3a'),
    dark: fruitOf('#3a2745'),
    brown: fruitOf('#7a5434'),
  },
  'habit.crown': {
    cone: lines(`M20 3 8 31h24Z${TRUNK}`),
    spire: lines(`M20 2 14 31h12Z${TRUNK}`),
    egg: lines(`${oval(20, 17, 10, 14)}M20 31v8`),
    dome: lines(`${oval(20, 19, 14, 13)}M20 32v7`),
    wide: lines(`${oval(20, 17, 18, 10)}M20 27v12`),
    vase: lines('M20 39V28M20 28 11 12M20 28l9-16M5 10c4-7 26-7 30 0-4 10-10 16-15 18-5-2-11-8-15-18Z'),
    weeping: lines(
      'M20 39V8M20 8C10 8 5 16 4 30M20 8c10 0 15 8 16 22M12 11c-3 6-4 14-4 22M28 11c3 6 4 14 4 22M16 9c-2 8-2 16-2 24M24 9c2 8 2 16 2 24',
    ),
    irregular: lines(
      'M20 39V22l-6-6M20 25l7-9M6 18c-2-6 4-11 9-8 2-6 10-6 12 0 6-2 10 4 7 9 3 4-1 9-6 7-3 4-9 4-11 0-5 2-11-2-11-8Z',
    ),
    bushy: lines(`${oval(20, 17, 16, 13)}M14 39l2-10M20 39v-9M26 39l-2-10`),
  },
};
