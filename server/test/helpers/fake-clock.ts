/**
 * A clock a test moves by hand, for deadlines without sleeping: it starts at the real time (so
 * what it stamps sits among real timestamps) and stands still until told to move.
 */
export class FakeClock {
  #now = Date.now();

  /** The app's clock (buildApp's `clock` option). */
  readonly clock = () => new Date(this.#now);

  advance(ms: number): void {
    this.#now += ms;
  }

  get now(): Date {
    return new Date(this.#now);
  }
}
