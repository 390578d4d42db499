import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { currentLanguage } from '@/lib/i18n';
import { FOOTER_PAGES, PAGE_PATHS } from '../localized-paths';
import { BrandMark } from './brand-logo';
import { LanguageSwitch } from './language-switch';

export function Footer() {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <BrandMark className="size-7" />
            {t('app.name')}
          </p>
          <p className="mt-2 max-w-sm text-sm">{t('app.tagline')}</p>
          <p className="mt-2 text-sm">{t('footer.location')}</p>
        </div>
        <nav aria-label={t('footer.navLabel')}>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {FOOTER_PAGES.map((page) => (
              <li key={page}>
                <Link to={PAGE_PATHS[page][language]} className="rounded hover:text-white hover:underline">
                  {t(`footer.links.${page}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pt-6 pb-24 sm:flex-row sm:items-center sm:justify-between sm:pb-6">
          <LanguageSwitch />
          <p className="text-xs text-slate-400">{t('footer.rights', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
