import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../db/tables';
import { createUser, DEFAULT_TEST_PASSWORD } from '../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../test/test-app';

// The test app trusts one proxy (TRUST_PROXY=true): the proxy appends the address it saw, here 198.51.100.7;
// everything before it in X-Forwarded-For is whatever the client wrote.
const REAL_CLIENT = '198.51.100.7';
const forgedHop = (attempt: number) => `10.66.${attempt}.1, ${REAL_CLIENT}`;

describe('a client forging X-Forwarded-For behind our proxy', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  it('is still limited: 30 wrong passwords for one account, each with another forged first hop, meet a 429', async () => {
    await createUser(testApp, { email: 'target@example.com' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30 && !statuses.includes(429); attempt++) {
      const response = await call(testApp, 'POST', '/api/login', {
        body: { email: 'target@example.com', password: `guess-${attempt}` },
        headers: { 'x-forwarded-for': forgedHop(attempt) },
      });
      statuses.push(response.status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  });

  it('is recorded with the address our proxy saw on the session it opens', async () => {
    await createUser(testApp, { email: 'owner@example.com' });
    const response = await call(testApp, 'POST', '/api/login', {
      body: { email: 'owner@example.com', password: DEFAULT_TEST_PASSWORD },
      headers: { 'x-forwarded-for': forgedHop(1) },
    });
    expect(response.status).toBe(200);
    const { user } = await jsonOf<{ user: { id: number } }>(response);
    const session = (await testApp.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0];
    expect(session?.ipAddress).toBe(REAL_CLIENT);
  });
});
