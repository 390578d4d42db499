import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { DASHBOARD_TABS } from './dashboard-tabs';
import { useTabTaken } from './use-tab-taken';

/** The same sections as the bottom tabs, as a left sidebar from lg up. */
export function SidebarNav() {
  const { t } = useTranslation();
  const { showsAsCurrent, take } = useTabTaken();
  return (
    <nav aria-label={t('dashboard.nav')} className="sticky top-16 hidden w-56 shrink-0 self-start py-8 lg:block" data-testid="dashboard-sidebar">
      <ul className="space-y-1">
        {DASHBOARD_TABS.map(({ key, to, end, Icon }) => (
          <li key={key}>
            <NavLink
              to={to}
              end={end}
              onClick={(event) => take(to, event)}
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
                  showsAsCurrent(to, isActive) ? 'bg-cyan-100 text-cyan-900' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              <Icon className="size-5" />
              {t(`dashboard.tabs.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
