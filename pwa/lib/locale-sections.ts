/**
 * The translation areas (one JSON file per area and language) load in sections, so a page downloads the texts it
 * shows rather than the whole app's (decision 101): `core` on every page (the shell, its header and footer, network
 * and validation errors), `site` for the public pages, `siteInfo` for the two long public pages only (the FAQ and
 * the privacy notice, decision 169), `account` for the customer's dashboard, `dashboardTabs` for what only its Pickup
 * and Account tabs show (the pickup booking, delivery addresses, alerts), `trips` for the home's trip card and the
 * trips screen (decision 174: the card alone would otherwise bring the tabs' section), `planDialogs` for changing,
 * cancelling and reactivating a plan (dialogs the home's plan card opens), `staff` for the admin panel,
 * `forms` for signing in and up, onboarding and payment, `messages` for the server's refusals and card declines (they load with
 * the translator when an answer needs one: pwa/lib/api-client.ts). A screen or dialog that needs a
 * section loads it with its code (lazyWithTexts, importWithTexts). `pwa/lib/locale-sections.test.ts` follows the
 * imports from the entry through every lazy screen and checks that no file names a key of a section that is not
 * loaded where it renders.
 */
export const LOCALE_SECTIONS = ['core', 'site', 'siteInfo', 'account', 'dashboardTabs', 'trips', 'planDialogs', 'staff', 'forms', 'messages'] as const;
export type LocaleSection = (typeof LOCALE_SECTIONS)[number];

export const SECTION_AREAS: Record<LocaleSection, readonly string[]> = {
  core: [
    ...['app', 'common', 'contact', 'errors', 'footer', 'language', 'nav', 'offline', 'outbox', 'pages', 'plans'],
    ...['pwa', 'supportChat', 'validation'],
  ],
  site: ['legal', 'marketing', 'newsletter', 'seo', 'storagePolicy'],
  siteInfo: ['faq', 'privacyNotice'],
  account: ['dashboard', 'packages', 'paymentMethods', 'subscription', 'support', 'warehouse'],
  dashboardTabs: ['account', 'accountData', 'addresses', 'deliveries', 'installApp', 'packageDetail', 'packageDocuments', 'pickup', 'pickupPass', 'pushAlerts', 'storageClock'],
  trips: ['trips'],
  planDialogs: ['planChanges'],
  staff: ['admin', 'adminSettings', 'counterPickup', 'inbox', 'missingParcels', 'receiving', 'shipping', 'storageStaff'],
  forms: [
    ...['auth', 'countries', 'onboarding', 'password', 'passwordReset', 'payment', 'paymentInfo', 'paypal', 'phone'],
    ...['planSelection', 'registration', 'verification', 'welcome'],
  ],
  messages: ['paymentDecline', 'pickupPassMessages', 'serverMessages'],
};

/** The section an area loads with; an area no list names (a new file) loads with the forms, never silently with none. */
export function sectionOfArea(area: string): LocaleSection {
  return LOCALE_SECTIONS.find((section) => SECTION_AREAS[section].includes(area)) ?? 'forms';
}

/** The area of a locale file's path (`…/locales/es/auth.json` → `auth`). */
export function areaOfPath(path: string): string | null {
  return path.match(/\/locales\/\w+\/([\w-]+)\.json$/)?.[1] ?? null;
}
