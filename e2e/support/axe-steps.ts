import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const MODERATE_OR_WORSE = ['moderate', 'serious', 'critical'];

/** axe's findings of moderate, serious or critical impact on what the page shows now (the open dialog, when one is). */
export async function axeFindings(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => MODERATE_OR_WORSE.includes(violation.impact ?? ''))
    .map((violation) => `${where}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
