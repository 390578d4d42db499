/** The server's clock: the real one, or one that starts at `start` and runs on from there (CLOCK_START, decision 178). */
export function createClock(start?: string): () => Date {
  if (!start) return () => new Date();
  const offset = Date.parse(start) - Date.now();
  return () => new Date(Date.now() + offset);
}
