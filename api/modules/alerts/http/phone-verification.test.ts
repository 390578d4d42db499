import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGING_MESSAGES } from '../../../../shared/push/messaging-messages';
import { gateMessages } from '../../../../shared/subscription/gate-messages';
import { MessagingError, type Messenger } from '../../../adapters/messaging/messenger';
import { phoneVerifications } from '../../../db/tables';
import { customerOn, lastCodeTo, messagingRowOf } from '../../../test/messaging-fixtures';
import { call, createTestApp, jsonOf, TEST_APP_URL, type TestApp } from '../../../test/test-app';
import { HOUR_MS, MINUTE_MS } from '../../../test/test-clock';
import { CODES_PER_ACCOUNT, PHONE_CODE_ATTEMPTS } from '../phone-verification-service';

const ACCOUNT_PHONE = '+13055550100';
const OTHER_PHONE = '+5491122334455';

describe('/api/users/phone/verification', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const requestCode = (token: string, body: Record<string, unknown> = {}) => call(testApp, 'POST', '/api/users/phone/verification', { token, body });
  const confirm = (token: string, code: string) => call(testApp, 'POST', '/api/users/phone/verification/confirm', { token, body: { code } });
  const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');

  it('asks who calls first', async () => {
    expect((await call(testApp, 'POST', '/api/users/phone/verification', { body: {} })).status).toBe(401);
    expect((await call(testApp, 'POST', '/api/users/phone/verification/confirm', { body: { code: '123456' } })).status).toBe(401);
    expect(testApp.texts.sent).toEqual([]);
  });

  it("texts a 6-digit code to the account's phone in the customer's language, and confirming it makes that number the alerts' one", async () => {
    const { user, token } = await customerOn(testApp);
    const sent = await requestCode(token);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ sentTo: ACCOUNT_PHONE, expiresAt: new Date(testApp.clock.now().getTime() + 10 * MINUTE_MS).toISOString() });
    const [text] = testApp.texts.sent;
    const code = lastCodeTo(testApp, ACCOUNT_PHONE);
    expect(text).toMatchObject({ channel: 'sms', to: ACCOUNT_PHONE });
    expect(text?.body).toBe(`Miami Drop: tu código es ${code}. Vence en 10 minutos; no lo compartas con nadie.\n\n@${new URL(TEST_APP_URL).host} #${code}`);
    // Kept only as a hash.
    const [pending] = await testApp.db.select().from(phoneVerifications);
    expect(pending).toMatchObject({ userId: user.id, phone: ACCOUNT_PHONE, attempts: 0 });
    expect(JSON.stringify(pending)).not.toContain(code);
    expect(await jsonOf(await call(testApp, 'GET', '/api/messaging/preferences', { token }))).toMatchObject({ verified: false, codeSentTo: ACCOUNT_PHONE });

    const confirmed = await confirm(token, code);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ available: true, phone: ACCOUNT_PHONE, verified: true, codeSentTo: null, whatsappOffered: true, sms: false, whatsapp: false });
    expect(await messagingRowOf(testApp, user.id)).toMatchObject({ phone: ACCOUNT_PHONE, phoneVerifiedAt: testApp.clock.now() });
    // A code confirms once.
    expect(await jsonOf(await confirm(token, code))).toEqual({ error: MESSAGING_MESSAGES.noCode, field: 'code' });
  });

  it('texts a given E.164 number in English for an English reader, and confirms that one', async () => {
    const { token } = await customerOn(testApp, 'premium', 'en');
    expect(await jsonOf(await requestCode(token, { phone: ` ${OTHER_PHONE} ` }))).toMatchObject({ sentTo: OTHER_PHONE });
    const code = lastCodeTo(testApp, OTHER_PHONE);
    expect(testApp.texts.sent[0]?.body).toContain(`Miami Drop: your code is ${code}. It expires in 10 minutes`);
    expect(await jsonOf(await confirm(token, code))).toMatchObject({ phone: OTHER_PHONE, verified: true });
  });

  it('a new code replaces the last one', async () => {
    const { token } = await customerOn(testApp);
    await requestCode(token);
    const first = lastCodeTo(testApp, ACCOUNT_PHONE);
    await requestCode(token);
    const second = lastCodeTo(testApp, ACCOUNT_PHONE);
    if (first !== second) expect((await confirm(token, first)).status).toBe(400);
    expect((await confirm(token, second)).status).toBe(200);
  });

  it(`allows ${PHONE_CODE_ATTEMPTS} tries: wrong codes count down, the last one forgets the code`, async () => {
    const { token } = await customerOn(testApp);
    await requestCode(token);
    const right = lastCodeTo(testApp, ACCOUNT_PHONE);
    for (let left = PHONE_CODE_ATTEMPTS - 1; left > 0; left--) {
      const wrong = await confirm(token, wrongCode(right));
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toEqual({ error: MESSAGING_MESSAGES.wrongCode, field: 'code', attempts_left: left });
    }
    expect(await jsonOf(await confirm(token, wrongCode(right)))).toEqual({ error: MESSAGING_MESSAGES.tooManyWrongCodes, field: 'code', attempts_left: 0 });
    expect(await jsonOf(await confirm(token, right))).toEqual({ error: MESSAGING_MESSAGES.noCode, field: 'code' });
    expect(await testApp.db.select().from(phoneVerifications)).toEqual([]);
  });

  it('refuses a code after its 10 minutes', async () => {
    const { user, token } = await customerOn(testApp);
    await requestCode(token);
    testApp.clock.advance(10 * MINUTE_MS);
    const late = await confirm(token, lastCodeTo(testApp, ACCOUNT_PHONE));
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({ error: MESSAGING_MESSAGES.noCode, field: 'code' });
    expect(await messagingRowOf(testApp, user.id)).toBeUndefined();
  });

  it("does not confirm another account's code", async () => {
    const owner = await customerOn(testApp);
    const other = await customerOn(testApp);
    await requestCode(owner.token);
    await requestCode(other.token, { phone: OTHER_PHONE });
    expect((await confirm(other.token, lastCodeTo(testApp, ACCOUNT_PHONE))).status).toBe(400);
  });

  it.each([
    ['Basic', 'basic'],
    ['Standard', 'plus'],
  ] as const)('is Premium only: a %s customer gets 403 and no text', async (_name, planType) => {
    const { token } = await customerOn(testApp, planType);
    const refused = await requestCode(token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: gateMessages.en.premiumRequiredMessage });
    expect(testApp.texts.sent).toEqual([]);
  });

  it.each([
    ['not E.164', '3055550123', 'Invalid number (6–15 digits)'],
    ['not a number of its calling code', '+5400000000', 'This number is not valid for the chosen country'],
  ])('refuses a phone %s (400)', async (_name, phone, error) => {
    const { token } = await customerOn(testApp);
    const refused = await requestCode(token, { phone });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error, field: 'phone' });
  });

  it('refuses a code that is not 6 digits (400) and unknown fields', async () => {
    const { token } = await customerOn(testApp);
    expect(await jsonOf(await confirm(token, '12345'))).toEqual({ error: 'Enter the 6-digit code', field: 'code' });
    expect((await requestCode(token, { phone: OTHER_PHONE, extra: 1 })).status).toBe(400);
  });

  it("answers Twilio's refusals as the customer's to fix: a number that cannot be texted (400), one that replied STOP (409)", async () => {
    const { token } = await customerOn(testApp);
    const invalid = await requestCode(token, { phone: '+15005550001' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ error: MESSAGING_MESSAGES.cannotText, field: 'phone' });
    const optedOut = await requestCode(token, { phone: '+15005550004' });
    expect(optedOut.status).toBe(409);
    expect(await optedOut.json()).toEqual({ error: MESSAGING_MESSAGES.optedOut });
    expect(await testApp.db.select().from(phoneVerifications)).toEqual([]);
  });

  it('answers a busy or unreachable provider with 503 and a wait, never a 500', async () => {
    testApp.close();
    const failing = (kind: 'rate_limited' | 'unavailable'): Messenger => ({
      kind: 'twilio',
      whatsapp: false,
      sendSms: () => Promise.reject(new MessagingError(kind, 'Twilio answered 429 (20429): Too Many Requests')),
      sendWhatsapp: () => Promise.reject(new MessagingError(kind, 'x')),
      verifyInbound: () => Promise.resolve(false),
    });
    for (const kind of ['rate_limited', 'unavailable'] as const) {
      testApp = await createTestApp({ messaging: failing(kind) });
      const { token } = await customerOn(testApp);
      const busy = await requestCode(token);
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toBe('60');
      expect(await busy.json()).toEqual({ error: MESSAGING_MESSAGES.sendFailed });
      if (kind === 'rate_limited') testApp.close();
    }
  });

  it(`texts ${CODES_PER_ACCOUNT.hour.limit} codes an hour per account, then 429 with the wait`, async () => {
    const { token } = await customerOn(testApp);
    for (let i = 0; i < CODES_PER_ACCOUNT.hour.limit; i++) expect((await requestCode(token)).status).toBe(200);
    const refused = await requestCode(token);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: MESSAGING_MESSAGES.tooManyCodes, retry_after_minutes: 60 });
    expect(refused.headers.get('retry-after')).toBe(String(HOUR_MS / 1000));
    expect(testApp.texts.sent).toHaveLength(CODES_PER_ACCOUNT.hour.limit);
    testApp.clock.advance(HOUR_MS);
    expect((await requestCode(token)).status).toBe(200);
  });

  it('texts one number at most 5 codes a day, whichever accounts ask', async () => {
    for (let i = 0; i < 5; i++) {
      const { token } = await customerOn(testApp);
      expect((await requestCode(token, { phone: OTHER_PHONE })).status).toBe(200);
    }
    const { token } = await customerOn(testApp);
    expect((await requestCode(token, { phone: OTHER_PHONE })).status).toBe(429);
    expect((await requestCode(token)).status).toBe(200);
  });
});
