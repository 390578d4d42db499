// The app's i18next instance (set up by lib/i18n), imported without its browser-only language detection.
import i18n from 'i18next';
import { listOperations } from './outbox-queue';

/**
 * Signing out takes this device's unsent writes with it, so the user decides (never a silent loss): with
 * writes still waiting, a native confirmation names how many. True when signing out may go on.
 */
export async function confirmSignOutWithWaitingWrites(userId: number, confirm: (text: string) => boolean = (text) => window.confirm(text)): Promise<boolean> {
  const waiting = await listOperations(userId).then(
    (operations) => operations.filter((operation) => operation.state !== 'refused').length,
    () => 0,
  );
  return waiting === 0 || confirm(i18n.t('outbox.signOutConfirm', { count: waiting }));
}
