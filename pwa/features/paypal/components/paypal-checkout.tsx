import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planPriceDisplay, PLAN_CURRENCY, WALLET_ACCESS_DAYS, type Plan } from '@shared/plans/plan-catalog';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { apiErrorMessage } from '@/lib/api-client';
import { createOrder, NoApprovalLink } from '../api/create-order';

/** The wallet path: create the order, then send the browser to PayPal's approval page. */
export function PaypalCheckout({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const { approveUrl } = await createOrder(plan.planType);
      window.location.assign(approveUrl);
    } catch (caught) {
      setError(caught instanceof NoApprovalLink ? t('paypal.errors.noApprovalLink') : await apiErrorMessage(caught, t('paypal.errors.createOrder')));
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-md space-y-4">
      <Notice tone="info" title={t('paypal.checkout.title')}>
        <p>{t('paypal.checkout.oneTime', { days: WALLET_ACCESS_DAYS, price: planPriceDisplay(plan), currency: PLAN_CURRENCY })}</p>
        <p className="mt-1">{t('paypal.checkout.redirect')}</p>
      </Notice>
      {error && <Notice tone="destructive">{error}</Notice>}
      <Button size="lg" className="w-full" onClick={() => void start()} busy={busy} busyText={t('paypal.checkout.redirecting')}>
        {t('paypal.checkout.pay', { price: planPriceDisplay(plan), currency: PLAN_CURRENCY })}
      </Button>
    </div>
  );
}
