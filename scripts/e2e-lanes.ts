import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { postgresqlJourneys } from './e2e-on-postgresql';

/**
 * The journeys of `npm run test:e2e`, in two phases (decision 158).
 *
 * First two lanes at once (issue 28: a journey spends most of its time waiting on the browser and the server, so two
 * keep both cores busy). Each lane is a Playwright process with its own app server, port, SMTP sink and database
 * (e2e/support/e2e-config.ts), so lanes share nothing. Playwright's shards split the SQLite journeys by file; the second
 * lane then runs the PostgreSQL ones.
 *
 * Then the phones: the filled-at-once journeys run throttled phones two at a time (decision 142) and need the machine
 * to themselves. Beside another lane they starved it (its journeys timed out) and were starved in turn.
 */
interface Run {
  args: string[];
  env: Record<string, string>;
}

const LANE_PORTS = [
  { E2E_PORT: '8765', E2E_SMTP_PORT: '2626' },
  { E2E_PORT: '8766', E2E_SMTP_PORT: '2627' },
];
/** Read by playwright.config.ts: the lanes leave the phone journeys to the phase of their own. */
const WITHOUT_PHONES = { E2E_WITHOUT_PHONE_JOURNEYS: 'true' };

const LANES: Run[][] = [
  [{ args: ['--shard=1/2'], env: { ...LANE_PORTS[0]!, ...WITHOUT_PHONES } }],
  [{ args: ['--shard=2/2'], env: { ...LANE_PORTS[1]!, ...WITHOUT_PHONES } }, postgresqlJourneys()],
];
const PHONES: Run = { args: ['e2e/filled-at-once-'], env: LANE_PORTS[0]! };

/** One Playwright run, its output lines marked with the lane's name; resolves to its exit code. */
function playwright(lane: string, run: Run): Promise<number> {
  const child = spawn(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...run.args], {
    env: { ...process.env, ...run.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${lane}] ${line}`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

async function runLane(lane: string, runs: Run[]): Promise<boolean> {
  let passed = true;
  for (const run of runs) passed = (await playwright(lane, run)) === 0 && passed;
  return passed;
}

const lanes = await Promise.all(LANES.map((runs, index) => runLane(String(index + 1), runs)));
const phones = await runLane('phones', [PHONES]);
process.exit(lanes.every(Boolean) && phones ? 0 : 1);
