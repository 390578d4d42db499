/** Every slot is busy and every waiting place taken. */
export class WorkQueueFullError extends Error {
  constructor() {
    super('work queue full');
  }
}

export interface WorkPlace {
  /** Runs `task` once a slot is free, first come first served, and frees the slot when it settles. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Gives the place back, run or not: every place taken is left, in a finally. Leaving twice changes nothing. */
  leave(): void;
}

export interface WorkQueue {
  /**
   * A place among the `slots` running and the `waiting`, taken before the work's input is even read, so that what
   * waits is bounded too; throws WorkQueueFullError when there is none.
   */
  enter(): WorkPlace;
  /** Places taken and tasks running, for logs and tests. */
  load(): { places: number; running: number };
}

/** A counting semaphore of `slots` with a bounded line behind it: at most `slots` tasks run at once. */
export function createWorkQueue({ slots, waiting }: { slots: number; waiting: number }): WorkQueue {
  let places = 0;
  let running = 0;
  const line: Array<() => void> = [];
  const free = () => {
    running -= 1;
    const next = line.shift();
    if (next) {
      running += 1;
      next();
    }
  };
  return {
    enter() {
      if (places >= slots + waiting) throw new WorkQueueFullError();
      places += 1;
      let left = false;
      return {
        async run(task) {
          if (running < slots) running += 1;
          else await new Promise<void>((resolve) => line.push(resolve));
          try {
            return await task();
          } finally {
            free();
          }
        },
        leave() {
          if (left) return;
          left = true;
          places -= 1;
        },
      };
    },
    load: () => ({ places, running }),
  };
}
