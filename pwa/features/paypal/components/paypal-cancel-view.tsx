import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { ResultPanel } from './result-panel';

const SUGGESTIONS = ['card', 'plans', 'support'] as const;

/** Part 2 section 2: the wallet cancel page. Nothing was charged. */
export function PaypalCancelView() {
  const { t } = useTranslation();
  return (
    <ResultPanel tone="info" title={t('paypal.cancel.title')}>
      <p>{t('paypal.cancel.text')}</p>
      <h2 className="mt-6 text-sm font-semibold text-slate-900">{t('paypal.cancel.suggestionsTitle')}</h2>
      <ul className="mx-auto mt-2 max-w-sm list-disc space-y-1 pl-5 text-left text-sm">
        {SUGGESTIONS.map((key) => <li key={key}>{t(`paypal.cancel.suggestions.${key}`)}</li>)}
      </ul>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        <Link to="/pricing" className={buttonClasses('primary')}>{t('paypal.tryAgain')}</Link>
        <Link to="/dashboard" className={buttonClasses('outline')}>{t('paypal.cancel.backToDashboard')}</Link>
      </div>
    </ResultPanel>
  );
}
