import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { apiErrorMessage } from '@/lib/api-client';
import { addPaymentMethod } from '../api/add-payment-method';
import { deletePaymentMethod } from '../api/delete-payment-method';
import { listPaymentMethods, type PaymentMethod } from '../api/list-payment-methods';
import { setDefaultPaymentMethod } from '../api/set-default-payment-method';

/**
 * The saved cards and the four operations on them; every failure shows a toast (part 2 section 8).
 * Loads on mount: the dialog mounts its content only while open.
 */
export function usePaymentMethods() {
  const { t } = useTranslation();
  const [methods, setMethods] = useState<PaymentMethod[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [pending, setPending] = useState<string | null>(null);

  const fetchMethods = useCallback(
    () =>
      listPaymentMethods().then(
        (list) => {
          setMethods(list);
          setLoadFailed(false);
        },
        async (error: unknown) => {
          setLoadFailed(true);
          toast.error(await apiErrorMessage(error, t('paymentMethods.errors.load')));
        },
      ),
    [t],
  );

  useEffect(() => {
    void fetchMethods();
  }, [fetchMethods]);

  const load = () => fetchMethods();

  const run = async (key: string, action: () => Promise<unknown>, fallback: string, success: string) => {
    setPending(key);
    try {
      await action();
      toast.success(success);
      await load();
      return true;
    } catch (error) {
      toast.error(await apiErrorMessage(error, fallback));
      return false;
    } finally {
      setPending(null);
    }
  };

  return {
    methods,
    loadFailed,
    pending,
    reload: load,
    add: (nonce: string) => run('add', () => addPaymentMethod(nonce), t('paymentMethods.errors.add'), t('paymentMethods.added')),
    remove: (token: string) => run(`delete:${token}`, () => deletePaymentMethod(token), t('paymentMethods.errors.delete'), t('paymentMethods.deleted')),
    makeDefault: (token: string) =>
      run(`default:${token}`, () => setDefaultPaymentMethod(token), t('paymentMethods.errors.setDefault'), t('paymentMethods.defaultSet')),
  };
}
