import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { NAV_PAGES, PAGE_PATHS } from '../localized-paths';

interface NavLinksProps {
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}

/** Home (except on /), how it works, pricing, about and contact, in the current language's addresses. */
export function NavLinks({ className, linkClassName, onNavigate }: NavLinksProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const language = currentLanguage();
  const links = [
    ...(pathname === '/' ? [] : [{ to: '/', label: t('nav.home') }]),
    ...NAV_PAGES.map((page) => ({ to: PAGE_PATHS[page][language], label: t(`nav.${page}`) })),
  ];
  return (
    <ul className={className}>
      {links.map(({ to, label }) => (
        <li key={to}>
          <NavLink
            to={to}
            end
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'block rounded-md px-3 py-2 text-sm font-medium transition-colors',
                isActive ? 'text-cyan-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                linkClassName,
              )
            }
          >
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
