import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICKUP_MESSAGES } from '../shared/pickup/pickup-schema';
import { paidPlan } from '../shared/plans/plan-catalog';
import { isReminderHour } from '../shared/push/storage-reminders';
import { IDEMPOTENCY_KEY_HEADER } from '../shared/subscription/subscribe-messages';
import { DAY_MS } from '../shared/time/durations';
import { addDaysToDateString, isWeekendDateString } from '../shared/time/date-string';
import { newYorkDateString } from '../shared/time/new-york';
import { openAppDatabase, type AppDatabaseHandle } from './db/app-database';
import { alertLog, packages, pickups, pushSubscriptions, subscriptions } from './db/tables';
import { hashPassword } from './modules/accounts/passwords';
import { createSession } from './modules/sessions/sessions-service';
import { getSetting } from './modules/settings/settings-service';
import { insertUser } from './modules/accounts/users-service';
import { freePort, startAppProcess, type AppProcess } from './test/app-process';
import { createPgTestDatabase, type PgTestDatabase } from './test/pg-test-database';
import { fakeBrowserSubscription } from './test/push-fixtures';
import { onSqlite } from './test/test-app';
import { startSmtpServer } from './test/smtp-server';

/**
 * Issue 28: two server processes on one database (a SQLite file, or PostgreSQL in the api-postgresql project), as behind a round-robin load balancer (same DATABASE_URL, same
 * APP_URL, a port each), sharing one SMTP server. What one instance does right must stay right with two.
 */

const PASSWORD = 'correct-horse-1';
const RESET_CUSTOMERS = 8;
const PICKUP_CUSTOMERS = 12;
const SLOT_TIME = '10:00';
// The storage and plan reminders are checked (at start, then hourly) only in New York's daytime.
const REMINDERS_RUN = isReminderHour(new Date());

const resetEmail = (index: number) => `reset-${index}@example.com`;
const SESSION_EMAIL = 'session@example.com';
const REMINDER_EMAIL = 'reminder@example.com';
const PUSHED_EMAIL = 'pushed@example.com';
/** Two devices of one customer, on the local push sender (it keeps each send as a file). */
const PUSHED_DEVICES = ['https://push.example/devices/phone', 'https://push.example/devices/tablet'];

/** The first weekday after today, New York calendar: every slot of it is bookable. */
function nextWeekday(now: Date): string {
  let date = addDaysToDateString(newYorkDateString(now), 1);
  while (isWeekendDateString(date)) date = addDaysToDateString(date, 1);
  return date;
}

/** Customers straight in the file before the servers start: verified, with an active Standard plan unless told not. */
async function seedCustomers(db: AppDatabaseHandle['db'], now: Date) {
  const passwordHash = await hashPassword(PASSWORD);
  const plan = paidPlan('plus');
  const customer = async (email: string, withPlan = true) => {
    const user = await insertUser(db, { email, passwordHash, firstName: 'Ana', lastName: 'Tester', phone: '+13055550100', role: 'regular', emailVerifiedAt: now, createdAt: now });
    if (withPlan) {
      const accessUntil = new Date(now.getTime() + 30 * DAY_MS);
      await db
        .insert(subscriptions)
        .values({ userId: user.id, planType: plan.planType, status: 'active', provider: 'braintree', priceCents: plan.priceCents, currentPeriodStart: now, nextBillingDate: accessUntil, accessUntil, createdAt: now, updatedAt: now });
    }
    return user;
  };
  const receivedPackage = async (userId: number, receivedAt: Date) => {
    const [row] = await db
      .insert(packages)
      .values({ userId, trackingNumber: `MULTI${userId}`, title: `Package of ${userId}`, status: 'delivered', deliveryStatus: 'received', receivedAt, createdAt: receivedAt, updatedAt: receivedAt })
      .returning();
    return row!;
  };

  for (let index = 0; index < RESET_CUSTOMERS; index++) await customer(resetEmail(index), false);
  await customer(SESSION_EMAIL, false);
  const bookers: Array<{ token: string; packageId: number }> = [];
  for (let index = 0; index < PICKUP_CUSTOMERS; index++) {
    const user = await customer(`pickup-${index}@example.com`);
    const token = (await createSession(db, user.id, false, now, { ipAddress: null, userAgent: null })).token;
    bookers.push({ token, packageId: (await receivedPackage(user.id, now)).id });
  }
  // A receipt announced an hour ago (its undo window long over) and not yet sent, to a customer with two devices: both
  // instances' alert workers drain at start.
  const anHourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  const pushed = await customer(PUSHED_EMAIL, false);
  const parcel = await receivedPackage(pushed.id, anHourAgo);
  await db.insert(pushSubscriptions).values(
    PUSHED_DEVICES.map((endpoint) => {
      const { keys } = fakeBrowserSubscription(endpoint).json;
      return { userId: pushed.id, endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: anHourAgo };
    }),
  );
  const event = { kind: 'package-received', packageId: parcel.id, trackingNumber: parcel.trackingNumber, title: parcel.title, storageDays: plan.storageDays };
  await db.insert(alertLog).values({ userId: pushed.id, kind: event.kind, subject: `package:${parcel.id}`, data: JSON.stringify(event), createdAt: anHourAgo });

  // Received two days before its Standard plan's storage ends: one "storage ending" reminder is due.
  const reminded = await customer(REMINDER_EMAIL);
  await receivedPackage(reminded.id, new Date(now.getTime() - (plan.storageDays - 2) * DAY_MS));
  return { bookers, remindedUserId: reminded.id };
}

interface Answer {
  status: number;
  body: unknown;
}

/** A JSON request from its own client address (TRUST_PROXY is on), so the per-address limits count each apart. */
async function send(
  instance: AppProcess,
  method: string,
  path: string,
  options: { client: number; token?: string; body?: unknown; headers?: Record<string, string> },
): Promise<Answer> {
  const headers: Record<string, string> = { 'X-Forwarded-For': `198.51.100.${options.client}`, ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${instance.baseUrl}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, body };
}

/**
 * Waits until `count()` reaches `atLeast` and then stays put for `stableMs` (a second send would come after the
 * first), or the deadline passes; returns the last count.
 */
async function settledCount(count: () => number, atLeast: number, { stableMs = 3_000, deadlineMs = 40_000 } = {}): Promise<number> {
  const deadline = Date.now() + deadlineMs;
  let last = count();
  let since = Date.now();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const current = count();
    if (current !== last) {
      last = current;
      since = Date.now();
    } else if (current >= atLeast && Date.now() - since >= stableMs) {
      break;
    }
  }
  return last;
}

describe('two instances on one database (issue 28)', () => {
  const directory = mkdtempSync(join(tmpdir(), 'miami-drop-instances-'));
  const received: Array<{ to: string; messageId: string | undefined }> = [];
  const messageIdsTo = (email: string) => received.filter((mail) => mail.to === email).map((mail) => mail.messageId);
  /**
   * The mails each address got, and the Message-IDs of those that got more than one: the same id twice is one queued
   * mail sent twice, two ids are two mails queued.
   */
  const mailsOf = (emails: string[]) => {
    const ids = emails.map((email) => [email, messageIdsTo(email)] as const);
    return {
      counts: Object.fromEntries(ids.map(([email, list]) => [email, list.length])),
      repeated: JSON.stringify(Object.fromEntries(ids.filter(([, list]) => list.length > 1))),
    };
  };
  const instances: AppProcess[] = [];
  let handle: AppDatabaseHandle;
  let pgDatabase: PgTestDatabase | undefined;
  let closeSmtp: (() => Promise<void>) | undefined;
  let seeded: Awaited<ReturnType<typeof seedCustomers>>;
  const pickupDate = nextWeekday(new Date());

  /** Request `index` goes to one instance, the next to the other: a round-robin balancer. */
  const instanceFor = (index: number) => instances[index % 2]!;
  /** The lines an instance logged (LOG_FORMAT=json: one JSON object a line). */
  const logLines = (instance: AppProcess) =>
    instance
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; job?: string; reqId?: string; err?: { message?: string; stack?: string } });
  /** The failures the instances logged: each failed request's message and the first frames of our code in its stack. */
  const serverErrors = () =>
    instances
      .flatMap((instance, index) =>
        logLines(instance)
          .filter((line) => line.msg === 'request failed')
          .map(({ reqId, err }) => {
            const [message, ...stack] = (err?.stack ?? err?.message ?? '').split('\n');
            const ours = stack.filter((line) => line.includes('/api/') && !line.includes('node_modules')).slice(0, 3);
            return [`instance ${index} (request ${reqId}): ${message}`, ...ours].join('\n');
          }),
      )
      .join('\n');

  beforeAll(async () => {
    if (!onSqlite) pgDatabase = await createPgTestDatabase();
    const databaseUrl = pgDatabase?.url ?? join(directory, 'app.db');
    handle = await openAppDatabase(databaseUrl);
    await handle.migrate();
    seeded = await seedCustomers(handle.db, new Date());

    const smtp = await startSmtpServer(0, (mail) => {
      const messageId = /^Message-ID:\s*(\S+)/im.exec(mail.data.toString())?.[1];
      for (const to of mail.to) received.push({ to: to.toLowerCase(), messageId });
    });
    closeSmtp = smtp.close;
    const env = {
      NODE_ENV: 'test',
      APP_URL: 'http://miami-drop.localhost',
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      FILES_DIR: join(directory, 'files'),
      PUSH_OUTBOX_DIR: join(directory, 'push'),
      PWA_DIST_DIR: join(directory, 'no-pwa'),
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      SUPERADMIN_EMAIL: '',
      SUPERADMIN_PASSWORD: '',
      LOG_FORMAT: 'json',
    };
    // Started together, as a deploy starts its instances.
    const ports = [await freePort(), await freePort()];
    const started = await Promise.allSettled(ports.map((port) => startAppProcess(port, env)));
    for (const outcome of started) if (outcome.status === 'fulfilled') instances.push(outcome.value);
    const failed = started.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  }, 90_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await closeSmtp?.();
    await handle?.close();
    await pgDatabase?.drop();
    rmSync(directory, { recursive: true, force: true });
  }, 30_000);

  it('mails exactly one reset link per request, whichever instance took it', async () => {
    const emails = Array.from({ length: RESET_CUSTOMERS }, (_, index) => resetEmail(index));
    const request = (index: number) => send(instanceFor(index), 'POST', '/api/password-reset/request', { client: 10 + index, body: { email: emails[index] } });
    // Two customers at the same moment, one on each instance, then a pause: each instance's pass, kicked at once by its
    // request, meets the other's over the same rows (one burst of 8 lines them up less often).
    const answers: Answer[] = [];
    for (let index = 0; index < emails.length; index += 2) {
      answers.push(...(await Promise.all([request(index), request(index + 1)])));
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(answers.map((answer) => answer.status)).toEqual(emails.map(() => 200));

    // Both instances drain the shared queue: on the kick after queueing and every 20 seconds.
    await settledCount(() => emails.reduce((sum, email) => sum + messageIdsTo(email).length, 0), RESET_CUSTOMERS);
    const { counts, repeated } = mailsOf(emails);
    expect(counts, `Message-IDs of the repeated: ${repeated}`).toEqual(Object.fromEntries(emails.map((email) => [email, 1])));
  }, 50_000);

  it("holds a slot's capacity when its customers book it at once through both instances", async () => {
    const capacity = await getSetting(handle.db, 'pickup_slot_capacity');
    // Each with an Idempotency-Key of its own, as the app's outbox sends every booking.
    const answers = await Promise.all(
      seeded.bookers.map(({ token, packageId }, index) =>
        send(instanceFor(index), 'POST', '/api/pickup/schedule', {
          client: 30 + index,
          token,
          headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
          body: { package_ids: [packageId], pickup_date: pickupDate, pickup_time: SLOT_TIME },
        }),
      ),
    );

    // Soft: each of these says something of its own when the others fail.
    expect.soft(answers.filter((answer) => answer.status >= 500), serverErrors()).toEqual([]);
    const byStatus: Record<number, number> = {};
    for (const { status } of answers) byStatus[status] = (byStatus[status] ?? 0) + 1;
    expect.soft(byStatus).toEqual({ 201: capacity, 409: PICKUP_CUSTOMERS - capacity });
    const refusals = answers.filter((answer) => answer.status === 409).map((answer) => answer.body);
    expect.soft(refusals).toEqual(refusals.map(() => ({ error: PICKUP_MESSAGES.slotFull })));
    const inSlot = await handle.db
      .select({ id: pickups.id })
      .from(pickups)
      .where(and(eq(pickups.pickupDate, pickupDate), eq(pickups.pickupTime, SLOT_TIME), eq(pickups.status, 'scheduled')));
    expect(inSlot).toHaveLength(capacity);
  }, 30_000);

  it('takes a session made on one instance on the other, and a sign-out on either ends it on both', async () => {
    const [first, second] = instances as [AppProcess, AppProcess];
    const login = await send(first, 'POST', '/api/login', { client: 60, body: { email: SESSION_EMAIL, password: PASSWORD, remember_me: false } });
    expect(login.status).toBe(200);
    const { token } = login.body as { token: string };

    expect((await send(second, 'GET', '/api/users/profile', { client: 60, token })).status).toBe(200);
    expect((await send(second, 'POST', '/api/logout', { client: 60, token })).status).toBe(200);
    expect((await send(first, 'GET', '/api/users/profile', { client: 60, token })).status).toBe(401);
    expect((await send(second, 'GET', '/api/users/profile', { client: 60, token })).status).toBe(401);
  }, 20_000);

  it('pushes an alert once to each device of its customer, though both instances drained the queue', async () => {
    const pushDirectory = join(directory, 'push');
    const sends = () =>
      readdirSync(pushDirectory, { withFileTypes: true })
        .filter((entry) => entry.name.endsWith('.json'))
        .map((entry) => (JSON.parse(readFileSync(join(pushDirectory, entry.name), 'utf8')) as { endpoint: string }).endpoint);
    const pushedTo = () => {
      try {
        return sends().filter((endpoint) => PUSHED_DEVICES.includes(endpoint));
      } catch {
        return []; // Nothing sent yet: the folder is made with the first send.
      }
    };
    await settledCount(() => pushedTo().length, PUSHED_DEVICES.length);
    expect(pushedTo().sort()).toEqual([...PUSHED_DEVICES].sort());
  });

  it('runs a scheduled job started on both instances at once on one of them', async () => {
    // Both trigger the reminder check at start (a catch-up for a server that was down at the hour).
    const turns = () => instances.map((instance) => logLines(instance).filter((line) => line.job === 'reminders' && line.msg === "this instance's turn").length);
    await settledCount(() => turns().reduce((sum, count) => sum + count, 0), 1);
    expect(turns().sort()).toEqual([0, 1]);
  });

  // Both instances run the reminder check at start: the alert's unique key (user, kind, storage period) keeps one row,
  // and the reminder must go out once, whichever instance dispatches it.
  it.runIf(REMINDERS_RUN)('records and mails a due storage reminder once, though both instances ran the check', async () => {
    await settledCount(() => messageIdsTo(REMINDER_EMAIL).length, 1, { deadlineMs: 20_000 });
    const alerts = await handle.db.select({ kind: alertLog.kind, channel: alertLog.channel }).from(alertLog).where(eq(alertLog.userId, seeded.remindedUserId));
    expect.soft(alerts).toEqual([{ kind: 'storage-ending', channel: 'email' }]);
    const { counts, repeated } = mailsOf([REMINDER_EMAIL]);
    expect(counts, `Message-IDs of the repeated: ${repeated}`).toEqual({ [REMINDER_EMAIL]: 1 });
  }, 30_000);
});
