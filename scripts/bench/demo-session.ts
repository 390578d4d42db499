import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../api/seed/demo-accounts';
import { AUTH_STORAGE_KEYS } from '../../shared/accounts/session-rules';

/**
 * The demo customer signed in as the app keeps a session (the session cookie, the stored user), from a plain file of
 * the origin: no app page is opened, so no service worker is installed before the measured load.
 */
export async function storeDemoSession(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/robots.txt`);
  const { email, password } = DEMO_ACCOUNTS.customer;
  await page.evaluate(
    async ([keys, login]) => {
      const answer = await fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(login) });
      const { user } = (await answer.json()) as { user: unknown };
      localStorage.setItem(keys.user, JSON.stringify(user));
      localStorage.setItem(keys.rememberMe, 'true');
      localStorage.setItem(keys.loginTime, new Date().toISOString());
    },
    [AUTH_STORAGE_KEYS, { email, password, remember_me: true }] as const,
  );
}
