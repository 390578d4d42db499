import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { planByType } from '@shared/plans/plan-catalog';
import { daysRemaining, formatLongDate } from '@shared/time/new-york';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ReturnView } from '../hooks/use-paypal-return';
import { ResultPanel } from './result-panel';

/** Part 2 section 9: the success view counts down 3 seconds, then opens the dashboard. */
export const RETURN_REDIRECT_SECONDS = 3;

interface PaypalReturnViewProps {
  view: ReturnView;
  onGoToDashboard: () => void;
  onGoToLogin: () => void;
}

export function PaypalReturnView({ view, onGoToDashboard, onGoToLogin }: PaypalReturnViewProps) {
  const { t } = useTranslation();
  if (view.kind === 'processing') {
    return (
      <ResultPanel tone="info" title={t('paypal.return.processingTitle')}>
        <p className="flex items-center justify-center gap-2" role="status">
          <Spinner /> {t('paypal.return.processing')}
        </p>
      </ResultPanel>
    );
  }
  if (view.kind === 'error') {
    return (
      <ResultPanel tone="error" title={t('paypal.return.failedTitle')}>
        <p role="alert">{view.message}</p>
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          <Link to="/pricing" className={buttonClasses('primary')}>{t('paypal.tryAgain')}</Link>
          <Button variant="outline" onClick={onGoToDashboard}>{t('paypal.return.goToDashboard')}</Button>
        </div>
      </ResultPanel>
    );
  }
  if (view.kind === 'login_required') {
    return (
      <ResultPanel tone="info" title={t('paypal.return.loginTitle')}>
        <p>{t('paypal.return.loginText')}</p>
        <Button className="mt-6" onClick={onGoToLogin}>{t('paypal.return.goToLogin')}</Button>
      </ResultPanel>
    );
  }
  return <SuccessView accessUntil={view.capture.access_until} planType={view.capture.plan_type} onGoToDashboard={onGoToDashboard} />;
}

function SuccessView({ accessUntil, planType, onGoToDashboard }: { accessUntil: string; planType: string; onGoToDashboard: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'es';
  const [seconds, setSeconds] = useState(RETURN_REDIRECT_SECONDS);
  useEffect(() => {
    if (seconds <= 0) {
      onGoToDashboard();
      return;
    }
    const timer = window.setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, onGoToDashboard]);
  const plan = planByType(planType);
  return (
    <ResultPanel tone="success" title={t('paypal.return.successTitle')}>
      <dl className="mx-auto grid max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-left text-sm">
        <dt className="text-slate-600">{t('paypal.return.plan')}</dt>
        <dd className="font-semibold text-slate-900" data-testid="paypal-plan">{plan ? plan.names[language] : planType}</dd>
        <dt className="text-slate-600">{t('paypal.return.accessUntil')}</dt>
        <dd className="font-semibold text-slate-900" data-testid="paypal-access-until">{formatLongDate(accessUntil, language)}</dd>
        <dt className="text-slate-600">{t('paypal.return.daysRemaining')}</dt>
        <dd className="font-semibold text-slate-900" data-testid="paypal-days-remaining">{daysRemaining(accessUntil, new Date())}</dd>
      </dl>
      <p className="mt-4 text-sm text-slate-600" aria-live="polite">{t('paypal.return.countdown', { seconds })}</p>
      <Button className="mt-6" onClick={onGoToDashboard}>{t('paypal.return.goNow')}</Button>
    </ResultPanel>
  );
}
