import { createHash } from 'node:crypto';

/**
 * The ways a script could recognise a picture it has seen before (docs/quizzes.md): its bytes, its SVG
 * text once everything that does not change the drawing is taken out, and the list of its path
 * commands. The picture-bot attack and the renderer's tests both use them.
 */
export type Fingerprints = { bytes: string; text: string; commands: string; written: string };

const sha = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex');

/** Title, ids, whitespace and attribute order dropped, and every number rounded to a whole one. */
export function normalisedSvg(svg: string): string {
  return svg
    .replace(/<title>[^<]*<\/title>/g, '')
    .replace(/\s+id="[^"]*"/g, '')
    .replace(/-?\d*\.?\d+(e-?\d+)?/gi, (n) => String(Math.round(Number(n))))
    .replace(/<([a-z]+)((?:\s+[a-z:-]+="[^"]*")*)\s*(\/?)>/gi, (_, name: string, attrs: string, close: string) => {
      const sorted = [...attrs.matchAll(/([a-z:-]+)="([^"]*)"/gi)].map(([, k, v]) => `${k}="${v}"`).sort();
      return `<${name} ${sorted.join(' ')}${close}>`;
    })
    .replace(/\s+/g, ' ');
}

const ARITY: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, q: 4, t: 2, c: 6, s: 4, a: 7, z: 0 };

/**
 * The command of every path segment, in order, with the repeats a path may leave implicit
 * (`L1 2 3 4` is two lines) written out: the drawing's skeleton whatever its numbers.
 */
export function pathCommands(svg: string): string {
  return [...svg.matchAll(/\sd="([^"]*)"/g)]
    .map(([, d]) => {
      let out = '';
      for (const [, letter = '', args = ''] of (d ?? '').matchAll(/([a-z])([^a-z]*)/gi)) {
        const count = (args.match(/-?\d*\.?\d+(e-?\d+)?/gi) ?? []).length;
        const arity = ARITY[letter.toLowerCase()] ?? 0;
        const repeats = arity === 0 ? 1 : Math.max(1, Math.round(count / arity));
        // Pairs after a move are lines.
        const rest = letter.toLowerCase() === 'm' ? 'L' : letter.toUpperCase();
        out += letter.toUpperCase() + rest.repeat(repeats - 1);
      }
      return out;
    })
    .join('|');
}

/** The command letters as a path writes them, implicit repeats left implicit. */
export function writtenCommands(svg: string): string {
  return [...svg.matchAll(/\sd="([^"]*)"/g)].map(([, d]) => (d ?? '').replace(/[^a-z]/gi, '')).join('|');
}

export function fingerprints(body: string | Uint8Array): Fingerprints {
  const text = typeof body === 'string' ? body : Buffer.from(body).toString('utf8');
  const isSvg = text.trimStart().startsWith('<svg');
  return {
    bytes: sha(body),
    text: isSvg ? sha(normalisedSvg(text)) : '',
    commands: isSvg ? sha(pathCommands(text)) : '',
    written: isSvg ? sha(writtenCommands(text)) : '',
  };
}
