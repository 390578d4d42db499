import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { DASHBOARD_TABS } from './dashboard-tabs';
import { useTabTaken } from './use-tab-taken';

/** The phone's fixed bottom tabs, above the home indicator (safe area); NavLink sets aria-current. */
export function BottomTabBar() {
  const { t } = useTranslation();
  const { showsAsCurrent, take } = useTabTaken();
  return (
    <nav
      aria-label={t('dashboard.nav')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur print:hidden lg:hidden"
      data-testid="dashboard-tab-bar"
    >
      <ul className="mx-auto grid max-w-lg grid-cols-5 px-[env(safe-area-inset-left)]">
        {DASHBOARD_TABS.map(({ key, to, end, Icon }) => (
          <li key={key}>
            <NavLink
              to={to}
              end={end}
              onClick={(event) => take(to, event)}
              className={({ isActive }) =>
                cn(
                  'group flex min-h-16 flex-col items-center justify-center gap-1 text-xs font-medium outline-offset-[-4px]',
                  showsAsCurrent(to, isActive) ? 'text-cyan-800' : 'text-slate-600 hover:text-slate-900',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn('flex h-8 w-14 items-center justify-center rounded-full transition-colors', showsAsCurrent(to, isActive) && 'bg-cyan-100')}
                  >
                    <Icon className="size-6" />
                  </span>
                  {t(`dashboard.tabs.${key}`)}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
