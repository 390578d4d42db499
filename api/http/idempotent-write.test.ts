import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PACKAGE_MESSAGES } from '../../shared/packages/package-messages';
import { contactMessages, packageWorkflow, packages, pickups } from '../db/tables';
import { IDEMPOTENCY_MISMATCH } from '../modules/idempotency/idempotency-service';
import { createPackage, createSubscription, createUser, loginAs, signedIn } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/test-app';

// The test clock starts on Tuesday 2026-03-10, 11:00 in New York.
const THURSDAY = '2026-03-12';
const key = (value: string) => ({ 'Idempotency-Key': value });

describe('the offline outbox writes take an Idempotency-Key', () => {
  let testApp: TestApp;
  let token: string;
  let staffToken: string;
  let userId: number;
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

  const send = (method: string, path: string, body: unknown, headers: Record<string, string>, as = token) => call(testApp, method, path, { token: as, body, headers });
  const expectReplay = async (first: Response, repeat: Response) => {
    expect(repeat.status).toBe(first.status);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await repeat.json()).toEqual(await first.json());
  };
  const workflowOf = async (packageId: number) => (await testApp.db.select().from(packageWorkflow).where(eq(packageWorkflow.packageId, packageId)));

  it('POST /api/tracking/create: a repeat adds one package; another body with the key is 422', async () => {
    const body = { tracking_number: '1Z5R89390357567127', title: 'Libros' };
    const first = await send('POST', '/api/tracking/create', body, key('add-1'));
    expect(first.status).toBe(201);
    await expectReplay(first, await send('POST', '/api/tracking/create', body, key('add-1')));
    expect((await testApp.db.select().from(packages).where(eq(packages.userId, userId)))).toHaveLength(1);

    const other = await send('POST', '/api/tracking/create', { ...body, title: 'Otro' }, key('add-1'));
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ error: IDEMPOTENCY_MISMATCH });
    // A new key is a new request: the number is already there.
    expect((await send('POST', '/api/tracking/create', body, key('add-2'))).status).toBe(409);
  });

  it('DELETE /api/tracking/{id}: a repeat answers the first 200, not a 404', async () => {
    const pkg = await createPackage(testApp, userId, { deliveryStatus: 'pending', receivedAt: null });
    const first = await send('DELETE', `/api/tracking/${pkg.id}`, undefined, key('del-1'));
    expect(first.status).toBe(200);
    await expectReplay(first, await send('DELETE', `/api/tracking/${pkg.id}`, undefined, key('del-1')));
    expect((await send('DELETE', `/api/tracking/${pkg.id + 1}`, undefined, key('del-1'))).status).toBe(422);
  });

  it('POST /api/pickup/schedule and PUT /api/pickup/{id}/reschedule: one booking, one move', async () => {
    const pkg = await createPackage(testApp, userId);
    const booking = { package_ids: [pkg.id], pickup_date: THURSDAY, pickup_time: '10:30' };
    const first = await send('POST', '/api/pickup/schedule', booking, key('book-1'));
    expect(first.status).toBe(201);
    const { pickup } = (await first.clone().json()) as { pickup: { id: number } };
    await expectReplay(first, await send('POST', '/api/pickup/schedule', booking, key('book-1')));
    expect((await testApp.db.select().from(pickups).where(eq(pickups.userId, userId)))).toHaveLength(1);
    expect((await send('POST', '/api/pickup/schedule', { ...booking, pickup_time: '11:00' }, key('book-1'))).status).toBe(422);

    const move = { pickup_date: THURSDAY, pickup_time: '14:00' };
    const moved = await send('PUT', `/api/pickup/${pickup.id}/reschedule`, move, key('move-1'));
    expect(moved.status).toBe(200);
    await expectReplay(moved, await send('PUT', `/api/pickup/${pickup.id}/reschedule`, move, key('move-1')));
    expect((await workflowOf(pkg.id)).filter((entry) => entry.type === 'scheduled')).toHaveLength(2);
    expect((await send('PUT', `/api/pickup/${pickup.id}/reschedule`, { ...move, pickup_time: '15:00' }, key('move-1'))).status).toBe(422);
  });

  it('POST /api/contact/dashboard: a repeat stores and mails one message', async () => {
    const message = { fullName: 'Ana Pérez', email: 'ana@example.com', phone: '+13055550100', subject: 'soporte', message: 'Mi paquete no aparece.' };
    const first = await send('POST', '/api/contact/dashboard', message, key('msg-1'));
    expect(first.status).toBe(201);
    const mails = testApp.mailer.sent.length;
    await expectReplay(first, await send('POST', '/api/contact/dashboard', message, key('msg-1')));
    expect((await testApp.db.select().from(contactMessages))).toHaveLength(1);
    expect(testApp.mailer.sent.length).toBe(mails);
    expect((await send('POST', '/api/contact/dashboard', { ...message, message: 'Otra cosa distinta que preguntar.' }, key('msg-1'))).status).toBe(422);
  });

  it('PUT /api/packages/{id}/received: a repeat receives once; a refusal replays as the same refusal', async () => {
    const pkg = await createPackage(testApp, userId, { deliveryStatus: 'pending', receivedAt: null });
    const first = await send('PUT', `/api/packages/${pkg.id}/received`, { weight_lb: 2 }, key('rcv-1'), staffToken);
    expect(first.status).toBe(200);
    await expectReplay(first, await send('PUT', `/api/packages/${pkg.id}/received`, { weight_lb: 2 }, key('rcv-1'), staffToken));
    expect((await workflowOf(pkg.id)).filter((entry) => entry.type === 'received')).toHaveLength(1);
    expect((await send('PUT', `/api/packages/${pkg.id}/received`, { weight_lb: 3 }, key('rcv-1'), staffToken)).status).toBe(422);

    const refused = await send('PUT', `/api/packages/${pkg.id}/received`, {}, key('rcv-2'), staffToken);
    expect(refused.status).toBe(409);
    expect(await refused.clone().json()).toEqual({ error: PACKAGE_MESSAGES.alreadyReceived });
    await expectReplay(refused, await send('PUT', `/api/packages/${pkg.id}/received`, {}, key('rcv-2'), staffToken));
  });

  it('PUT /api/packages/{id}/picked-up: a repeat collects once and "already picked up" replays', async () => {
    const pkg = await createPackage(testApp, userId);
    const body = { pickup_by: 'Ana Pérez' };
    const first = await send('PUT', `/api/packages/${pkg.id}/picked-up`, body, key('out-1'), staffToken);
    expect(first.status).toBe(200);
    await expectReplay(first, await send('PUT', `/api/packages/${pkg.id}/picked-up`, body, key('out-1'), staffToken));
    expect((await workflowOf(pkg.id)).filter((entry) => entry.type === 'picked_up')).toHaveLength(1);
    expect((await send('PUT', `/api/packages/${pkg.id}/picked-up`, { pickup_by: 'Otro' }, key('out-1'), staffToken)).status).toBe(422);

    const refused = await send('PUT', `/api/packages/${pkg.id}/picked-up`, body, key('out-2'), staffToken);
    expect(refused.status).toBe(409);
    await expectReplay(refused, await send('PUT', `/api/packages/${pkg.id}/picked-up`, body, key('out-2'), staffToken));
  });

  it('keeps no 403 for the key: a customer who gets a plan may send the same key again', async () => {
    const { token: noPlan } = await signedIn(testApp);
    const body = { tracking_number: '1Z5R89390357567127', title: 'Libros' };
    expect((await send('POST', '/api/tracking/create', body, key('later'), noPlan)).status).toBe(403);
    const again = await send('POST', '/api/tracking/create', body, key('later'), noPlan);
    expect(again.status).toBe(403);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
  });

  it.each([
    ['longer than 255 characters', 'k'.repeat(256)],
    ['with a space inside', 'two words'],
    ['with a character outside visible ASCII', 'clé-1'],
  ])('refuses a key %s with 400 and adds nothing', async (_case, value) => {
    const response = await send('POST', '/api/tracking/create', { tracking_number: '1Z5R89390357567127', title: 'Libros' }, key(value));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invalid Idempotency-Key header' });
    expect((await testApp.db.select().from(packages).where(eq(packages.userId, userId)))).toEqual([]);
  });

  it('takes a key of exactly 255 visible characters', async () => {
    const longest = key(`${'k'.repeat(254)}~`);
    const body = { tracking_number: '1Z5R89390357567127', title: 'Libros' };
    expect((await send('POST', '/api/tracking/create', body, longest)).status).toBe(201);
    expect((await send('POST', '/api/tracking/create', body, longest)).headers.get('idempotent-replayed')).toBe('true');
  });

  it('without a key every send acts and none is marked replayed', async () => {
    const message = { fullName: 'Ana Pérez', email: 'ana@example.com', phone: '+13055550100', subject: 'soporte', message: 'Mi paquete no aparece.' };
    for (let i = 0; i < 2; i++) {
      const response = await send('POST', '/api/contact/dashboard', message, {});
      expect(response.status).toBe(201);
      expect(response.headers.get('idempotent-replayed')).toBeNull();
    }
    expect((await testApp.db.select().from(contactMessages))).toHaveLength(2);
  });

  it('documents the key and the replay header on each of the seven writes', async () => {
    type Operation = { parameters?: Array<{ name: string; in: string }>; responses: Record<string, { headers?: Record<string, unknown> }> };
    const document = (await (await testApp.app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, Operation>> };
    const writes = [
      ['post', '/tracking/create', '201'], ['delete', '/tracking/{id}', '200'], ['post', '/pickup/schedule', '201'],
      ['put', '/pickup/{id}/reschedule', '200'], ['post', '/contact/dashboard', '201'], ['put', '/packages/{id}/received', '200'],
      ['put', '/packages/{id}/picked-up', '200'],
    ] as const;
    for (const [method, path, success] of writes) {
      const operation = document.paths[path]?.[method];
      expect(operation?.parameters, `${method} ${path}`).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }));
      expect(Object.keys(operation?.responses[success]?.headers ?? {}), `${method} ${path}`).toContain('Idempotent-Replayed');
      expect(operation?.responses).toHaveProperty('422');
    }
  });
});
