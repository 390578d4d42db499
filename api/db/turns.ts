/** Work that must not overlap: each call waits for the one before it on the same line, however it ended. */
export interface TurnLine {
  last: Promise<unknown>;
}

export const newTurnLine = (): TurnLine => ({ last: Promise.resolve() });

export async function takeTurn<T>(line: TurnLine, work: () => Promise<T>): Promise<T> {
  const previous = line.last;
  let release!: () => void;
  line.last = new Promise<void>((resolve) => (release = resolve));
  await previous;
  try {
    return await work();
  } finally {
    release();
  }
}
