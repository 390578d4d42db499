import type { AppLanguage } from '../lib/languages';
import type { LocaleSection } from '../lib/locale-sections';
import type { MetaPage } from '../lib/use-page-meta';
import { HOME_ADDRESSES, PAGE_PATHS } from './localized-paths';

/**
 * One screen of the app. The one table of the app's addresses (decision 138): the router builds its routes from it
 * (router.tsx), the build prerenders its public pages and writes the sitemap from them (public-pages.ts), and the
 * shell preloads each screen's code and texts from it (pwa/prerender/shell-preloads.ts).
 */
export interface AppRoute {
  /**
   * Its address, as React Router writes it (absolute at the top, relative under a parent; none for a parent's index),
   * or one per language for a public page (part 1 section 2).
   */
  path?: string | Readonly<Record<AppLanguage, string>>;
  /** Further addresses that show the same page, with `path` as their canonical address. */
  aliases?: readonly string[];
  /** The module under pwa/app whose default export renders it, without its extension. */
  module: string;
  /** The translation sections its texts are in, loaded with its code. */
  texts: readonly LocaleSection[];
  /** Who may open it. A guarded screen waits for what the device holds (decision 090). */
  guard?: 'activeUser' | 'staff';
  /** Makes it a public page the build prerenders, whose head carries the `seo.<meta>` texts. */
  meta?: MetaPage;
  /**
   * A public page that a new visitor's first tap usually opens: the browser readies it as soon as a page links to it,
   * not only on intent as the other public pages (pwa/prerender/speculation-rules.ts).
   */
  readiedAtOnce?: true;
  children?: readonly AppRoute[];
}

export const APP_ROUTES: readonly AppRoute[] = [
  { path: HOME_ADDRESSES, module: 'routes/home', texts: ['site'], meta: 'home' },
  { path: PAGE_PATHS.about, module: 'routes/about', texts: ['site'], meta: 'about' },
  // "/pricing", the target of upgrade prompts, is the same Rates and Plans page.
  { path: PAGE_PATHS.pricing, aliases: ['/pricing'], module: 'routes/pricing-plans', texts: ['site'], meta: 'rates' },
  { path: PAGE_PATHS.howItWorks, module: 'routes/how-it-works', texts: ['site'], meta: 'howItWorks' },
  { path: PAGE_PATHS.contact, module: 'routes/contact', texts: ['site'], meta: 'contact' },
  { path: PAGE_PATHS.legal, module: 'routes/legal', texts: ['site'], meta: 'legal' },
  // Their long texts are a section of their own: the other public pages do not load them (decision 169).
  { path: PAGE_PATHS.faq, module: 'routes/faq', texts: ['site', 'siteInfo'], meta: 'faq' },
  { path: PAGE_PATHS.privacy, module: 'routes/privacy', texts: ['site', 'siteInfo'], meta: 'privacy' },
  { path: PAGE_PATHS.signIn, module: 'routes/sign-in', texts: ['site', 'forms'], meta: 'signIn', readiedAtOnce: true },
  { path: PAGE_PATHS.signUp, module: 'routes/sign-up', texts: ['site', 'forms'], meta: 'signUp', readiedAtOnce: true },
  { path: '/plan-selection', module: 'routes/plan-selection', texts: ['forms'] },
  { path: '/payment-info', module: 'routes/payment-info', texts: ['forms', 'messages'] },
  { path: '/welcome', module: 'routes/welcome', texts: ['forms'] },
  {
    // The customer's app (decision 060): RootLayout leaves the marketing nav and footer out here.
    path: '/dashboard',
    module: 'layouts/dashboard-layout',
    texts: ['account'],
    guard: 'activeUser',
    children: [
      { module: 'routes/dashboard/home', texts: ['account'] },
      { path: 'packages', module: 'routes/dashboard/packages', texts: ['account', 'messages'] },
      { path: 'packages/:id', module: 'routes/dashboard/package-detail', texts: ['account', 'dashboardTabs', 'messages'] },
      // PayPal's return and cancel addresses of storage days (shared/storage/storage-extension-schema.ts storagePaypalReturnPath).
      { path: 'packages/:id/storage/:extensionId/paypal-return', module: 'routes/dashboard/storage-paypal-return', texts: ['account', 'dashboardTabs', 'messages'] },
      { path: 'packages/:id/storage/:extensionId/paypal-cancel', module: 'routes/dashboard/storage-paypal-cancel', texts: ['account', 'dashboardTabs', 'messages'] },
      { path: 'pickup', module: 'routes/dashboard/pickup', texts: ['account', 'dashboardTabs', 'messages'] },
      { path: 'deliveries', module: 'routes/dashboard/deliveries', texts: ['account', 'dashboardTabs', 'messages'] },
      { path: 'deliveries/new', module: 'routes/dashboard/delivery-new', texts: ['account', 'dashboardTabs', 'messages'] },
      { path: 'deliveries/:id', module: 'routes/dashboard/delivery-detail', texts: ['account', 'dashboardTabs', 'messages'] },
      // PayPal's return and cancel addresses of a delivery (shared/deliveries/delivery-schema.ts deliveryPaypalReturnPath).
      { path: 'deliveries/:id/paypal-return', module: 'routes/dashboard/delivery-paypal-return', texts: ['account', 'dashboardTabs', 'messages'] },
      { path: 'deliveries/:id/paypal-cancel', module: 'routes/dashboard/delivery-paypal-cancel', texts: ['account', 'dashboardTabs', 'messages'] },
      { path: 'account', module: 'routes/dashboard/account', texts: ['account', 'dashboardTabs'] },
      { path: 'trips', module: 'routes/dashboard/trips', texts: ['account', 'dashboardTabs', 'trips', 'messages'] },
    ],
  },
  { path: '/admin', module: 'routes/admin', texts: ['staff', 'account', 'messages'], guard: 'staff' },
  { path: '/admin/receive', module: 'routes/admin-receive', texts: ['staff', 'account'], guard: 'staff' },
  { path: '/forgot-password', module: 'routes/forgot-password', texts: ['forms'] },
  { path: '/reset-password', module: 'routes/reset-password', texts: ['forms'] },
  { path: '/paypal/return', module: 'routes/paypal-return', texts: ['forms', 'messages'] },
  { path: '/paypal/cancel', module: 'routes/paypal-cancel', texts: ['forms'] },
  { path: '*', module: 'routes/not-found', texts: ['site'] },
];

/** Every address a route answers at: its own (one per language, each once) and its aliases. */
export function addressesOf(route: AppRoute): string[] {
  const own = route.path === undefined ? [] : typeof route.path === 'string' ? [route.path] : Object.values(route.path);
  return [...new Set([...own, ...(route.aliases ?? [])])];
}
