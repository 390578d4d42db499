import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { cardActionMutation, type CardAction } from '../api/card-actions';
import { paymentMethodsQuery } from '../api/payment-queries';

const TEXTS = {
  add: { failed: 'paymentMethods.errors.add', done: 'paymentMethods.added' },
  delete: { failed: 'paymentMethods.errors.delete', done: 'paymentMethods.deleted' },
  default: { failed: 'paymentMethods.errors.setDefault', done: 'paymentMethods.defaultSet' },
} as const;

/** Which row is busy: 'add', 'delete:<token>' or 'default:<token>'. */
const pendingKey = (action: CardAction) => (action.kind === 'add' ? 'add' : `${action.kind}:${action.token}`);

/** The saved cards and the three writes on them; every failure shows a toast (part 2 section 8). */
export function usePaymentMethods() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(paymentMethodsQuery());
  const mutation = useMutation(cardActionMutation(queryClient));

  useEffect(() => {
    if (query.error) void apiErrorMessage(query.error, t('paymentMethods.errors.load')).then((text) => toast.error(text));
  }, [query.error, t]);

  const perform = async (action: CardAction) => {
    const { failed, done } = TEXTS[action.kind];
    try {
      await mutation.mutateAsync(action);
      toast.success(t(done));
      return true;
    } catch (error) {
      toast.error(await apiErrorMessage(error, t(failed)));
      return false;
    }
  };

  return {
    query,
    pending: mutation.isPending ? pendingKey(mutation.variables) : null,
    add: (nonce: string) => perform({ kind: 'add', nonce }),
    remove: (token: string) => perform({ kind: 'delete', token }),
    makeDefault: (token: string) => perform({ kind: 'default', token }),
  };
}
