import { describe, expect, it } from 'vitest';
import { freshRead } from '../src/db/fresh-read.ts';

/** A read whose calls are counted and finished by hand, each answering its own number. */
function manualRead() {
  const pending: (() => void)[] = [];
  let started = 0;
  const read = () => {
    const number = ++started;
    return new Promise<number>((resolve) => pending.push(() => resolve(number)));
  };
  const finishNext = async () => {
    pending.shift()?.();
    // Let the promise chains settle.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { read, finishNext, started: () => started };
}

describe('freshRead', () => {
  it('shares one read among callers who arrive together, but never one begun before they came', async () => {
    const { read, finishNext, started } = manualRead();
    const shared = freshRead(read);
    const first = shared();
    // These arrive while read 1 is under way: it may predate a change they must see, so they wait for read 2.
    const later = [shared(), shared(), shared()];
    expect(started()).toBe(1);
    await finishNext();
    expect(await first).toBe(1);
    expect(started()).toBe(2);
    // Arriving while read 2 is under way: read 3.
    const last = shared();
    await finishNext();
    expect(await Promise.all(later)).toEqual([2, 2, 2]);
    expect(started()).toBe(3);
    await finishNext();
    expect(await last).toBe(3);
    // Nothing under way: a caller starts its own read.
    const alone = shared();
    expect(started()).toBe(4);
    await finishNext();
    expect(await alone).toBe(4);
  });

  it('passes a failed read on to its callers, and the next callers read again', async () => {
    let calls = 0;
    const shared = freshRead(async () => {
      calls++;
      if (calls === 1) throw new Error('connection lost');
      return calls;
    });
    await expect(shared()).rejects.toThrow('connection lost');
    expect(await shared()).toBe(2);
  });
});
