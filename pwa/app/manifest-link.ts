import i18n, { currentLanguage } from '@/lib/i18n';
import type { AppLanguage } from '@/lib/languages';
import { manifestPath } from '@/manifest/web-manifest';

/**
 * Points <link rel="manifest"> at the manifest in that language. Call it before the page's load event too: a
 * browser reads the manifest once the page has loaded, and a link changed while it does so fails an install.
 */
export function pointManifestAt(language: AppLanguage) {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = manifestPath(language);
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/** Keeps <link rel="manifest"> on the manifest in the user's language, now and on every change. */
export function followLanguageInManifest() {
  const apply = () => pointManifestAt(currentLanguage());
  apply();
  i18n.on('languageChanged', apply);
}
