import i18n, { currentLanguage } from '@/lib/i18n';
import { manifestPath } from '@/manifest/web-manifest';

/** Points <link rel="manifest"> at the manifest in the user's language, now and on every change. */
export function followLanguageInManifest() {
  const apply = () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const href = manifestPath(currentLanguage());
    if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
  };
  apply();
  i18n.on('languageChanged', apply);
}
