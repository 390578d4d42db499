import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { DEFAULT_PLAN, findPlan } from '@shared/plans/plan-catalog';
import { addDaysToDateString } from '@shared/time/date-string';
import { formatLongDate, newYorkToday } from '@shared/time/new-york';
import { buttonClasses } from '@/components/ui/button';
import { currentLanguage } from '@/lib/i18n';

/** /welcome after a purchase: the plan, the storage expiration date (today + storage days, New York) and support. */
export default function WelcomePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const plan = findPlan((location.state as { selectedPlan?: string } | null)?.selectedPlan) ?? DEFAULT_PLAN;
  const language = currentLanguage();
  const storageEnds = formatLongDate(addDaysToDateString(newYorkToday(new Date()), plan.storageDays), language);

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('pages.welcome.title')}</h1>
        <p className="mt-3 text-lg text-slate-600">{t('pages.welcome.lead')}</p>
        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-600">{t('welcome.plan')}</dt>
          <dd className="font-semibold text-slate-900">{plan.names[language]}</dd>
          <dt className="text-slate-600">{t('welcome.storageUntil')}</dt>
          <dd className="font-semibold text-slate-900" data-testid="welcome-storage-date">{storageEnds}</dd>
        </dl>
        <p className="mt-2 text-xs text-slate-500">{t('welcome.storageNote', { days: plan.storageDays })}</p>
        <p className="mt-6 text-sm text-slate-700">{t('welcome.support')}</p>
        <Link to="/dashboard" className={`${buttonClasses('primary', 'lg')} mt-6 w-full`}>{t('welcome.goToDashboard')}</Link>
      </div>
    </section>
  );
}
