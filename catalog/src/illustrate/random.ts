/**
 * A small seeded PRNG (mulberry32 over an FNV-1a hash), so the same species always gets the
 * same drawing while species with identical traits still get slightly different ones.
 */
export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** value times a factor in [1 - spread, 1 + spread]. */
  vary(value: number, spread: number): number;
  /** A child stream, so adding draws in one part of a picture does not shift the others. */
  fork(label: string): Rng;
};

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function seeded(seed: string): Rng {
  let state = hash(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const range = (min: number, max: number) => min + (max - min) * next();
  return {
    next,
    range,
    int: (min, max) => Math.min(max, Math.floor(range(min, max + 1))),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (probability) => next() < probability,
    vary: (value, spread) => value * range(1 - spread, 1 + spread),
    fork: (label) => seeded(`${seed}/${label}`),
  };
}
