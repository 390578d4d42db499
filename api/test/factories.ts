import type { Role } from '../../shared/accounts/user-schema';
import { hashPassword } from '../services/passwords';
import { insertUser } from '../services/users-service';
import { call, type TestApp } from './test-app';

export const DEFAULT_TEST_PASSWORD = 'correct-horse-1';

let sequence = 0;

export interface UserOverrides {
  email?: string;
  password?: string;
  role?: Role;
  verified?: boolean;
  firstName?: string;
}

/** A user straight in the database (verified unless told otherwise). */
export async function createUser(testApp: TestApp, overrides: UserOverrides = {}) {
  sequence += 1;
  const password = overrides.password ?? DEFAULT_TEST_PASSWORD;
  const user = insertUser(testApp.db, {
    email: overrides.email ?? `user${sequence}@example.com`,
    passwordHash: await hashPassword(password),
    firstName: overrides.firstName ?? `User${sequence}`,
    lastName: 'Tester',
    phone: '+13055550100',
    role: overrides.role ?? 'regular',
    emailVerifiedAt: overrides.verified === false ? null : testApp.clock.now(),
    createdAt: testApp.clock.now(),
  });
  return { user, password };
}

/** Logs in through the API and returns the bearer token. */
export async function loginAs(testApp: TestApp, email: string, password = DEFAULT_TEST_PASSWORD, rememberMe = false): Promise<string> {
  const response = await call(testApp, 'POST', '/api/login', { body: { email, password, remember_me: rememberMe } });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ana',
  last_name: 'Gómez',
  email: `ana${++sequence}@example.com`,
  password: 'secret1',
  phone: '+5491122334455',
  ...overrides,
});
