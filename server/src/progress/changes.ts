type Listener = (userIds: ReadonlySet<string>) => void;

const listeners = new Set<Listener>();

/**
 * Tells whoever keeps a copy of a user's progress (the progress cache) that it changed. A signal
 * rather than an argument, so that every writer of cards, whatever calls it, reaches the cache.
 * Returns the way to stop listening.
 */
export function onProgressChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function progressChanged(userIds: ReadonlySet<string>): void {
  for (const listener of listeners) listener(userIds);
}
