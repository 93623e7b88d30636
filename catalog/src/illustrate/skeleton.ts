/** How many numbers each path command takes, so an implicit repeat (`L1 2 3 4`) can be counted. */
const ARGUMENTS: Record<string, number> = { M: 2, L: 2, Q: 4, C: 6, Z: 0 };

/**
 * A drawing's skeletons: its paths' command letters as written, and again with every implicit
 * repeat spelt out. Whatever the numbers, colours or titles, a script can recognise a picture by
 * these alone, so a quiz's drawing must share neither with any public one (renderIllustration).
 */
export function pictureSkeletons(svg: string): [written: string, spelt: string] {
  const paths = [...svg.matchAll(/\sd="([^"]*)"/g)].map(([, d = '']) => d);
  const written = paths.map((d) => d.replace(/[^A-Z]/gi, '')).join('|');
  const spelt = paths
    .map((d) =>
      [...d.matchAll(/([A-Z])([^A-Z]*)/gi)]
        .map(([, letter = '', args = '']) => {
          const count = args.match(/-?\d*\.?\d+/g)?.length ?? 0;
          const each = ARGUMENTS[letter.toUpperCase()] ?? 0;
          return letter.repeat(each === 0 ? 1 : Math.max(1, Math.round(count / each)));
        })
        .join(''),
    )
    .join('|');
  return [written, spelt];
}
