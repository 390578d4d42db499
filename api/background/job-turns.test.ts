import { Cron } from 'croner';
import { afterEach, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../shared/time/durations';
import { createTestApp, type TestApp } from '../test/test-app';
import { inTurn, takeJobTurn } from './job-turns';

/** Two instances on one database: the same database and clock, each its own boot. */
describe("a scheduled job's turn", () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  const instances = async () => {
    testApp = await createTestApp();
    return [testApp.deps, { ...testApp.deps, bootId: 'the other instance' }] as const;
  };

  it('goes to one instance of those asking at once, and to any once its hold is over', async () => {
    const [first, second] = await instances();
    expect(await takeJobTurn(first, 'reminders', 30 * MINUTE_MS)).toBe(true);
    expect(await takeJobTurn(second, 'reminders', 30 * MINUTE_MS)).toBe(false);
    expect(await takeJobTurn(first, 'reminders', 30 * MINUTE_MS)).toBe(false);
    expect(await takeJobTurn(second, 'tracking-refresh', 30 * MINUTE_MS)).toBe(true);
    testApp.clock.advance(30 * MINUTE_MS);
    expect(await takeJobTurn(second, 'reminders', 30 * MINUTE_MS)).toBe(true);
  });

  it('runs a tick of a schedule once however many instances fire it, and the next tick again', async () => {
    const [first, second] = await instances();
    const cron = new Cron('0 * * * *', { paused: true });
    let runs = 0;
    const work = () => (runs += 1);
    await Promise.all([inTurn(first, 'hourly', cron, work), inTurn(second, 'hourly', cron, work)]);
    expect(runs).toBe(1);
    testApp.clock.advance(60 * MINUTE_MS);
    await Promise.all([inTurn(second, 'hourly', cron, work), inTurn(first, 'hourly', cron, work)]);
    expect(runs).toBe(2);
    cron.stop();
  });
});
