import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGING_MESSAGES } from '../../../../shared/push/messaging-messages';
import { gateMessages } from '../../../../shared/subscription/gate-messages';
import { createLocalMessenger } from '../../../adapters/messaging/local-messenger';
import { subscriptions } from '../../../db/tables';
import { createMemoryLogger } from '../../../test/memory-logger';
import { confirmPhone, customerOn, messagingRowOf } from '../../../test/messaging-fixtures';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';
import { DAY_MS } from '../../../test/test-clock';

describe('/api/messaging/preferences', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const get = (token: string) => call(testApp, 'GET', '/api/messaging/preferences', { token });
  const put = (token: string, body: unknown) => call(testApp, 'PUT', '/api/messaging/preferences', { token, body });

  it('asks who calls first', async () => {
    expect((await call(testApp, 'GET', '/api/messaging/preferences')).status).toBe(401);
    expect((await call(testApp, 'PUT', '/api/messaging/preferences', { body: { sms: true } })).status).toBe(401);
  });

  it("starts with both channels off and the account's phone to confirm", async () => {
    const { token } = await customerOn(testApp);
    expect(await jsonOf(await get(token))).toEqual({ available: true, phone: '+13055550100', verified: false, codeSentTo: null, whatsappOffered: true, sms: false, whatsapp: false });
    const basic = await customerOn(testApp, 'basic');
    expect(await jsonOf(await get(basic.token))).toMatchObject({ available: false, sms: false, whatsapp: false });
  });

  it('switches a channel on only once the phone is confirmed (409 before), and each one by itself', async () => {
    const { user, token } = await customerOn(testApp);
    const early = await put(token, { sms: true });
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ error: MESSAGING_MESSAGES.phoneNotVerified });
    await confirmPhone(testApp, token);
    expect(await jsonOf(await put(token, { sms: true }))).toMatchObject({ verified: true, sms: true, whatsapp: false });
    expect(await jsonOf(await put(token, { whatsapp: true }))).toMatchObject({ sms: true, whatsapp: true });
    expect(await jsonOf(await put(token, { sms: false }))).toMatchObject({ sms: false, whatsapp: true });
    expect(await messagingRowOf(testApp, user.id)).toMatchObject({ sms: false, whatsapp: true, phone: '+13055550100' });
    expect(await jsonOf(await get(token))).toMatchObject({ sms: false, whatsapp: true });
  });

  it.each([
    ['Basic', 'basic'],
    ['Standard', 'plus'],
  ] as const)('refuses to switch one on for a %s customer (403), and lets anyone switch off', async (_name, planType) => {
    const { token } = await customerOn(testApp, planType);
    const refused = await put(token, { sms: true, whatsapp: false });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: gateMessages.en.premiumRequiredMessage });
    expect((await put(token, { sms: false, whatsapp: false })).status).toBe(200);
  });

  it('keeps the switches of a Premium plan that ended, but refuses to switch one on again until the plan is back', async () => {
    const { token, subscription } = await customerOn(testApp);
    await confirmPhone(testApp, token);
    await put(token, { sms: true });
    const ended = new Date(testApp.clock.now().getTime() - DAY_MS);
    await testApp.db.update(subscriptions).set({ status: 'expired', accessUntil: ended }).where(eq(subscriptions.id, subscription.id));
    expect(await jsonOf(await get(token))).toMatchObject({ available: false, sms: true });
    expect((await put(token, { whatsapp: true })).status).toBe(403);
    await testApp.db.update(subscriptions).set({ status: 'active', accessUntil: new Date(testApp.clock.now().getTime() + DAY_MS) }).where(eq(subscriptions.id, subscription.id));
    expect((await put(token, { whatsapp: true })).status).toBe(200);
  });

  it('offers no WhatsApp when no WhatsApp sender is configured (409 to switch it on)', async () => {
    testApp.close();
    const twin = createLocalMessenger({ outboxDir: '/tmp/unused', logger: createMemoryLogger().logger });
    testApp = await createTestApp({ messaging: { ...twin, whatsapp: false } });
    const { token } = await customerOn(testApp);
    await call(testApp, 'POST', '/api/users/phone/verification', { token, body: {} });
    const code = twin.sent.at(-1)?.body.match(/\d{6}/)?.[0] ?? '';
    await call(testApp, 'POST', '/api/users/phone/verification/confirm', { token, body: { code } });
    expect(await jsonOf(await get(token))).toMatchObject({ verified: true, whatsappOffered: false });
    const refused = await put(token, { whatsapp: true });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: MESSAGING_MESSAGES.whatsappUnavailable });
    expect((await put(token, { sms: true })).status).toBe(200);
  });

  it('refuses a body that is not two booleans (400)', async () => {
    const { token } = await customerOn(testApp);
    expect(await jsonOf(await put(token, { sms: 'yes' }))).toEqual({ error: 'Invalid request', field: 'sms' });
    expect((await put(token, { email: true })).status).toBe(400);
  });
});
