/**
 * `read`, shared by callers that arrive together, and never older than the call: a caller gets
 * the read it started, or the next one, which starts when the read in progress (begun before the
 * caller came) has ended. Under load that is one read per round trip instead of one per caller.
 */
export function freshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const begin = () => {
    const started = read().finally(() => {
      if (running === started) running = undefined;
    });
    running = started;
    return started;
  };
  return () => {
    if (!running) return begin();
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = undefined;
        return begin();
      });
    return queued;
  };
}
