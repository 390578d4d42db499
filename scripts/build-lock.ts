import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const WAIT_STEP_MS = 500;

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock by creating its file exclusively, with this pid in it; false while a live process holds it. */
export function tryLock(path: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const holder = Number.parseInt(readFileSync(path, 'utf8'), 10);
  // Not yet written (its creator is between open and write), or a live holder: wait.
  if (!holder || isAlive(holder)) return false;
  // A dead process's lock: remove it and race the other waiters for a fresh one.
  rmSync(path, { force: true });
  return tryLock(path);
}

/**
 * One build at a time in a checkout (decision 152): runs `build` under the lock file `path` whenever `isStale()`
 * says so, waiting while another process builds and asking again once it is done, since that build may be the one
 * needed. Answers whether this process built.
 */
export async function buildUnderLock(path: string, isStale: () => string | null, build: (reason: string) => Promise<void>): Promise<boolean> {
  let told = false;
  for (;;) {
    if (!isStale()) return false;
    if (tryLock(path)) {
      try {
        const reason = isStale();
        if (!reason) return false;
        await build(reason);
        return true;
      } finally {
        rmSync(path, { force: true });
      }
    }
    if (!told) console.log(`Another process is building (${path}): waiting for it…`);
    told = true;
    await sleep(WAIT_STEP_MS);
  }
}
