/**
 * Where a prerendered page's starter keeps the browser's install offer when it comes before the app has started
 * (prerender/start-on-first-use.ts): the offer is made once, early, and the app starts on the page's first use.
 */
export const HELD_INSTALL_PROMPT = '__heldInstallPrompt';

/** The offer the starter held, once (it can be shown only once). */
export function takeHeldInstallPrompt(): Event | null {
  const holder = window as unknown as Record<string, Event | undefined>;
  const held = holder[HELD_INSTALL_PROMPT] ?? null;
  delete holder[HELD_INSTALL_PROMPT];
  return held;
}
