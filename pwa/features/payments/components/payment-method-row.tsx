import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { PaymentMethod } from '../api/list-payment-methods';

interface PaymentMethodRowProps {
  method: PaymentMethod;
  pending: string | null;
  onDelete: (token: string) => void;
  onMakeDefault: (token: string) => void;
}

export function PaymentMethodRow({ method, pending, onDelete, onMakeDefault }: PaymentMethodRowProps) {
  const { t } = useTranslation();
  const label = t('paymentMethods.cardLabel', { type: method.card_type ?? t('paymentMethods.card'), last4: method.last_4 ?? '····' });
  const expiry = method.expiration_month && method.expiration_year ? `${method.expiration_month.padStart(2, '0')}/${method.expiration_year}` : null;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between" aria-label={label}>
      <div className="text-sm">
        <p className="font-medium text-slate-900">
          {label}
          {method.is_default && (
            <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">{t('paymentMethods.default')}</span>
          )}
        </p>
        <p className="text-slate-600">
          {method.cardholder_name && <span>{method.cardholder_name}</span>}
          {method.cardholder_name && expiry && ' · '}
          {expiry && <span>{t('paymentMethods.expires', { expiry })}</span>}
        </p>
      </div>
      <div className="flex gap-2">
        {!method.is_default && (
          <Button size="sm" variant="outline" busy={pending === `default:${method.token}`} disabled={pending !== null} onClick={() => onMakeDefault(method.token)}>
            {t('paymentMethods.makeDefault')}
          </Button>
        )}
        <Button size="sm" variant="ghost" busy={pending === `delete:${method.token}`} disabled={pending !== null} onClick={() => onDelete(method.token)}>
          {t('paymentMethods.delete')}
        </Button>
      </div>
    </li>
  );
}
