import { registerSW } from 'virtual:pwa-register';
import { toast } from 'sonner';
import i18n from '@/lib/i18n';

/** registerType is 'prompt': a waiting service worker only takes over when the user asks. */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      toast(i18n.t('pwa.newVersion'), {
        id: 'pwa-update',
        duration: Infinity,
        action: { label: i18n.t('pwa.reload'), onClick: () => void updateServiceWorker(true) },
      });
    },
  });
}
