import { describe, expect, it } from 'vitest';
import { addSignOutStep, runSignOutSteps } from './sign-out-steps';

describe('sign-out steps', () => {
  it('runs every registered step, a failing one included, and not a removed one', async () => {
    const ran: string[] = [];
    const removeA = addSignOutStep(async () => ran.push('a'));
    const removeB = addSignOutStep(async () => {
      ran.push('b');
      throw new Error('offline');
    });
    const removeC = addSignOutStep(async () => ran.push('c'));
    removeC();
    await runSignOutSteps();
    expect(ran.sort()).toEqual(['a', 'b']);
    removeA();
    removeB();
  });

  it('never waits longer than its limit for a step that hangs', async () => {
    const remove = addSignOutStep(() => new Promise(() => undefined));
    const started = Date.now();
    await runSignOutSteps(50);
    expect(Date.now() - started).toBeLessThan(1000);
    remove();
  });
});
