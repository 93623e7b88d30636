import { type Pt, rotate } from './geometry.ts';

/** Paint for one shape; stroke widths are in final pixels, whatever scale the picture is fitted at. */
export type Style = { fill?: string; stroke?: string; width?: number; opacity?: number };
export type Seg = ['M', Pt] | ['L', Pt] | ['Q', Pt, Pt] | ['C', Pt, Pt, Pt] | ['Z'];
export type Item =
  | { kind: 'path'; d: Seg[]; style: Style }
  | { kind: 'ellipse'; c: Pt; rx: number; ry: number; angle: number; style: Style };

export const SIZE = 240;

/** Rounds to one decimal and drops the leading zero, to keep documents small. */
export function num(v: number): string {
  const r = Math.round(v * 10) / 10;
  if (r === 0) return '0';
  const s = String(r);
  return s.startsWith('0.') ? s.slice(1) : s.startsWith('-0.') ? `-${s.slice(2)}` : s;
}

function pathData(segs: Seg[]): string {
  const tokens: string[] = [];
  let last = '';
  for (const [op, ...pts] of segs) {
    if (op !== last || op === 'M') tokens.push(op);
    last = op;
    for (const p of pts as Pt[]) tokens.push(num(p.x), num(p.y));
  }
  // A number running into the next needs a space between; the previous token's last character is
  // the output's (testing the whole output instead cost a fifth of the drawing time).
  const isNumberEdge = (char: string | undefined) =>
    char !== undefined && ((char >= '0' && char <= '9') || char === '.');
  let out = '';
  let previous = '';
  for (const token of tokens) {
    out += isNumberEdge(previous.at(-1)) && isNumberEdge(token[0]) ? ` ${token}` : token;
    previous = token;
  }
  return out;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function styleAttrs(style: Style): string {
  let out = ` fill="${style.fill ?? 'none'}"`;
  if (style.stroke) out += ` stroke="${style.stroke}" stroke-width="${num(style.width ?? 1)}"`;
  if (style.opacity !== undefined && style.opacity < 1) out += ` opacity="${Math.round(style.opacity * 100) / 100}"`;
  return out;
}

function shapeTag(item: Item, attrs: string): string {
  if (item.kind === 'path') return `<path d="${pathData(item.d)}"${attrs}/>`;
  const { c, rx, ry } = item;
  if (Math.abs(rx - ry) < 0.05) return `<circle cx="${num(c.x)}" cy="${num(c.y)}" r="${num(rx)}"${attrs}/>`;
  const a = Math.round(((item.angle % 180) + 180) % 180);
  const turn = a === 0 ? '' : ` transform="rotate(${a} ${num(c.x)} ${num(c.y)})"`;
  return `<ellipse cx="${num(c.x)}" cy="${num(c.y)}" rx="${num(rx)}" ry="${num(ry)}"${turn}${attrs}/>`;
}

/**
 * Serialises items in order. Neighbours with the same paint share one <g>, and neighbouring
 * unfilled paths are merged into one path (merging filled ones could punch holes).
 */
export function serialise(items: Item[]): string {
  let out = '';
  let i = 0;
  while (i < items.length) {
    const first = items[i] as Item;
    const key = JSON.stringify(first.style);
    let j = i + 1;
    while (j < items.length && JSON.stringify((items[j] as Item).style) === key) j++;
    const run = items.slice(i, j);
    const attrs = styleAttrs(first.style);
    const lines = run.every((item) => item.kind === 'path') && !first.style.fill;
    if (lines)
      out += `<path d="${run.map((item) => (item.kind === 'path' ? pathData(item.d) : '')).join('')}"${attrs}/>`;
    else if (run.length === 1) out += shapeTag(first, attrs);
    else out += `<g${attrs}>${run.map((item) => shapeTag(item, '')).join('')}</g>`;
    i = j;
  }
  return out;
}

export function svgDocument(title: string, body: string, paper: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" ` +
    `role="img" stroke-linecap="round" stroke-linejoin="round"><title>${escapeXml(title)}</title>` +
    `<rect width="${SIZE}" height="${SIZE}" rx="6" fill="${paper}"/>${body}</svg>`
  );
}

/** Maps every point of every item, e.g. to rotate and fit a picture into the tile. */
export function mapItems(items: Item[], f: (p: Pt) => Pt, k: number, turn: number): Item[] {
  return items.map((item) => {
    if (item.kind === 'ellipse') {
      return { ...item, c: f(item.c), rx: item.rx * k, ry: item.ry * k, angle: item.angle + turn };
    }
    const d = item.d.map((seg) => [seg[0], ...seg.slice(1).map((p) => f(p as Pt))] as Seg);
    return { ...item, d };
  });
}

/**
 * Rotates by `turn` degrees, then scales (at most maxScale) and centres into the tile with
 * `margin`, keeping `reserve` px clear at the bottom for a scale bar. Says the scale `k` it applied,
 * so a drawing made in centimetres knows its pixels per cm.
 */
export function fit(
  items: Item[],
  turn: number,
  margin: number,
  maxScale = Number.POSITIVE_INFINITY,
  reserve = 0,
): { items: Item[]; k: number } {
  const turned = mapItems(items, (p) => rotate(p, turn), 1, turn);
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  const grow = (p: Pt, r = 0) => {
    x0 = Math.min(x0, p.x - r);
    y0 = Math.min(y0, p.y - r);
    x1 = Math.max(x1, p.x + r);
    y1 = Math.max(y1, p.y + r);
  };
  for (const item of turned) {
    if (item.kind === 'ellipse') grow(item.c, Math.max(item.rx, item.ry));
    else for (const seg of item.d) for (const p of seg.slice(1)) grow(p as Pt);
  }
  const room = SIZE - 2 * margin;
  const k = Math.min(maxScale, room / Math.max(x1 - x0, 1e-6), (room - reserve) / Math.max(y1 - y0, 1e-6));
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const middle = (SIZE - reserve) / 2;
  return { items: mapItems(turned, (p) => ({ x: SIZE / 2 + (p.x - cx) * k, y: middle + (p.y - cy) * k }), k, 0), k };
}
