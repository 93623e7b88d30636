/**
 * Details of a bark the closed trait words do not carry, read from the record's own bark
 * description (its clauses about the tree itself, before it turns to another): the shape of its
 * scales, how long its ridges run, whether its lenticels stand raised. Each drawn where the words
 * say it, the plain default otherwise (docs/pictures.md).
 */

/** The shape a scaly bark's flakes or plates come away in. */
export type Flake = 'rounded' | 'square' | 'plate' | 'irregular' | 'plain';

/** How long a ridged or cracked bark's ridges run, against its plates' usual proportion. */
export type RidgeRun = 'short' | 'long' | 'plain';

export type BarkWords = { flake: Flake; run: RidgeRun; raisedPores: boolean; flaking: boolean; prickles: boolean };

/** The description's clauses about the tree itself, lower-cased: each sentence up to where it compares. */
function own(description: string): string {
  return description
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.split(/\b(?:whereas|while|unlike|but|than|rather)\b/i)[0] ?? '')
    .join(' ')
    .toLowerCase();
}

export function barkWords(description: string): BarkWords {
  const text = own(description);
  const flake: Flake = /\b(?:rounded|round|coin-like|circular) (?:scales|flakes|plates)\b/.test(text)
    ? 'rounded'
    : /\b(?:square|squarish) (?:scales|flakes)\b/.test(text)
      ? 'square'
      : /\birregular (?:scales|flakes|plates)\b/.test(text)
        ? 'irregular'
        : /\bscaly plates\b|\bplates that flake\b/.test(text)
          ? 'plate'
          : 'plain';
  const run: RidgeRun = /\bshort ridges\b|\bshort, (?:scaly |narrow )?(?:ridges|plates)\b/.test(text)
    ? 'short'
    : /\blong(?:,)? (?:[a-z]+ ){0,2}(?:ridges|plates|strips)\b/.test(text)
      ? 'long'
      : 'plain';
  return {
    flake,
    run,
    raisedPores: /\braised (?:lenticels|pores)\b/.test(text),
    flaking: /\bflak(?:e|es|ing)\b/.test(text),
    // A rose's stems are armed with prickles, not a honey locust's branched thorns.
    prickles: /\bprickles\b/.test(description.toLowerCase()),
  };
}
