import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_RECAPTCHA_PASS_TOKEN, localRecaptcha } from '../../../adapters/recaptcha/local-recaptcha';
import type { RecaptchaAction, RecaptchaVerifier } from '../../../adapters/recaptcha/recaptcha-verifier';
import { createUser } from '../../../test/factories';
import { call, createTestApp, jsonOf, lastLinkTo, pathOf, type TestApp } from '../../../test/test-app';
import { HOUR_MS, MINUTE_MS } from '../../../test/test-clock';

const PATH = '/api/users/resend-confirmation';
const OK_BODY = { message: 'If the account exists and is not verified yet, a new verification email has been sent.' };

const remaining = (response: Response) => [response.headers.get('X-RateLimit-Remaining-Hour'), response.headers.get('X-RateLimit-Remaining-Day')];

describe('POST /api/users/resend-confirmation', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const resend = (email: string, extra: Record<string, unknown> = {}) => call(testApp, 'POST', PATH, { body: { email, ...extra } });

  it('mails an unverified account a new link that verifies it', async () => {
    await createUser(testApp, { email: 'wait@example.com', verified: false });
    const response = await resend('Wait@Example.com ');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(OK_BODY);
    expect(testApp.mailer.sent.map((mail) => mail.to)).toEqual(['wait@example.com']);
    const link = pathOf(lastLinkTo(testApp, 'wait@example.com', '/api/users/verify-email?token='));
    expect((await call(testApp, 'GET', link)).headers.get('location')).toBe('/?verification=success#email=wait%40example.com');
  });

  it('counts down the hourly and daily headers and refuses the 4th in an hour', async () => {
    await createUser(testApp, { email: 'count@example.com', verified: false });
    const seen: Array<Array<string | null>> = [];
    for (let i = 0; i < 3; i++) {
      const response = await resend('count@example.com');
      expect(response.status).toBe(200);
      seen.push(remaining(response));
    }
    expect(seen).toEqual([
      ['2', '9'],
      ['1', '8'],
      ['0', '7'],
    ]);
    expect(testApp.mailer.sent).toHaveLength(3);

    testApp.clock.advance(10 * MINUTE_MS);
    const refused = await resend('count@example.com');
    expect(refused.status).toBe(429);
    const body = await jsonOf<Record<string, unknown>>(refused);
    expect(body).toEqual({
      error: 'RATE_LIMIT_EXCEEDED',
      message: 'Too many resend requests',
      retry_after_minutes: 50,
      limit_per_hour: 3,
      limit_per_day: 10,
    });
    expect(typeof body.retry_after_minutes).toBe('number');
    expect(remaining(refused)).toEqual(['0', '7']);
    expect(testApp.mailer.sent).toHaveLength(3);
  });

  it('works again once the hour has passed', async () => {
    for (let i = 0; i < 3; i++) expect((await resend('hourly@example.com')).status).toBe(200);
    testApp.clock.advance(HOUR_MS - MINUTE_MS);
    const stillRefused = await resend('hourly@example.com');
    expect(stillRefused.status).toBe(429);
    expect((await jsonOf(stillRefused)).retry_after_minutes).toBe(1);

    testApp.clock.advance(MINUTE_MS);
    const again = await resend('hourly@example.com');
    expect(again.status).toBe(200);
    expect(remaining(again)).toEqual(['2', '6']);
  });

  it('refuses the 11th in a day with retry_after_hours', async () => {
    await createUser(testApp, { email: 'daily@example.com', verified: false });
    let sent = 0;
    for (let hour = 0; sent < 10; hour++) {
      for (let i = 0; i < 3 && sent < 10; i++) {
        const response = await resend('daily@example.com');
        expect(response.status).toBe(200);
        sent += 1;
        expect(remaining(response)[1]).toBe(String(10 - sent));
      }
      if (sent < 10) testApp.clock.advance(HOUR_MS);
    }
    // 3 + 3 + 3 + 1 over three hours: the hourly window still has room.
    expect(testApp.mailer.sent).toHaveLength(10);

    const refused = await resend('daily@example.com');
    expect(refused.status).toBe(429);
    const body = await jsonOf(refused);
    expect(body).toEqual({
      error: 'RATE_LIMIT_EXCEEDED',
      message: 'Too many resend requests',
      retry_after_hours: 21,
      limit_per_hour: 3,
      limit_per_day: 10,
    });
    expect(body).not.toHaveProperty('retry_after_minutes');
    expect(remaining(refused)).toEqual(['0', '0']);
    expect(testApp.mailer.sent).toHaveLength(10);

    // 24 hours after the first request one more is allowed.
    testApp.clock.advance(21 * HOUR_MS);
    expect((await resend('daily@example.com')).status).toBe(200);
  });

  it('counts each address separately', async () => {
    for (let i = 0; i < 3; i++) await resend('one@example.com');
    expect((await resend('one@example.com')).status).toBe(429);
    const other = await resend('two@example.com');
    expect(other.status).toBe(200);
    expect(remaining(other)).toEqual(['2', '9']);
  });

  it('treats the address case-insensitively for the limits', async () => {
    for (let i = 0; i < 3; i++) await resend('case@example.com');
    expect((await resend('CASE@Example.com')).status).toBe(429);
  });

  it('answers an unknown and a verified address exactly like an unverified one, without mail', async () => {
    await createUser(testApp, { email: 'verified@example.com' });
    await createUser(testApp, { email: 'unverified@example.com', verified: false });
    const answers = [];
    for (const email of ['unknown@example.com', 'verified@example.com', 'unverified@example.com']) {
      const response = await resend(email);
      answers.push({ status: response.status, body: await response.json(), headers: remaining(response) });
    }
    expect(answers[0]).toEqual({ status: 200, body: OK_BODY, headers: ['2', '9'] });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(testApp.mailer.sent.map((mail) => mail.to)).toEqual(['unverified@example.com']);
  });

  it('validates the address', async () => {
    const missing = await call(testApp, 'POST', PATH, { body: {} });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: 'Email is required', field: 'email' });
    const invalid = await resend('nope');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ error: 'Please enter a valid email address', field: 'email' });
  });
});

describe('POST /api/users/resend-confirmation with reCAPTCHA on', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it('needs a token, refuses a wrong one and accepts the passing one', async () => {
    testApp = await createTestApp({ recaptcha: localRecaptcha });
    await createUser(testApp, { email: 'robot@example.com', verified: false });

    const missing = await call(testApp, 'POST', PATH, { body: { email: 'robot@example.com' } });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: 'RECAPTCHA_TOKEN_MISSING', message: 'reCAPTCHA verification required' });

    const wrong = await call(testApp, 'POST', PATH, { body: { email: 'robot@example.com', recaptcha_token: 'bad' } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: 'RECAPTCHA_VERIFICATION_FAILED', message: 'reCAPTCHA verification failed' });
    expect(testApp.mailer.sent).toHaveLength(0);

    // Refused attempts did not use up the limits.
    const passed = await call(testApp, 'POST', PATH, { body: { email: 'robot@example.com', recaptcha_token: LOCAL_RECAPTCHA_PASS_TOKEN } });
    expect(passed.status).toBe(200);
    expect(remaining(passed)).toEqual(['2', '9']);
    expect(testApp.mailer.sent).toHaveLength(1);
  });

  it('asks the verifier for the resend_verification action', async () => {
    const actions: RecaptchaAction[] = [];
    const spy: RecaptchaVerifier = {
      config: { enabled: true, site_key: 'spy', version: 'v3' },
      verify: async (_token, action) => {
        actions.push(action);
        return true;
      },
    };
    testApp = await createTestApp({ recaptcha: spy });
    const response = await call(testApp, 'POST', PATH, { body: { email: 'x@example.com', recaptcha_token: 'tok' } });
    expect(response.status).toBe(200);
    expect(actions).toEqual(['resend_verification']);
  });
});
