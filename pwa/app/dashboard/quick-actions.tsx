import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ContactSupportAction } from './contact-support-action';
import { PACKAGES_PATH, PICKUP_PATH } from './dashboard-tabs';
import { PackageIcon, PickupIcon, SupportIcon } from './tab-icons';

const tileClasses =
  'flex min-h-24 flex-col items-center justify-center gap-2 rounded-2xl border border-slate-200 bg-white p-3 text-center text-sm font-medium text-slate-800 shadow-sm transition-colors hover:border-cyan-300 hover:bg-cyan-50';

function Tile({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      <span className="flex size-10 items-center justify-center rounded-full bg-cyan-100 text-cyan-800">{icon}</span>
      {label}
    </>
  );
}

/** Home's shortcuts: register a package, book a pickup, write to support. */
export function QuickActions() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="sr-only">{t('dashboard.quickActions.title')}</h2>
      <ul className="grid grid-cols-3 gap-3">
        <li>
          <Link to={PACKAGES_PATH} className={tileClasses}>
            <Tile icon={<PackageIcon className="size-5" />} label={t('dashboard.quickActions.addPackage')} />
          </Link>
        </li>
        <li>
          <Link to={PICKUP_PATH} className={tileClasses}>
            <Tile icon={<PickupIcon className="size-5" />} label={t('dashboard.quickActions.pickup')} />
          </Link>
        </li>
        <li>
          <ContactSupportAction>
            {(open) => (
              <button type="button" onClick={open} className={`${tileClasses} w-full`}>
                <Tile icon={<SupportIcon className="size-5" />} label={t('dashboard.quickActions.support')} />
              </button>
            )}
          </ContactSupportAction>
        </li>
      </ul>
    </section>
  );
}
