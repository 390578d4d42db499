import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import type { ChargedCard as Charged } from '../hooks/use-charged-card';
import { useDeliveryText } from '../hooks/use-delivery-text';

/** "Charged to Visa •••• 1111", or the hint to add a card with the way to the payment methods. */
export function ChargedCard({ charged, paymentMethodsHref }: { charged: Charged; paymentMethodsHref: string }) {
  const { t } = useTranslation();
  const text = useDeliveryText();
  if (charged.card) {
    return (
      <p className="text-sm text-slate-700" data-testid="charged-card">
        {t('deliveries.pay.chargedTo')} <span className="font-semibold text-slate-900">{text.card(charged.card)}</span>
      </p>
    );
  }
  if (charged.missing) {
    return (
      <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950" data-testid="no-card">
        <p>{t('deliveries.pay.noCard')}</p>
        <Link to={paymentMethodsHref} className="mt-1 inline-flex min-h-11 items-center font-medium text-cyan-800 underline-offset-4 hover:underline">
          {t('deliveries.pay.addCard')}
        </Link>
      </div>
    );
  }
  // Still loading, or not readable: the server still charges the default card, so paying stays possible.
  if (charged.query.isError) return <p className="text-sm text-slate-600">{t('deliveries.pay.defaultCard')}</p>;
  return <Skeleton className="h-5 w-48" />;
}
