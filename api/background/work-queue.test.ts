import { describe, expect, it } from 'vitest';
import { createWorkQueue, WorkQueueFullError } from './work-queue';

/** A task that runs until the test lets it finish. */
function heldTask(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: async () => { log.push(`start ${name}`); await done; log.push(`end ${name}`); return name; }, finish };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createWorkQueue', () => {
  it('runs at most `slots` tasks at once, the others in the order they came', async () => {
    const queue = createWorkQueue({ slots: 2, waiting: 2 });
    const log: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => ({ name, ...heldTask(log, name), place: queue.enter() }));
    const results = tasks.map(({ place, task }) => place.run(task).finally(() => place.leave()));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    expect(queue.load()).toEqual({ places: 4, running: 2 });
    tasks[1]!.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    tasks[0]!.finish();
    tasks[2]!.finish();
    await settle();
    expect(log.slice(-3)).toEqual(['end a', 'end c', 'start d']);
    tasks[3]!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.load()).toEqual({ places: 0, running: 0 });
  });

  it('refuses a place past slots + waiting, and has one again when a place is left', () => {
    const queue = createWorkQueue({ slots: 1, waiting: 1 });
    const first = queue.enter();
    queue.enter();
    expect(() => queue.enter()).toThrow(WorkQueueFullError);
    first.leave();
    first.leave();
    expect(queue.load().places).toBe(1);
    expect(() => queue.enter()).not.toThrow();
    expect(() => queue.enter()).toThrow(WorkQueueFullError);
  });

  it('frees the slot of a task that fails', async () => {
    const queue = createWorkQueue({ slots: 1, waiting: 1 });
    const failing = queue.enter();
    const next = queue.enter();
    const failed = failing.run(() => Promise.reject(new Error('broken image')));
    const after = next.run(() => Promise.resolve('ran'));
    await expect(failed).rejects.toThrow('broken image');
    expect(await after).toBe('ran');
    expect(queue.load().running).toBe(0);
  });
});
