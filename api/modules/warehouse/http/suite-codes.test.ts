import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECEIVING_MESSAGES } from '../../../../shared/receiving/receiving-messages';
import type { SuiteOwner } from '../../../../shared/receiving/suite-owner-schema';
import { users } from '../../../db/tables';
import { createSubscription, signedIn } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';

describe('GET /api/admin/suite-codes/{code}', () => {
  let testApp: TestApp;
  let customer: { id: number; token: string };
  let tokens: Record<'admin' | 'superadmin', string>;
  const SUITE = 'MD-48213';
  beforeEach(async () => {
    testApp = await createTestApp();
    const regular = await signedIn(testApp, { firstName: 'Marta' });
    await testApp.db.update(users).set({ suiteCode: SUITE }).where(eq(users.id, regular.user.id));
    customer = { id: regular.user.id, token: regular.token };
    tokens = { admin: (await signedIn(testApp, { role: 'admin' })).token, superadmin: (await signedIn(testApp, { role: 'superadmin' })).token };
  });
  afterEach(() => testApp.close());

  const lookUp = (code: string, token?: string) => call(testApp, 'GET', `/api/admin/suite-codes/${encodeURIComponent(code)}`, { token });

  it('is for staff only: 401 anonymous, 403 a customer (even for their own suite)', async () => {
    expect((await lookUp(SUITE)).status).toBe(401);
    expect((await lookUp(SUITE, customer.token)).status).toBe(403);
    for (const token of [tokens.admin, tokens.superadmin]) expect((await lookUp(SUITE, token)).status).toBe(200);
  });

  it('answers the name and current plan as typed or read off a label, and nothing else of the account', async () => {
    await createSubscription(testApp, customer.id, { planType: 'plus' });
    for (const typed of [SUITE, 'md 48213', '48213', 'md-48213']) {
      const response = await lookUp(typed, tokens.admin);
      expect(response.status).toBe(200);
      expect(await jsonOf<{ owner: SuiteOwner }>(response)).toEqual({ owner: { suite_code: SUITE, first_name: 'Marta', last_name: 'Tester', plan_type: 'plus' } });
    }
  });

  it("answers plan 'none' without a plan or once it expired", async () => {
    expect((await jsonOf<{ owner: SuiteOwner }>(await lookUp(SUITE, tokens.admin))).owner.plan_type).toBe('none');
    await createSubscription(testApp, customer.id, { planType: 'premium', status: 'expired', accessUntil: new Date(testApp.clock.now().getTime() - 1000) });
    expect((await jsonOf<{ owner: SuiteOwner }>(await lookUp(SUITE, tokens.admin))).owner.plan_type).toBe('none');
  });

  it('says an unknown suite is nobody\'s (404) and a malformed one cannot be a suite (400)', async () => {
    const unknown = await lookUp('MD-48214', tokens.admin);
    expect(unknown.status).toBe(404);
    expect(await jsonOf(unknown)).toEqual({ error: RECEIVING_MESSAGES.suiteNotFound, field: 'suite_code' });
    const malformed = await lookUp('Suite 7', tokens.admin);
    expect(malformed.status).toBe(400);
    expect(await jsonOf(malformed)).toEqual({ error: RECEIVING_MESSAGES.suiteInvalid, field: 'suite_code' });
    expect((await lookUp('M'.repeat(40), tokens.admin)).status).toBe(400);
  });
});
