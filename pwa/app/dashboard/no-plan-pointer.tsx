import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DASHBOARD_PATH } from './dashboard-tabs';

/** Without a plan a section says so in one line and points to the one call to choose a plan on Home. */
export function NoPlanPointer() {
  const { t } = useTranslation();
  return (
    <p className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700" data-testid="no-plan-pointer">
      {t('dashboard.noPlan.section')}{' '}
      <Link to={DASHBOARD_PATH} className="font-medium text-cyan-800 underline underline-offset-4">
        {t('dashboard.noPlan.goHome')}
      </Link>
    </p>
  );
}

/** Home's address card without a plan: the address is hidden, and the callout above is the way to a plan. */
export function NoPlanAddressNote() {
  const { t } = useTranslation();
  return (
    <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="no-plan-address">
      {t('dashboard.noPlan.address')}
    </p>
  );
}
