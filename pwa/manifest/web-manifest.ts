import es from '../lib/locales/es/pwa.json' with { type: 'json' };
import en from '../lib/locales/en/pwa.json' with { type: 'json' };

export const MANIFEST_LANGUAGES = ['es', 'en'] as const;
export type ManifestLanguage = (typeof MANIFEST_LANGUAGES)[number];

export const THEME_COLOR = '#0e7490';
export const BACKGROUND_COLOR = '#ffffff';

/** One manifest per language, swapped by the page's <link rel="manifest"> (decision 093). */
export const manifestPath = (language: ManifestLanguage) => `/manifest.${language}.webmanifest`;

/** Sizes of the committed images under pwa/public (rendered by scripts/render-app-images.ts). */
export const APP_IMAGES = {
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
  shortcutIcon: { src: '/icons/icon-96.png', sizes: '96x96', type: 'image/png' },
  screenshots: {
    narrow: { src: '/screenshots/dashboard-narrow.png', sizes: '824x1830', type: 'image/png' },
    wide: { src: '/screenshots/dashboard-wide.png', sizes: '1280x800', type: 'image/png' },
  },
} as const;

const TEXTS: Record<ManifestLanguage, typeof es.manifest> = { es: es.manifest, en: en.manifest };

/** The web app manifest in one language; every language shares the id, so it is one installed app. */
export function webManifest(language: ManifestLanguage) {
  const text = TEXTS[language];
  const { screenshots, shortcutIcon } = APP_IMAGES;
  return {
    id: '/',
    name: text.name,
    short_name: text.shortName,
    description: text.description,
    lang: language,
    dir: 'ltr',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['shopping', 'utilities'],
    icons: APP_IMAGES.icons,
    screenshots: [
      { ...screenshots.narrow, form_factor: 'narrow', label: text.screenshotNarrow },
      { ...screenshots.wide, form_factor: 'wide', label: text.screenshotWide },
    ],
    shortcuts: [
      { name: text.packages, short_name: text.packages, description: text.packagesHint, url: '/dashboard/packages', icons: [shortcutIcon] },
      { name: text.pickup, short_name: text.pickup, description: text.pickupHint, url: '/dashboard/pickup', icons: [shortcutIcon] },
    ],
  };
}
