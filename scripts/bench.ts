/**
 * `npm run bench`: measures, never enforces. Sections, in order:
 *   bundle      the PWA's size (raw and gzip)
 *   api         the API's latency for a few calls on a fresh SQLite file, in-process through app.request, as a ratio to
 *               a bare Hono route (what our middleware costs without a network)
 *   api-http    the compiled server over HTTP on loopback under autocannon, beside a bare route with the same answers
 *               and headers (scripts/bench/api-http-bench.ts)
 *   browser     the dashboard's render in Chromium online and with the server down, from IndexedDB
 *   lighthouse  Lighthouse's mobile profile on the landing and the dashboard
 *   phone       taps, forms and loads timed in Chromium under Lighthouse's mobile profile (scripts/bench/phone-bench.ts)
 *   admin       the admin package list at 10,000 and 1,000,000 packages
 * BENCH_ONLY=phone,api-http runs only the sections named; BENCH_SKIP_BUNDLE, BENCH_SKIP_BROWSER, BENCH_SKIP_LIGHTHOUSE,
 * BENCH_SKIP_API_HTTP and BENCH_SKIP_PHONE (=1) leave one out. Each file under scripts/bench/ also runs alone with tsx
 * and lists its own settings (ports, runs). Bounded loops, loopback only.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { createLocalFileStore } from '../api/adapters/files/local-file-store';
import { createMemoryMailer } from '../api/adapters/mail/memory-mailer';
import { createLocalMessenger } from '../api/adapters/messaging/local-messenger';
import { createLocalPaymentGateway } from '../api/adapters/payments/local-payment-gateway';
import { disabledRecaptcha } from '../api/adapters/recaptcha/recaptcha-verifier';
import { createLocalWalletGateway } from '../api/adapters/wallet/local-wallet-gateway';
import { createLocalAddressVerifier } from '../api/adapters/address-verification/local-address-verifier';
import { createLocalShippingProvider } from '../api/adapters/shipping/local-shipping-provider';
import { createSimulatedTrackingProvider } from '../api/adapters/tracking/simulated-tracking-provider';
import type { AppDeps } from '../api/app-deps';
import { createLocalPushSender } from '../api/adapters/push/local-push-sender';
import { createAlertWorker } from '../api/modules/alerts/alert-worker';
import { createPhotoWorkQueue, DEFAULT_PHOTO_CONCURRENCY } from '../api/modules/photos/photo-work';
import { resolveVapidDetails } from '../api/modules/alerts/push-vapid-keys';
import { createApiApp } from '../api/app';
import type { AppDatabase } from '../api/db/client';
import { packages, trackingEvents } from '../api/db/tables';
import { hashPassword } from '../api/modules/accounts/passwords';
import { findUserByEmail, insertUser } from '../api/modules/accounts/users-service';
import { openDatabase } from '../api/db/client';
import { migrateDatabase } from '../api/db/migrate';
import { DEMO_ACCOUNTS } from '../api/seed/demo-accounts';
import { seedDemo } from '../api/seed/demo-seed';
import { benchAdminList } from './bench/admin-list-bench';
import { benchLighthouse } from './bench/lighthouse-bench';
import { benchOfflineRender } from './bench/offline-render-bench';
import { benchPhone } from './bench/phone-bench';
import { buildIfStale } from './build-if-stale';
import { createLogger } from '../api/logging/logger';
import { createAppMetrics } from '../api/metrics/app-metrics';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

async function reportBundle() {
  await buildIfStale();
  const files = listFiles('dist/pwa').filter((file) => /\.(js|css|html)$/.test(file));
  let raw = 0;
  let gzip = 0;
  const rows = files.map((file) => {
    const content = readFileSync(file);
    const zipped = gzipSync(content).length;
    raw += content.length;
    gzip += zipped;
    return { file: file.replace('dist/pwa/', ''), raw: content.length, gzip: zipped };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  console.log('PWA bundle (largest first):');
  for (const row of rows.slice(0, 10)) console.log(`  ${row.file.padEnd(48)} ${kb(row.raw).padStart(11)} ${kb(row.gzip).padStart(11)} gzip`);
  console.log(`  total JS/CSS/HTML: ${kb(raw)} (${kb(gzip)} gzip) in ${files.length} files`);
}

type Call = () => Response | Promise<Response>;

async function runCalls(run: Call, count: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const response = await run();
    await response.arrayBuffer();
    samples.push(performance.now() - start);
  }
  return samples;
}

/** A bare Hono route answering `body` as JSON: what serving the same answer costs without our middleware and database. */
const bareRoute = (body: unknown): Call => {
  const bare = new Hono().get('/bare', (c) => c.json(body as object, 200));
  return () => bare.request('/bare');
};
const bareCall = bareRoute({ ok: true });

/**
 * Latency of one call and its throughput as a ratio to a bare Hono JSON route, measured in interleaved rounds of the
 * same run (these machines are noisy: the ratio is what compares across runs, not the milliseconds).
 */
async function time(label: string, runs: number, run: Call, baselineCall: Call = bareCall) {
  const rounds = 5;
  const perRound = Math.max(1, Math.floor(runs / rounds));
  const samples: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const baseline = await runCalls(baselineCall, perRound);
    const measured = await runCalls(run, perRound);
    samples.push(...measured);
    ratios.push(sum(baseline) / sum(measured));
  }
  samples.sort((a, b) => a - b);
  ratios.sort((a, b) => a - b);
  const pick = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(2);
  const ratio = ratios[Math.floor(ratios.length / 2)]!.toFixed(2);
  console.log(`  ${label.padEnd(44)} p50 ${pick(0.5).padStart(7)} ms   p95 ${pick(0.95).padStart(7)} ms   ${ratio.padStart(5)}x bare Hono   (${samples.length} runs)`);
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** GET /api/tracking for a customer with 200 packages, against a bare route serving the same answer. */
async function benchPackageList(app: ReturnType<typeof createApiApp>, db: AppDatabase) {
  const now = new Date();
  const { email, password } = { email: 'bench-200@bench.local', password: 'Bench2026!' };
  await insertUser(db, { email, passwordHash: await hashPassword(password), firstName: 'Bench', lastName: 'Customer', phone: '+13055550100', emailVerifiedAt: now, createdAt: now });
  const user = (await findUserByEmail(db, email))!;
  db.transaction((tx) => {
    for (let i = 0; i < 200; i++) {
      const row = tx.insert(packages).values({ userId: user.id, trackingNumber: `BENCH${100000 + i}`, title: `Package ${i}`, carrier: 'ups', status: 'in_transit', createdAt: now, updatedAt: now }).returning().get();
      for (let e = 0; e < 3; e++) tx.insert(trackingEvents).values({ packageId: row.id, status: 'in_transit', description: `Scan ${e}`, location: 'Louisville, KY, US', eventTime: new Date(now.getTime() - e * 3_600_000) }).run();
    }
  });
  const login = await app.request('/api/login', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.2.0.1' }, body: JSON.stringify({ email, password }) });
  const { token } = (await login.json()) as { token: string };
  const call = () => app.request('/api/tracking', { headers: { authorization: `Bearer ${token}` } });
  const answer = await (await call()).json();
  await time('GET /api/tracking (200 packages) vs same body', 300, call, bareRoute(answer));
  // The list is kept until the next write (decision 103): after a one-row write, both sides pay the write, the app
  // reads the list again.
  const touch = db.$client.prepare('update packages set updated_at = updated_at where id = (select min(id) from packages where user_id = ?)');
  const bareAfterWrite = bareRoute(answer);
  await time('  the same, each after a write (list read again)', 300, () => (touch.run(user.id), call()), () => (touch.run(user.id), bareAfterWrite()));
}

/** The real app on a database, with the local stand-ins of every outside system. */
async function benchApp(db: AppDatabase) {
  const logger = createLogger({ level: 'silent', format: 'json' });
  const deps: AppDeps = {
    db,
    mailer: createMemoryMailer(),
    recaptcha: disabledRecaptcha,
    payments: createLocalPaymentGateway(db, () => new Date()),
    wallet: createLocalWalletGateway(db, () => new Date()),
    tracking: createSimulatedTrackingProvider({ spanHours: 48 }, () => new Date()),
    addressVerification: createLocalAddressVerifier(),
    shipping: createLocalShippingProvider(() => new Date()),
    files: createLocalFileStore(mkdtempSync(join(tmpdir(), 'miami-drop-bench-files-'))),
    photoWork: createPhotoWorkQueue(DEFAULT_PHOTO_CONCURRENCY),
    config: { appUrl: 'http://bench.local', trustProxy: true, supportEmail: 'support@bench.local', apiReference: false },
    push: createLocalPushSender(mkdtempSync(join(tmpdir(), 'miami-drop-bench-push-')), await resolveVapidDetails(db, { VAPID_SUBJECT: 'mailto:support@bench.local' }), logger),
    messaging: createLocalMessenger({ outboxDir: mkdtempSync(join(tmpdir(), 'miami-drop-bench-messages-')), logger }),
    alerts: createAlertWorker(() => deps),
    bootId: 'bench',
    now: () => new Date(),
    logger,
    metrics: createAppMetrics({ processMetrics: false }),
  };
  return createApiApp(deps);
}

async function reportApi() {
  const { db } = openDatabase(join(mkdtempSync(join(tmpdir(), 'miami-drop-bench-')), 'bench.db'));
  migrateDatabase(db);
  await seedDemo(db, new Date());
  const app = await benchApp(db);
  const json = (body: unknown, ip: string) => ({ method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) });
  const { email, password } = DEMO_ACCOUNTS.customer;
  const login = await app.request('/api/login', json({ email, password }, '10.0.0.1'));
  const { token, user } = (await login.json()) as { token: string; user: { id: number } };
  console.log('API latency (in-process, SQLite file):');
  await time('GET /api/health', 1000, () => app.request('/api/health'));
  const signedIn = { authorization: `Bearer ${token}` };
  await time('GET /api/users/profile', 500, () => app.request('/api/users/profile', { headers: signedIn }));
  await time('GET /api/users/{id}/subscription', 500, () => app.request(`/api/users/${user.id}/subscription`, { headers: signedIn }));
  await time('POST /api/users/{id}/subscription/validate', 500, () =>
    app.request(`/api/users/${user.id}/subscription/validate`, { method: 'POST', headers: { ...signedIn, 'content-type': 'application/json' }, body: JSON.stringify({ plan_type: 'premium' }) }),
  );
  await time('GET /api/openapi.json', 200, () => app.request('/api/openapi.json'));
  await benchPackageList(app, db);
  let n = 0;
  await time('POST /api/login (argon2id verify)', 30, () => app.request('/api/login', json({ email, password }, `10.1.0.${++n % 250}`)));
}

const SECTIONS = ['bundle', 'api', 'api-http', 'browser', 'lighthouse', 'phone', 'admin'] as const;
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim()).filter(Boolean);
const unknown = only?.filter((name) => !(SECTIONS as readonly string[]).includes(name));
if (unknown?.length) throw new Error(`BENCH_ONLY: no section ${unknown.join(', ')} (sections: ${SECTIONS.join(', ')})`);
const skipped: Partial<Record<(typeof SECTIONS)[number], string | undefined>> = {
  bundle: process.env.BENCH_SKIP_BUNDLE,
  'api-http': process.env.BENCH_SKIP_API_HTTP,
  browser: process.env.BENCH_SKIP_BROWSER,
  lighthouse: process.env.BENCH_SKIP_LIGHTHOUSE,
  phone: process.env.BENCH_SKIP_PHONE,
};
const runs = (section: (typeof SECTIONS)[number]) => (!only || only.includes(section)) && !skipped[section];

if (runs('bundle')) await reportBundle();
if (runs('api')) await reportApi();
// Loaded only when it runs: autocannon is needed by this section alone.
if (runs('api-http')) await (await import('./bench/api-http-bench')).benchApiHttp();
if (runs('browser')) {
  await buildIfStale();
  await benchOfflineRender();
}
// Lighthouse: mobile profile, 3 runs, median, on the landing page and the signed-in dashboard.
if (runs('lighthouse')) {
  await buildIfStale();
  await benchLighthouse();
}
if (runs('phone')) {
  await buildIfStale();
  await benchPhone();
}
// BENCH_ADMIN_PACKAGES=10000 runs the small figure alone (the million-package seed takes a minute or two).
if (runs('admin')) await benchAdminList(benchApp, process.env.BENCH_ADMIN_PACKAGES ? [Number(process.env.BENCH_ADMIN_PACKAGES)] : [10_000, 1_000_000]);
