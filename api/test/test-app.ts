import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';
import type { AddressVerifier } from '../adapters/address-verification/address-verifier';
import { createLocalAddressVerifier } from '../adapters/address-verification/local-address-verifier';
import type { FileStore } from '../adapters/files/file-store';
import { createLocalFileStore } from '../adapters/files/local-file-store';
import { createMemoryMailer } from '../adapters/mail/memory-mailer';
import { createLocalMessenger } from '../adapters/messaging/local-messenger';
import type { Messenger } from '../adapters/messaging/messenger';
import { createLocalPaymentGateway, type LocalPaymentGateway } from '../adapters/payments/local-payment-gateway';
import { createLocalPushSender } from '../adapters/push/local-push-sender';
import type { PushSender, VapidDetails } from '../adapters/push/push-sender';
import type { PaymentGateway } from '../adapters/payments/payment-gateway';
import { disabledRecaptcha, type RecaptchaVerifier } from '../adapters/recaptcha/recaptcha-verifier';
import { createLocalShippingProvider } from '../adapters/shipping/local-shipping-provider';
import type { ShippingProvider } from '../adapters/shipping/shipping-provider';
import { createLocalWalletGateway, type LocalWalletGateway } from '../adapters/wallet/local-wallet-gateway';
import type { WalletGateway } from '../adapters/wallet/wallet-gateway';
import { createSimulatedTrackingProvider } from '../adapters/tracking/simulated-tracking-provider';
import type { TrackingProvider } from '../adapters/tracking/tracking-provider';
import { createApiApp } from '../app';
import type { AppConfig, AppDeps } from '../app-deps';
import { type AppDatabase, openDatabase } from '../db/client';
import { openPgDatabase, type PgDatabaseHandle } from '../db/pg-client';
import { useDialect } from '../db/tables';
import { createAlertWorker } from '../modules/alerts/alert-worker';
import { createMailWorker, useMailWorker } from '../modules/outbox/mail-worker';
import { createPhotoWorkQueue, DEFAULT_PHOTO_CONCURRENCY } from '../modules/photos/photo-work';
import { resolveVapidDetails } from '../modules/alerts/push-vapid-keys';
import { checkedAgainstContract } from './contract-check';
import { createPgTestDatabase, type PgTestDatabase } from './pg-test-database';
import { createTestClock } from './test-clock';
import { createMemoryLogger } from './memory-logger';
import { createAppMetrics } from '../metrics/app-metrics';

export const TEST_APP_URL = 'http://app.test';
export const SIMULATED_SPAN_HOURS = 48;

export interface TestAppOptions {
  recaptcha?: RecaptchaVerifier;
  config?: Partial<AppConfig>;
  /** Wrap or replace the local card sandbox (e.g. a gateway whose update fails). */
  payments?: (local: LocalPaymentGateway) => PaymentGateway;
  wallet?: (local: LocalWalletGateway) => WalletGateway;
  /** Another tracking provider than the simulated one (48 hours from registration to delivered). */
  tracking?: TrackingProvider;
  /** Another address verifier than the local twin (e.g. one that fails, or EasyPost against a stand-in). */
  addressVerification?: AddressVerifier;
  /** Another shipping provider than the local twin on the test's clock (e.g. EasyPost against a stand-in). */
  shipping?: ShippingProvider;
  /** Another file store than a local folder in the test's temporary directory (e.g. S3 against a stand-in). */
  files?: FileStore;
  /** Another push sender than the local sandbox writing to the test's temporary directory (e.g. the real web-push one). */
  push?: (vapid: VapidDetails) => PushSender;
  /** Another messenger than the local twin (whose texts the test reads as `texts`), e.g. one that fails, or Twilio against a stand-in. */
  messaging?: Messenger;
  /**
   * 'inline' (default): a queued mail is tried before the request answers, so a test reads the memory mailer right
   * after it. 'background': as in production, the answer never waits for the mailer (drainMail sends what is due).
   */
  mailDelivery?: 'inline' | 'background';
  /** prom-client's default process metrics on the app's registry (off: a test app needs none of their observers). */
  processMetrics?: boolean;
  /** PHOTO_CONCURRENCY (by default the production default). */
  photoConcurrency?: number;
  /** The app on this migrated database (a SQLite file or a postgres:// URL) instead of a fresh one: closed, not dropped, with the app. */
  databaseUrl?: string;
}

/** The database the api project's files run on: SQLite, or PostgreSQL in the api-postgresql project (vitest.config.ts). */
const dialect = inject('testDialect');
useDialect(dialect);

/** For `it.runIf(onSqlite)`: a test that injects a fault through SQLite's own SQL, or reads its file from another connection. */
export const onSqlite = dialect === 'sqlite';

interface FileDatabase {
  database: PgTestDatabase;
  handle: PgDatabaseHandle;
  inUse: boolean;
}

/** A test file's PostgreSQL databases: cloned once, reset for each next test app (api/test/pg-test-database.ts). */
const fileDatabases: FileDatabase[] = [];

if (dialect === 'postgresql') {
  afterAll(async () => {
    for (const { database, handle } of fileDatabases.splice(0)) {
      await handle.close();
      await database.drop();
    }
  });
}

async function pgDatabaseForTest(): Promise<{ db: AppDatabase; url: string; release: () => void }> {
  let free = fileDatabases.find((entry) => !entry.inUse);
  if (free) {
    await free.database.reset();
  } else {
    const database = await createPgTestDatabase();
    free = { database, handle: openPgDatabase(database.url), inUse: false };
    fileDatabases.push(free);
  }
  const entry = free;
  entry.inUse = true;
  return { db: entry.handle.db, url: entry.database.url, release: () => (entry.inUse = false) };
}

/** A fresh copy of the migrated base database (or a reset PostgreSQL one), the real app, an in-memory mailbox and a clock the test moves. */
export async function createTestApp(options: TestAppOptions = {}) {
  const directory = mkdtempSync(join(tmpdir(), 'miami-drop-case-'));
  let db: AppDatabase;
  let sqlite: ReturnType<typeof openDatabase>['sqlite'] | undefined;
  let closeDatabase: () => void;
  let databaseUrl: string;
  if (options.databaseUrl && dialect === 'postgresql') {
    const handle = openPgDatabase(options.databaseUrl);
    ({ db } = handle);
    databaseUrl = options.databaseUrl;
    closeDatabase = () => void handle.close();
  } else if (dialect === 'postgresql') {
    const taken = await pgDatabaseForTest();
    ({ db, url: databaseUrl } = taken);
    closeDatabase = taken.release;
  } else {
    databaseUrl = options.databaseUrl ?? join(directory, 'app.db');
    if (!options.databaseUrl) copyFileSync(inject('baseDatabasePath'), databaseUrl);
    const handle = openDatabase(databaseUrl);
    ({ db, sqlite } = handle);
    closeDatabase = handle.close;
  }
  const close = () => {
    deps.alerts.stop();
    mailWorker.stop();
    closeDatabase();
    rmSync(directory, { recursive: true, force: true });
  };
  const mailer = createMemoryMailer();
  const clock = createTestClock();
  const { logger, records: logRecords, messages: logs } = createMemoryLogger();
  const localPayments = createLocalPaymentGateway(db, clock.now);
  const localWallet = createLocalWalletGateway(db, clock.now);
  const texts = createLocalMessenger({ outboxDir: join(directory, 'messages'), logger });
  const vapid = await resolveVapidDetails(db, { VAPID_SUBJECT: 'mailto:support@app.test' }, clock.now());
  const deps: AppDeps = {
    db,
    mailer,
    recaptcha: options.recaptcha ?? disabledRecaptcha,
    payments: options.payments ? options.payments(localPayments) : localPayments,
    wallet: options.wallet ? options.wallet(localWallet) : localWallet,
    tracking: options.tracking ?? createSimulatedTrackingProvider({ spanHours: SIMULATED_SPAN_HOURS }, clock.now),
    addressVerification: options.addressVerification ?? createLocalAddressVerifier(),
    shipping: options.shipping ?? createLocalShippingProvider(clock.now),
    files: options.files ?? createLocalFileStore(join(directory, 'files')),
    photoWork: createPhotoWorkQueue(options.photoConcurrency ?? DEFAULT_PHOTO_CONCURRENCY),
    push: (options.push ?? ((keys) => createLocalPushSender(join(directory, 'push'), keys, logger)))(vapid),
    messaging: options.messaging ?? texts,
    alerts: createAlertWorker(() => deps),
    config: { appUrl: TEST_APP_URL, trustProxy: true, supportEmail: 'support@app.test', apiReference: true, ...options.config },
    bootId: randomUUID(),
    now: clock.now,
    logger,
    metrics: createAppMetrics({ processMetrics: options.processMetrics ?? false }),
  };
  const mailWorker = useMailWorker(deps, createMailWorker(deps, { inline: options.mailDelivery !== 'background' }));
  const app = checkedAgainstContract(createApiApp(deps));
  return { app, deps, db, databaseUrl, sqlite, mailer, texts, clock, logs, logRecords, close, localPayments, localWallet, drainMail: mailWorker.drain };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

interface CallOptions {
  body?: unknown;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** A JSON call as the PWA makes it (Bearer token when given, a client address for rate limits). */
export function call(testApp: TestApp, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? '203.0.113.10', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return testApp.app.request(path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** The first link in the newest mail to an address. */
export function lastLinkTo(testApp: TestApp, email: string, pathPart: string): string | undefined {
  const mail = [...testApp.mailer.sent].reverse().find((message) => message.to === email && message.text.includes(pathPart));
  return mail?.text.match(new RegExp(`https?://\\S*${pathPart.replace(/[/?]/g, '\\$&')}\\S*`))?.[0];
}

interface RawCallOptions {
  body?: string;
  contentType?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** A request with a body sent exactly as given (malformed JSON, another content type). */
export function callRaw(testApp: TestApp, method: string, path: string, options: RawCallOptions = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? '203.0.113.10', ...options.headers };
  if (options.contentType) headers['content-type'] = options.contentType;
  return testApp.app.request(path, { method, headers, body: options.body });
}

/** The JSON body of a response, typed by the caller. */
export async function jsonOf<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** The path and query of an e-mailed link, as app.request takes it. */
export function pathOf(link: string | undefined): string {
  if (!link) throw new Error('no link found in the mailbox');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
