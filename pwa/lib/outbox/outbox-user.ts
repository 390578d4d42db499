let current: number | null = null;
const listeners = new Set<() => void>();

/** Whose outbox the writes go to: set by the app from the session (features do not read the session). */
export function setOutboxUser(userId: number | null) {
  if (userId === current) return;
  current = userId;
  for (const listener of listeners) listener();
}

export const getOutboxUser = () => current;

export function subscribeOutboxUser(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
