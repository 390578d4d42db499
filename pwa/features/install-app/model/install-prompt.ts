import { useSyncExternalStore } from 'react';
import { takeHeldInstallPrompt } from '@/lib/held-install-prompt';

/** Chromium's install event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  /** The browser's install prompt, kept until the user asks for it; null where there is none. */
  deferred: BeforeInstallPromptEvent | null;
  installed: boolean;
}

let state: InstallState = { deferred: null, installed: false };
const listeners = new Set<() => void>();
const update = (next: Partial<InstallState>) => {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
};

/**
 * Started at app start: the browser offers installation once, early, whatever page is open (a prerendered page's
 * starter holds an offer made before the app started); the event is kept (and the browser's own mini-infobar held
 * back) so the account page can offer it when the user asks.
 */
export function captureInstallPrompt() {
  const held = takeHeldInstallPrompt();
  if (held) update({ deferred: held as BeforeInstallPromptEvent });
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    update({ deferred: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => update({ deferred: null, installed: true }));
}

/** Shows the browser's install dialog; true when the user installed. A prompt can be used only once. */
export async function promptInstall(): Promise<boolean> {
  const { deferred } = state;
  if (!deferred) return false;
  update({ deferred: null });
  await deferred.prompt();
  const { outcome } = await deferred.userChoice;
  if (outcome === 'accepted') update({ installed: true });
  return outcome === 'accepted';
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useInstallPrompt(): { canPrompt: boolean; installed: boolean } {
  const current = useSyncExternalStore(subscribe, () => state);
  return { canPrompt: current.deferred !== null, installed: current.installed };
}
