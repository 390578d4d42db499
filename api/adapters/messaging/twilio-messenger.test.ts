import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessagingError, type Messenger } from './messenger';
import { LOCAL_TWILIO_ACCOUNT_SID, LOCAL_TWILIO_AUTH_TOKEN, STAND_IN_NUMBERS, startLocalTwilioServer, type LocalTwilioServer } from './local-twilio-server';
import { createTwilioMessenger } from './twilio-messenger';
import { twilioSignature } from './twilio-signature';

const FROM = '+13055550199';
const WHATSAPP_FROM = '+14155238886';

async function failure(promise: Promise<unknown>): Promise<MessagingError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(MessagingError);
    return error as MessagingError;
  }
  throw new Error('expected a MessagingError');
}

describe('the Twilio messenger against a local stand-in of Twilio', () => {
  let server: LocalTwilioServer;
  let messenger: Messenger;
  beforeAll(async () => {
    server = await startLocalTwilioServer();
    const config = { accountSid: LOCAL_TWILIO_ACCOUNT_SID, authToken: LOCAL_TWILIO_AUTH_TOKEN, smsFrom: FROM, whatsappFrom: WHATSAPP_FROM, timeoutMs: 500 };
    messenger = createTwilioMessenger({ ...config, baseUrl: server.baseUrl });
  });
  afterAll(() => server.close());
  const last = () => server.requests[server.requests.length - 1];

  it('creates a Message with the account credentials and reads its sid from the 201 answer', async () => {
    const sent = await messenger.sendSms('+5491122334455', 'Tu código es 123456');
    expect(sent.id).toMatch(/^SM[0-9a-f]{32}$/);
    expect(last()).toEqual({
      method: 'POST',
      path: `/2010-04-01/Accounts/${LOCAL_TWILIO_ACCOUNT_SID}/Messages.json`,
      authorization: `Basic ${Buffer.from(`${LOCAL_TWILIO_ACCOUNT_SID}:${LOCAL_TWILIO_AUTH_TOKEN}`).toString('base64')}`,
      form: { To: '+5491122334455', From: FROM, Body: 'Tu código es 123456' },
    });
  });

  it('sends WhatsApp from the WhatsApp sender, both addresses prefixed whatsapp:', async () => {
    await messenger.sendWhatsapp('+5491122334455', 'Hola');
    expect(last()?.form).toEqual({ To: 'whatsapp:+5491122334455', From: `whatsapp:${WHATSAPP_FROM}`, Body: 'Hola' });
    expect(messenger.whatsapp).toBe(true);
  });

  it.each([
    ['+15005550001', 'invalid_number', 21211],
    ['+15005550009', 'invalid_number', 21614],
    ['+15005550004', 'opted_out', 21610],
    ['+15005550003', 'refused', 21408],
  ] as const)('reads the 400 for %s as %s (code %s)', async (to, kind, code) => {
    const error = await failure(messenger.sendSms(to, 'x'));
    expect(error).toMatchObject({ kind, code });
    expect(error.message).toContain(`Twilio answered 400 (${code})`);
  });

  it('reads 429 as rate limited and a 503 as unavailable: both worth another try', async () => {
    expect(await failure(messenger.sendSms(STAND_IN_NUMBERS.rateLimited, 'x'))).toMatchObject({ kind: 'rate_limited', code: 20429 });
    expect(await failure(messenger.sendSms(STAND_IN_NUMBERS.serverError, 'x'))).toMatchObject({ kind: 'unavailable', code: 20503 });
  });

  it('gives up on a Twilio that does not answer within the time-out, as unavailable', async () => {
    const started = Date.now();
    const error = await failure(messenger.sendSms(STAND_IN_NUMBERS.slow, 'x'));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/^Twilio could not be reached: timeout/);
    expect(Date.now() - started).toBeLessThan(1_400);
  });

  it('reads refused credentials as unavailable (fixed by the operator, then sent)', async () => {
    const wrong = createTwilioMessenger({ accountSid: LOCAL_TWILIO_ACCOUNT_SID, authToken: 'not-the-token-0123', smsFrom: FROM, baseUrl: server.baseUrl, timeoutMs: 500 });
    expect(await failure(wrong.sendSms('+5491122334455', 'x'))).toMatchObject({ kind: 'unavailable', code: 20003 });
  });

  it('offers no WhatsApp without a WhatsApp sender, and refuses to send one', async () => {
    const smsOnly = createTwilioMessenger({ accountSid: LOCAL_TWILIO_ACCOUNT_SID, authToken: LOCAL_TWILIO_AUTH_TOKEN, smsFrom: FROM, baseUrl: server.baseUrl });
    expect(smsOnly.whatsapp).toBe(false);
    const count = server.requests.length;
    expect(await failure(smsOnly.sendWhatsapp('+5491122334455', 'x'))).toMatchObject({ kind: 'refused' });
    expect(server.requests).toHaveLength(count);
  });

  it("checks an inbound webhook's X-Twilio-Signature with the SDK, for the exact URL and fields", async () => {
    const url = 'https://miamidrop.example/api/webhooks/twilio';
    const params = { From: '+5491122334455', Body: 'STOP', MessageSid: 'SM1', AccountSid: LOCAL_TWILIO_ACCOUNT_SID };
    const signature = twilio.getExpectedTwilioSignature(LOCAL_TWILIO_AUTH_TOKEN, url, params);
    expect(await messenger.verifyInbound(signature, url, params)).toBe(true);
    expect(await messenger.verifyInbound(signature, `${url}?x=1`, params)).toBe(false);
    expect(await messenger.verifyInbound(signature, url, { ...params, Body: 'START' })).toBe(false);
    expect(await messenger.verifyInbound('', url, params)).toBe(false);
  });
});

describe('twilioSignature', () => {
  it("is the SDK's expected signature (HMAC-SHA1 of the URL and the fields sorted by name)", () => {
    const url = 'https://miamidrop.example/api/webhooks/twilio';
    const params = { To: '+13055550199', From: '+5491122334455', Body: 'Stop please', OptOutType: 'STOP' };
    expect(twilioSignature('token-0123456789', url, params)).toBe(twilio.getExpectedTwilioSignature('token-0123456789', url, params));
    expect(twilio.validateRequest('token-0123456789', twilioSignature('token-0123456789', url, params), url, params)).toBe(true);
  });
});
