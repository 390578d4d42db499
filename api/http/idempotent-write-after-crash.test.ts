import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages, idempotencyKeys, packageWorkflow, packages, pickups } from '../db/tables';
import { createPackage, createSubscription, createUser, loginAs, signedIn } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/test-app';
import { MINUTE_MS } from '../test/test-clock';

// The test clock starts on Tuesday 2026-03-10, 11:00 in New York.
const THURSDAY = '2026-03-12';
const key = (value: string) => ({ 'Idempotency-Key': value });

/**
 * Issue 27 item 3 (docs/decisions/141): the process stops after a keyed write has done its work but before its answer
 * is stored. The claim row is left behind, unanswered; the server starts again with a new boot id, and the outbox sends
 * the same write with the same key at once. It must get the first answer, not "still being processed" nor a refusal.
 */
describe('a keyed write retried after a crash', () => {
  let testApp: TestApp;
  let token: string;
  let staffToken: string;
  let userId: number;
  let boots = 0;
  beforeEach(async () => {
    testApp = await createTestApp();
    const customer = await signedIn(testApp);
    token = customer.token;
    userId = customer.user.id;
    await createSubscription(testApp, userId);
    const { user: staff } = await createUser(testApp, { role: 'admin' });
    staffToken = await loginAs(testApp, staff.email);
  });
  afterEach(() => testApp.close());

  const send = (method: string, path: string, body: unknown, idempotencyKey: string, as = token) => call(testApp, method, path, { token: as, body, headers: key(idempotencyKey) });
  /** The answer was never stored (the claim stays as the first run left it), and the server restarts. */
  const crashBeforeTheAnswer = async (idempotencyKey: string) => {
    const forgotten = await testApp.db
      .update(idempotencyKeys)
      .set({ statusCode: null, responseBody: null })
      .where(eq(idempotencyKeys.key, idempotencyKey))
      .returning({ key: idempotencyKeys.key });
    expect(forgotten).toHaveLength(1);
    testApp.deps.bootId = `after-crash-${++boots}`;
  };
  const expectFirstAnswer = async (first: Response, retry: Response) => {
    expect(retry.status).toBe(first.status);
    expect(await retry.json()).toEqual(await first.json());
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  };
  const workflowOf = async (packageId: number, type: string) =>
    (await testApp.db.select().from(packageWorkflow).where(and(eq(packageWorkflow.packageId, packageId), eq(packageWorkflow.type, type as 'received'))));

  it('POST /api/tracking/create: the package the first run added, not "You already added this tracking number"', async () => {
    const body = { tracking_number: '1Z5R89390357567127', title: 'Libros' };
    const first = await send('POST', '/api/tracking/create', body, 'add-1');
    expect(first.status).toBe(201);
    await crashBeforeTheAnswer('add-1');
    await expectFirstAnswer(first, await send('POST', '/api/tracking/create', body, 'add-1'));
    expect((await testApp.db.select().from(packages).where(eq(packages.userId, userId)))).toHaveLength(1);
    // Stored now: a later repeat is a plain replay.
    expect((await send('POST', '/api/tracking/create', body, 'add-1')).status).toBe(201);
  });

  it('POST /api/tracking/create: a number already there before the key was first used is still refused', async () => {
    const body = { tracking_number: '1Z5R89390357567127', title: 'Libros' };
    expect((await send('POST', '/api/tracking/create', body, 'add-1')).status).toBe(201);
    testApp.clock.advance(MINUTE_MS);
    const refused = await send('POST', '/api/tracking/create', body, 'add-2');
    expect(refused.status).toBe(409);
    await crashBeforeTheAnswer('add-2');
    const retry = await send('POST', '/api/tracking/create', body, 'add-2');
    expect(retry.status).toBe(409);
    expect(await retry.json()).toEqual(await refused.json());
  });

  it('DELETE /api/tracking/{id}: the first 200, not a 404', async () => {
    const pkg = await createPackage(testApp, userId, { deliveryStatus: 'pending', receivedAt: null });
    const first = await send('DELETE', `/api/tracking/${pkg.id}`, undefined, 'del-1');
    expect(first.status).toBe(200);
    await crashBeforeTheAnswer('del-1');
    await expectFirstAnswer(first, await send('DELETE', `/api/tracking/${pkg.id}`, undefined, 'del-1'));
  });

  it('POST /api/pickup/schedule: the booking the first run made, not "not ready"', async () => {
    const pkg = await createPackage(testApp, userId);
    const booking = { package_ids: [pkg.id], pickup_date: THURSDAY, pickup_time: '10:30' };
    const first = await send('POST', '/api/pickup/schedule', booking, 'book-1');
    expect(first.status).toBe(201);
    await crashBeforeTheAnswer('book-1');
    await expectFirstAnswer(first, await send('POST', '/api/pickup/schedule', booking, 'book-1'));
    expect((await testApp.db.select().from(pickups).where(eq(pickups.userId, userId)))).toHaveLength(1);
  });

  it('POST /api/contact/dashboard: the message is stored and mailed once', async () => {
    const message = { fullName: 'Ana Pérez', email: 'ana@example.com', phone: '+13055550100', subject: 'soporte', message: 'Mi paquete no aparece.' };
    const first = await send('POST', '/api/contact/dashboard', message, 'msg-1');
    expect(first.status).toBe(201);
    const mails = testApp.mailer.sent.length;
    await crashBeforeTheAnswer('msg-1');
    await expectFirstAnswer(first, await send('POST', '/api/contact/dashboard', message, 'msg-1'));
    expect((await testApp.db.select().from(contactMessages))).toHaveLength(1);
    expect(testApp.mailer.sent.length).toBe(mails);
  });

  it('PUT /api/packages/{id}/received: the receipt the first run recorded, not "already received"', async () => {
    const pkg = await createPackage(testApp, userId, { deliveryStatus: 'pending', receivedAt: null });
    const first = await send('PUT', `/api/packages/${pkg.id}/received`, { weight_lb: 2 }, 'rcv-1', staffToken);
    expect(first.status).toBe(200);
    await crashBeforeTheAnswer('rcv-1');
    await expectFirstAnswer(first, await send('PUT', `/api/packages/${pkg.id}/received`, { weight_lb: 2 }, 'rcv-1', staffToken));
    expect(await workflowOf(pkg.id, 'received')).toHaveLength(1);
  });

  it('PUT /api/packages/{id}/received: another receipt (another weight) is still "already received"', async () => {
    const pkg = await createPackage(testApp, userId, { deliveryStatus: 'pending', receivedAt: null });
    expect((await send('PUT', `/api/packages/${pkg.id}/received`, { weight_lb: 2 }, 'rcv-1', staffToken)).status).toBe(200);
    const refused = await send('PUT', `/api/packages/${pkg.id}/received`, { weight_lb: 3 }, 'rcv-2', staffToken);
    expect(refused.status).toBe(409);
    await crashBeforeTheAnswer('rcv-2');
    expect((await send('PUT', `/api/packages/${pkg.id}/received`, { weight_lb: 3 }, 'rcv-2', staffToken)).status).toBe(409);
  });

  it('PUT /api/packages/{id}/picked-up: the handover the first run recorded, not "already picked up"', async () => {
    const pkg = await createPackage(testApp, userId);
    const body = { pickup_by: 'Ana Pérez' };
    const first = await send('PUT', `/api/packages/${pkg.id}/picked-up`, body, 'out-1', staffToken);
    expect(first.status).toBe(200);
    await crashBeforeTheAnswer('out-1');
    await expectFirstAnswer(first, await send('PUT', `/api/packages/${pkg.id}/picked-up`, body, 'out-1', staffToken));
    expect(await workflowOf(pkg.id, 'picked_up')).toHaveLength(1);
  });
});
