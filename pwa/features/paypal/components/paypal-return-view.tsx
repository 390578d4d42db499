import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ReturnView } from '../hooks/use-paypal-return';
import { ResultPanel } from './result-panel';

interface PaypalReturnViewProps {
  /** A capture that succeeded ends on the onboarding's thank-you step instead (decision 121). */
  view: Exclude<ReturnView, { kind: 'success' }>;
  onGoToDashboard: () => void;
  onGoToLogin: () => void;
}

/** The return page while processing, on an error, and when the payer must log in first. */
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
  return (
    <ResultPanel tone="info" title={t('paypal.return.loginTitle')}>
      <p>{t('paypal.return.loginText')}</p>
      <Button className="mt-6" onClick={onGoToLogin}>{t('paypal.return.goToLogin')}</Button>
    </ResultPanel>
  );
}
