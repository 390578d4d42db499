import type { Page } from '@playwright/test';

/**
 * Whether Chromium tells assistive technology that the named button is expanded: Playwright's role queries read
 * aria-expanded only, not what a popovertarget button exposes by itself.
 */
export async function exposedExpanded(page: Page, buttonName: string): Promise<boolean | undefined> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = await session.send('Accessibility.getFullAXTree');
    const button = nodes.find((node) => !node.ignored && node.role?.value === 'button' && node.name?.value === buttonName);
    return button?.properties?.find((property) => property.name === 'expanded')?.value.value as boolean | undefined;
  } finally {
    await session.detach();
  }
}
