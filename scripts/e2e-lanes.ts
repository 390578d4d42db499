import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { postgresqlJourneys } from './e2e-on-postgresql';

/**
 * The journeys of `npm run test:e2e` in two lanes at once (issue 28: CI within 40 minutes on a 2-core machine). Each
 * lane is a Playwright process with its own app server, port, SMTP sink and database (e2e/support/e2e-config.ts), so
 * lanes share nothing; a journey spends most of its time waiting on the browser and the server, so two lanes keep both
 * cores busy. Playwright's shards split the SQLite journeys by file; the second lane then runs the PostgreSQL ones.
 */
interface Run {
  args: string[];
  env: Record<string, string>;
}

const LANES: Run[][] = [
  [{ args: ['--shard=1/2'], env: { E2E_PORT: '8765', E2E_SMTP_PORT: '2626' } }],
  [{ args: ['--shard=2/2'], env: { E2E_PORT: '8766', E2E_SMTP_PORT: '2627' } }, postgresqlJourneys()],
];

/** One Playwright run, its output lines marked with the lane's number; resolves to its exit code. */
function playwright(lane: number, run: Run): Promise<number> {
  const child = spawn(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...run.args], {
    env: { ...process.env, ...run.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${lane}] ${line}`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

async function runLane(lane: number, runs: Run[]): Promise<boolean> {
  let passed = true;
  for (const run of runs) passed = (await playwright(lane, run)) === 0 && passed;
  return passed;
}

const results = await Promise.all(LANES.map((runs, index) => runLane(index + 1, runs)));
process.exit(results.every(Boolean) ? 0 : 1);
