import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { confirmPhone, customerOn, messagingRowOf, textingCustomer } from '../../../test/messaging-fixtures';
import { call, callRaw, createTestApp, TEST_APP_URL, type TestApp } from '../../../test/test-app';
import { INVALID_WEBHOOK_SIGNATURE } from './webhooks-routes';

const URL = `${TEST_APP_URL}/api/webhooks/twilio`;
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

describe('POST /api/webhooks/twilio', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const inbound = (from: string, body: string, extra: Record<string, string> = {}) => ({
    MessageSid: 'SM0123456789abcdef0123456789abcdef',
    AccountSid: `AC${'0'.repeat(32)}`,
    From: from,
    To: '+15005550006',
    Body: body,
    NumMedia: '0',
    ...extra,
  });
  const post = (params: Record<string, string>, signature: string | null = testApp.texts.sign(URL, params), path = '/api/webhooks/twilio') =>
    callRaw(testApp, 'POST', path, {
      contentType: 'application/x-www-form-urlencoded',
      body: new URLSearchParams(params).toString(),
      headers: signature === null ? {} : { 'x-twilio-signature': signature },
    });

  it('switches SMS off for every account that confirmed the number on a signed STOP, and answers empty TwiML', async () => {
    const { user, phone } = await textingCustomer(testApp, { sms: true, whatsapp: true });
    const other = await textingCustomer(testApp, { sms: true });
    const stranger = await customerOn(testApp);
    await confirmPhone(testApp, stranger.token, '+5491122334455');
    await call(testApp, 'PUT', '/api/messaging/preferences', { token: stranger.token, body: { sms: true } });

    const response = await post(inbound(phone, 'STOP'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/xml; charset=utf-8');
    expect(await response.text()).toBe(EMPTY_TWIML);
    expect(await messagingRowOf(testApp, user.id)).toMatchObject({ sms: false, whatsapp: true });
    expect(await messagingRowOf(testApp, other.user.id)).toMatchObject({ sms: false });
    expect(await messagingRowOf(testApp, stranger.user.id)).toMatchObject({ sms: true });
  });

  it('switches only WhatsApp off for a STOP sent by WhatsApp', async () => {
    const { user, phone } = await textingCustomer(testApp, { sms: true, whatsapp: true });
    expect((await post(inbound(`whatsapp:${phone}`, 'stop'))).status).toBe(200);
    expect(await messagingRowOf(testApp, user.id)).toMatchObject({ sms: true, whatsapp: false });
  });

  it.each(['UNSUBSCRIBE', 'Cancel', 'end', 'QUIT', 'stopall', ' Stop. ', 'BAJA', 'Cancelar'])('honours %j as an opt-out', async (word) => {
    const { user, phone } = await textingCustomer(testApp, { sms: true });
    await post(inbound(phone, word));
    expect((await messagingRowOf(testApp, user.id))?.sms).toBe(false);
  });

  it("honours Twilio's OptOutType=STOP whatever the words", async () => {
    const { user, phone } = await textingCustomer(testApp, { sms: true });
    await post(inbound(phone, 'Por favor no me escriban más', { OptOutType: 'STOP' }));
    expect((await messagingRowOf(testApp, user.id))?.sms).toBe(false);
  });

  it('turns nothing on for START, nor for any other message', async () => {
    const { user, token, phone } = await textingCustomer(testApp, { sms: true });
    await post(inbound(phone, 'Hola, ¿cuándo llega mi paquete?'));
    expect((await messagingRowOf(testApp, user.id))?.sms).toBe(true);
    await post(inbound(phone, 'STOP'));
    await post(inbound(phone, 'START', { OptOutType: 'START' }));
    await post(inbound(phone, 'UNSTOP'));
    expect((await messagingRowOf(testApp, user.id))?.sms).toBe(false);
    // The customer opts in again in the app.
    expect((await call(testApp, 'PUT', '/api/messaging/preferences', { token, body: { sms: true } })).status).toBe(200);
  });

  it('refuses an unsigned request, and one signed for other fields or another address, with 403 and changes nothing', async () => {
    const { user, phone } = await textingCustomer(testApp, { sms: true });
    const params = inbound(phone, 'STOP');
    for (const response of [
      await post(params, null),
      await post(params, ''),
      await post(params, testApp.texts.sign(URL, { ...params, Body: 'HOLA' })),
      await post(params, testApp.texts.sign('https://elsewhere.example/api/webhooks/twilio', params)),
      await post(params, testApp.texts.sign(URL, params), '/api/webhooks/twilio?replayed=1'),
    ]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: INVALID_WEBHOOK_SIGNATURE });
    }
    expect((await messagingRowOf(testApp, user.id))?.sms).toBe(true);
    expect(testApp.logs.filter((line) => line === 'webhook refused: no valid X-Twilio-Signature')).toHaveLength(5);
  });

  it('checks the signature with the query string it was signed with', async () => {
    const { user, phone } = await textingCustomer(testApp, { sms: true });
    const params = inbound(phone, 'STOP');
    const response = await post(params, testApp.texts.sign(`${URL}?source=sms`, params), '/api/webhooks/twilio?source=sms');
    expect(response.status).toBe(200);
    expect((await messagingRowOf(testApp, user.id))?.sms).toBe(false);
  });
});
