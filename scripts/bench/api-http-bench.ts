/**
 * The API over HTTP on loopback: the compiled server as `npm start` runs it (a fresh SQLite file, then a fresh
 * PostgreSQL database at PG_TEST_URL's server; demo seed) against a
 * bare Hono app answering the same bodies with the same headers (same-headers-server.ts, a process of its own), both
 * loaded by autocannon from this process. Rounds interleave app and bare so that both share the machine's noise;
 * requests ask for compression as a browser does. Reported: requests/s and p50/p99 latency (medians over the rounds)
 * and the ratio of the app's requests/s to the bare route's in the same round (median, and the rounds' range).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { DEMO_ACCOUNTS } from '../../api/seed/demo-accounts';
import { recreatePgDatabase } from '../../e2e/support/pg-database';
import { startCompiledAppServer } from './compiled-app-server';
import type { SameHeadersConfig } from './same-headers-server';

const APP_PORT = Number(process.env.BENCH_HTTP_PORT ?? 8922);
const BARE_PORT = Number(process.env.BENCH_HTTP_BARE_PORT ?? 8923);
/** Beside dist/server, so that its packages resolve from node_modules as the app's do. */
const BARE_ENTRY = 'dist/bench/same-headers-server.js';
const CONNECTIONS = Number(process.env.BENCH_HTTP_CONNECTIONS ?? 10);
// Short rounds, many of them: a burst of another process's work lands on both sides rather than on one run.
const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_HTTP_ROUNDS ?? 8);
/** What Chromium sends: the app compresses a JSON answer of 1 KiB or more, and so does the bare route. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** Answer headers that differ between any two answers or servers, left out of the headers check. */
const PER_ANSWER_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

interface Endpoint {
  path: string;
  signedIn: boolean;
}

const ENDPOINTS: Endpoint[] = [
  { path: '/api/health', signedIn: false },
  { path: '/api/users/profile', signedIn: true },
  { path: '/api/tracking', signedIn: true },
];

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * Built and run as dist/server is (scripts/build-server.ts, scripts/start.mjs): one esbuild ESM file with the packages
 * left to node_modules, in a plain node. Run through tsx instead, the same route answered 30-40% fewer requests when
 * it compressed than the bundled one, in interleaved trials: the baseline must not carry a cost the app does not.
 */
async function startBare(config: SameHeadersConfig, dir: string): Promise<ChildProcess> {
  const configPath = join(dir, 'same-headers.json');
  writeFileSync(configPath, JSON.stringify(config));
  await build({
    entryPoints: ['scripts/bench/same-headers-server.ts'],
    outfile: BARE_ENTRY,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
  const bare = spawn(process.execPath, ['--enable-source-maps', BARE_ENTRY, configPath], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    bare.once('exit', (code) => reject(new Error(`the bare server exited with code ${code}`)));
    bare.stdout!.once('data', () => resolve());
  });
  return bare;
}

const headerList = (response: Response) =>
  [...response.headers]
    .filter(([name]) => !PER_ANSWER_HEADERS.has(name))
    .map(([name, value]) => `${name}: ${value}`)
    .sort();

/** Both servers must answer each path with the same status, headers and body, or the comparison says nothing. */
async function checkSameAnswers(appUrl: string, bareUrl: string, requestHeaders: (endpoint: Endpoint) => Record<string, string>) {
  for (const endpoint of ENDPOINTS) {
    const [app, bare] = await Promise.all([fetch(appUrl + endpoint.path, { headers: requestHeaders(endpoint) }), fetch(bareUrl + endpoint.path, { headers: requestHeaders(endpoint) })]);
    const [appHeaders, bareHeaders] = [headerList(app), headerList(bare)];
    const onlyApp = appHeaders.filter((line) => !bareHeaders.includes(line));
    const onlyBare = bareHeaders.filter((line) => !appHeaders.includes(line));
    if (app.status !== bare.status || onlyApp.length || onlyBare.length) {
      throw new Error(`${endpoint.path}: the bare route answers otherwise than the app (status ${app.status}/${bare.status}; app only: ${onlyApp.join(' | ')}; bare only: ${onlyBare.join(' | ')})`);
    }
    if ((await app.text()) !== (await bare.text())) throw new Error(`${endpoint.path}: the bare route's body differs from the app's`);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const medianFigures = (runs: Figures[]): Figures => ({
  requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
  p50: median(runs.map((run) => run.p50)),
  p99: median(runs.map((run) => run.p99)),
});
// autocannon records latency in whole milliseconds.
const row = (figures: Figures) =>
  `${Math.round(figures.requestsPerSecond).toLocaleString('en-US').padStart(7)} req/s   p50 ${String(Math.round(figures.p50)).padStart(4)} ms   p99 ${String(Math.round(figures.p99)).padStart(4)} ms`;

/** The same calls on each database the app runs on (issue 28). */
export async function benchApiHttp(): Promise<void> {
  await benchApiHttpOn('SQLite');
  const server = new URL(process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  server.pathname = '/miami_drop_bench';
  await recreatePgDatabase(server.toString());
  await benchApiHttpOn('PostgreSQL', server.toString());
}

async function benchApiHttpOn(database: string, databaseUrl?: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'miami-drop-bench-http-'));
  const app = await startCompiledAppServer(APP_PORT, dataDir, databaseUrl);
  let bare: ChildProcess | undefined;
  try {
    const { email, password } = DEMO_ACCOUNTS.customer;
    const login = await fetch(`${app.baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    if (!login.ok) throw new Error(`POST /api/login answered ${login.status}`);
    const { token } = (await login.json()) as { token: string };
    const requestHeaders = (endpoint: Endpoint): Record<string, string> => ({
      'accept-encoding': BROWSER_ACCEPT_ENCODING,
      ...(endpoint.signedIn ? { authorization: `Bearer ${token}` } : {}),
    });

    const answers: Record<string, unknown> = {};
    for (const endpoint of ENDPOINTS) answers[endpoint.path] = await (await fetch(app.baseUrl + endpoint.path, { headers: requestHeaders(endpoint) })).json();
    bare = await startBare({ port: BARE_PORT, appUrl: app.baseUrl, answers }, dataDir);
    const bareUrl = `http://127.0.0.1:${BARE_PORT}`;
    await checkSameAnswers(app.baseUrl, bareUrl, requestHeaders);

    console.log(
      `API over HTTP on ${database} (compiled server as npm start runs it vs a bare Hono route with the same answer and headers; loopback, ` +
        `autocannon ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s; medians over the rounds):`,
    );
    for (const endpoint of ENDPOINTS) {
      const headers = requestHeaders(endpoint);
      // Warms both (JIT, SQLite's page cache, the session lookup) before anything is recorded.
      await load(app.baseUrl + endpoint.path, headers, 1);
      await load(bareUrl + endpoint.path, headers, 1);
      const appRuns: Figures[] = [];
      const bareRuns: Figures[] = [];
      const ratios: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        // Alternating which goes first keeps a drift of the machine from favouring one side.
        const appFirst = round % 2 === 0;
        const first = await load((appFirst ? app.baseUrl : bareUrl) + endpoint.path, headers, SECONDS);
        const second = await load((appFirst ? bareUrl : app.baseUrl) + endpoint.path, headers, SECONDS);
        const [appRun, bareRun] = appFirst ? [first, second] : [second, first];
        appRuns.push(appRun);
        bareRuns.push(bareRun);
        ratios.push(appRun.requestsPerSecond / bareRun.requestsPerSecond);
      }
      const label = `GET ${endpoint.path}${endpoint.signedIn ? ' (signed in)' : ''}`;
      console.log(`  ${label.padEnd(34)} app  ${row(medianFigures(appRuns))}`);
      console.log(
        `  ${''.padEnd(34)} bare ${row(medianFigures(bareRuns))}   app/bare ${median(ratios).toFixed(2)}` +
          ` (rounds ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`,
      );
    }
  } finally {
    bare?.kill('SIGTERM');
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchApiHttp();
