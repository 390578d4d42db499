import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useErrorText } from '@/lib/use-api-error-text';
import { pickupPassQuery } from '../api/pickup-pass-queries';
import { usePickupLanguage } from '../hooks/use-pickup-language';
import { formatPickupDay, formatSlotTime } from '../model/slot-views';
import { DelegateForm } from './delegate-form';
import { PassQrCode } from './pass-qr-code';
import { PickupPlace } from './pickup-place';

interface PickupPassDialogProps {
  pickupId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The express pickup pass: the QR code and the code to type, when, what, who collects and where; from the device when offline. */
export default function PickupPassDialog({ pickupId, open, onOpenChange }: PickupPassDialogProps) {
  const { t } = useTranslation();
  const language = usePickupLanguage();
  const query = useQuery(pickupPassQuery(pickupId));
  const errorText = useErrorText(query.error, t('pickupPass.loadFailed'));
  const pass = query.data;
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={t('pickupPass.title')} description={t('pickupPass.description')} size="md" testId="pickup-pass-dialog">
      {!pass && query.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner /> {t('pickupPass.loading')}
        </p>
      )}
      {!pass && query.isError && <Notice tone="destructive">{errorText}</Notice>}
      {pass && (
        <div className="space-y-5">
          {query.isError && (
            <div data-testid="pass-offline">
              <Notice tone="info">{t('pickupPass.fromDevice')}</Notice>
            </div>
          )}
          <div className="rounded-xl border border-slate-200 p-4 text-center">
            <PassQrCode token={pass.token} />
            <p className="mt-3 text-xs text-slate-600" id={`pass-code-${pickupId}`}>{t('pickupPass.codeLabel')}</p>
            <p className="font-mono text-base font-semibold tracking-wide break-all text-slate-900 select-all" aria-labelledby={`pass-code-${pickupId}`} data-testid="pass-code">
              {pass.token}
            </p>
          </div>
          <section aria-labelledby={`pass-when-${pickupId}`}>
            <h3 id={`pass-when-${pickupId}`} className="font-semibold text-slate-900 first-letter:uppercase">
              {t('pickup.when', { day: formatPickupDay(pass.pickup_date, language), time: formatSlotTime(pass.pickup_time, language) })}
            </h3>
            <p className="text-xs text-slate-500">{t('pickup.newYorkTime')}</p>
            <p className="mt-3 text-sm font-medium text-slate-700">{t('pickupPass.packages', { count: pass.packages.length })}</p>
            <ul className="mt-1 space-y-1 text-sm text-slate-800">
              {pass.packages.map((pkg) => (
                <li key={pkg.id} className="flex justify-between gap-3">
                  <span className="truncate">{pkg.title}</span>
                  <span className="shrink-0 font-mono text-slate-600">{t('pickupPass.trackingEnding', { digits: pkg.tracking_last4 })}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby={`pass-who-${pickupId}`} className="rounded-xl bg-slate-50 p-4">
            <h3 id={`pass-who-${pickupId}`} className="font-semibold text-slate-900">{t('pickupPass.whoTitle')}</h3>
            <p className="mt-1 text-sm text-slate-800" data-testid="pass-collector">
              {pass.delegate
                ? t('pickupPass.delegateCollects', { name: pass.delegate.name, last4: pass.delegate.id_last4 })
                : t('pickupPass.customerCollects', { name: pass.customer_name })}
            </p>
            <DelegateForm pickupId={pickupId} delegate={pass.delegate} className="mt-3" />
          </section>
          <PickupPlace location={pass.location} date={pass.pickup_date} heading="h3" />
        </div>
      )}
    </AppDialog>
  );
}
