import { registerSW } from 'virtual:pwa-register';
import { toast } from '@/lib/toast';
import i18n from '@/lib/i18n';

/** An installed app can stay open for days: look for a new version this often, and when it comes back to view. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * registerType is 'prompt': a new worker installs and then waits; only when the user accepts does the
 * page send SKIP_WAITING, and the page reloads once the new worker controls it. The reload is ours: the plugin's
 * helper reloads only a page that was under a worker when it started, and the first visit's page (taken over by
 * the first worker) would keep running the old version's code against the new version's files.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const acceptUpdate = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    void updateServiceWorker(true);
  };
  const updateServiceWorker = registerSW({
    onNeedReload: () => undefined, // the controllerchange listener above reloads, once
    onNeedRefresh() {
      toast(i18n.t('pwa.newVersion'), {
        id: 'pwa-update',
        duration: Infinity,
        description: i18n.t('pwa.newVersionHint'),
        action: { label: i18n.t('pwa.reload'), onClick: acceptUpdate },
      });
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine && document.visibilityState === 'visible') void registration.update().catch(() => undefined);
      };
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', check);
    },
  });
}
