import type { Confusion } from '@leafwise/contract';
import type { Mistake } from './progress-repository.ts';

/**
 * Wrong answers as pairs of trees: shown A and choosing B, and shown B and choosing A, are one
 * pair, turned the way it went most often (on a tie, the way it went last). Most mixed up first;
 * on a tie, the most recent first. At most `limit` pairs.
 */
export function confusionsOf(mistakes: readonly Mistake[], limit: number): Confusion[] {
  const pairs = new Map<string, { one?: Mistake; other?: Mistake }>();
  for (const mistake of mistakes) {
    const low = Math.min(mistake.shown, mistake.chosen);
    const key = `${low}-${Math.max(mistake.shown, mistake.chosen)}`;
    const pair = pairs.get(key) ?? {};
    if (mistake.shown === low) pair.one = mistake;
    else pair.other = mistake;
    pairs.set(key, pair);
  }
  const confusions = [...pairs.values()].map(({ one, other }) => {
    const [main, reverse] = orient(one, other);
    const last = reverse && reverse.last_at > main.last_at ? reverse.last_at : main.last_at;
    return {
      shown_tree_id: main.shown,
      chosen_tree_id: main.chosen,
      times: main.times,
      reverse_times: reverse?.times ?? 0,
      last_at: last,
    };
  });
  return confusions
    .sort(
      (a, b) => b.times + b.reverse_times - (a.times + a.reverse_times) || b.last_at.getTime() - a.last_at.getTime(),
    )
    .slice(0, limit)
    .map((confusion) => ({ ...confusion, last_at: confusion.last_at.toISOString() }));
}

function orient(one: Mistake | undefined, other: Mistake | undefined): [Mistake, Mistake | undefined] {
  if (!one) return [other as Mistake, undefined];
  if (!other) return [one, undefined];
  if (one.times !== other.times) return one.times > other.times ? [one, other] : [other, one];
  return one.last_at >= other.last_at ? [one, other] : [other, one];
}
