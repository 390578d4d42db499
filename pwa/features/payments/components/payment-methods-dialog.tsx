import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AppDialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { usePaymentMethods } from '../hooks/use-payment-methods';
import { AddCardPanel } from './add-card-panel';
import { PaymentMethodRow } from './payment-method-row';

/** Manage payment methods: list, set default, delete, add a card (part 2 sections 2 and 7). */
export function PaymentMethodsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('paymentMethods.title')}
      description={t('paymentMethods.description')}
      size="lg"
      testId="payment-methods-dialog"
    >
      <PaymentMethodsPanel />
    </AppDialog>
  );
}

/** Mounted while the dialog is open, so it loads on every opening. */
function PaymentMethodsPanel() {
  const { t } = useTranslation();
  const { methods, loadFailed, pending, reload, add, remove, makeDefault } = usePaymentMethods();
  const [adding, setAdding] = useState(false);

  return (
    <>
      {methods === null && !loadFailed && (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner /> {t('common.loading')}
        </p>
      )}
      {loadFailed && (
        <div role="alert" className="text-sm text-red-700">
          {t('paymentMethods.errors.load')}{' '}
          <Button variant="link" onClick={() => void reload()}>
            {t('paymentMethods.reload')}
          </Button>
        </div>
      )}
      {methods && methods.length === 0 && <p className="text-sm text-slate-600">{t('paymentMethods.empty')}</p>}
      {methods && methods.length > 0 && (
        <ul className="space-y-3" aria-label={t('paymentMethods.listLabel')}>
          {methods.map((method) => (
            <PaymentMethodRow key={method.token} method={method} pending={pending} onDelete={remove} onMakeDefault={makeDefault} />
          ))}
        </ul>
      )}
      <div className="mt-6 border-t border-slate-200 pt-4">
        {adding ? (
          <AddCardPanel
            busy={pending === 'add'}
            onCancel={() => setAdding(false)}
            onNonce={async (nonce) => {
              if (await add(nonce)) setAdding(false);
            }}
          />
        ) : (
          <Button variant="outline" onClick={() => setAdding(true)}>
            {t('paymentMethods.add')}
          </Button>
        )}
      </div>
    </>
  );
}
