import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AppDialog } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
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
  const { query, pending, add, remove, makeDefault } = usePaymentMethods();
  const [adding, setAdding] = useState(false);

  return (
    <>
      <QueryState query={query} errorText={t('paymentMethods.errors.load')} isEmpty={(methods) => methods.length === 0} emptyText={t('paymentMethods.empty')}>
        {(methods) => (
          <ul className="space-y-3" aria-label={t('paymentMethods.listLabel')}>
            {methods.map((method) => (
              <PaymentMethodRow key={method.token} method={method} pending={pending} onDelete={remove} onMakeDefault={makeDefault} />
            ))}
          </ul>
        )}
      </QueryState>
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
