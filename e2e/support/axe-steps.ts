import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../api/seed/demo-accounts';
import { logInThroughDialog, openLoginDialog } from './account-steps';

const MODERATE_OR_WORSE = ['moderate', 'serious', 'critical'];

/** axe's findings of moderate, serious or critical impact on what the page shows now (the open dialog, when one is). */
export async function axeFindings(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => MODERATE_OR_WORSE.includes(violation.impact ?? ''))
    .map((violation) => `${where}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

export async function signInAsDemo(page: Page, account: 'customer' | 'admin' | 'superadmin') {
  await page.goto('/');
  await openLoginDialog(page);
  await logInThroughDialog(page, DEMO_ACCOUNTS[account].email, DEMO_ACCOUNTS[account].password);
  await expect(page).toHaveURL(account === 'customer' ? /\/dashboard$/ : /\/admin/);
}
