import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { call, createTestApp, lastLinkTo, type TestApp } from '../../../test/test-app';
import { HOUR_MS, MINUTE_MS } from '../../../test/test-clock';

const bad = (code: string) => ({ error: 'Missing or invalid token', code, detail: 'Invalid or expired token' });

describe('GET /api/password-reset/{token}', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  async function mailedToken(email: string): Promise<string> {
    await call(testApp, 'POST', '/api/password-reset/request', { body: { email } });
    return new URL(lastLinkTo(testApp, email, '/reset-password?token=')!).searchParams.get('token')!;
  }
  const check = (token: string) => call(testApp, 'GET', `/api/password-reset/${encodeURIComponent(token)}`);
  const confirm = (token: string) => call(testApp, 'POST', '/api/password-reset/confirm', { body: { token, new_password: 'faro-norte-58' } });

  it('says a live link is valid without spending it', async () => {
    await createUser(testApp, { email: 'live@example.com' });
    const token = await mailedToken('live@example.com');
    for (let i = 0; i < 2; i++) {
      const response = await check(token);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ valid: true });
    }
    expect((await confirm(token)).status).toBe(200);
  });

  it('says a used link was used', async () => {
    await createUser(testApp, { email: 'used@example.com' });
    const token = await mailedToken('used@example.com');
    await confirm(token);
    const response = await check(token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(bad('RESET_LINK_USED'));
  });

  it('reads a link replaced by a newer one as used', async () => {
    await createUser(testApp, { email: 'twice@example.com' });
    const first = await mailedToken('twice@example.com');
    await mailedToken('twice@example.com');
    expect(await (await check(first)).json()).toEqual(bad('RESET_LINK_USED'));
  });

  it('says an expired link expired', async () => {
    await createUser(testApp, { email: 'late@example.com' });
    const token = await mailedToken('late@example.com');
    testApp.clock.advance(HOUR_MS + MINUTE_MS);
    const response = await check(token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(bad('RESET_LINK_EXPIRED'));
  });

  it('says a link expired from its exact expiry, as the confirmation then refuses it', async () => {
    await createUser(testApp, { email: 'edge@example.com' });
    const token = await mailedToken('edge@example.com');
    testApp.clock.advance(HOUR_MS - 1);
    expect((await check(token)).status).toBe(200);
    testApp.clock.advance(1);
    expect(await (await check(token)).json()).toEqual(bad('RESET_LINK_EXPIRED'));
    expect((await confirm(token)).status).toBe(400);
  });

  it('reads a link copied with spaces around its token as that link', async () => {
    await createUser(testApp, { email: 'spaces@example.com' });
    const token = await mailedToken('spaces@example.com');
    const response = await check(` ${token} `);
    expect(await response.json()).toEqual({ valid: true });
  });

  it('says an unknown link is invalid', async () => {
    const response = await check('not-a-real-token');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(bad('RESET_LINK_INVALID'));
  });

  it('answers an overlong token as no such link (the path does not match, as for any bad path parameter)', async () => {
    const response = await check('x'.repeat(600));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });
});
