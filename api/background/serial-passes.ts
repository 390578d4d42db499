/** A background pass that never overlaps itself: `run` waits for a running pass; calls while one waits share it. */
export interface SerialPasses {
  /** One pass now, after any running one. */
  run(): Promise<void>;
  /** A pass soon, after the current request's transaction has committed: never waits for or fails the caller. */
  soon(): void;
  /** No further passes (the server is stopping, the test is over). */
  stop(): void;
}

export function serialPasses(pass: () => Promise<void>): SerialPasses {
  let tail: Promise<void> = Promise.resolve();
  let waiting: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (waiting) return waiting;
    const next = tail.then(() => {
      waiting = null;
      return stopped ? undefined : pass();
    });
    waiting = next;
    tail = next;
    return next;
  };
  return {
    run,
    soon: () => {
      if (!stopped) setImmediate(() => void run());
    },
    stop: () => {
      stopped = true;
    },
  };
}
