import type { AppLanguage } from '@/lib/i18n';

/** Informational pages have a Spanish and an English address (part 1 section 2). */
export const PAGE_PATHS = {
  howItWorks: { es: '/como-funciona', en: '/how-it-works' },
  pricing: { es: '/tarifas-planes', en: '/pricing-plans' },
  about: { es: '/acerca-de-nosotros', en: '/about-us' },
  contact: { es: '/contacto', en: '/contact' },
  legal: { es: '/legal', en: '/legal' },
  faq: { es: '/preguntas-frecuentes', en: '/faq' },
  privacy: { es: '/privacidad', en: '/privacy' },
  /** Signing in and up have addresses of their own: a link reaches them before the app has loaded (decision 137). */
  signIn: { es: '/iniciar-sesion', en: '/sign-in' },
  signUp: { es: '/crear-cuenta', en: '/sign-up' },
} as const satisfies Record<string, Record<AppLanguage, string>>;

/** The landing answers in both languages at one address. */
export const HOME_ADDRESSES = { es: '/', en: '/' } as const satisfies Record<AppLanguage, string>;

export type PageKey = keyof typeof PAGE_PATHS;

export const NAV_PAGES: readonly PageKey[] = ['howItWorks', 'pricing', 'faq', 'about', 'contact'];
export const FOOTER_PAGES: readonly PageKey[] = ['pricing', 'howItWorks', 'faq', 'about', 'contact', 'legal', 'privacy'];
