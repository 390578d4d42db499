import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { SUBSCRIPTION_ACTION_MESSAGES } from '@shared/subscription/subscription-actions-schema';
import { getApiFailure } from '@/lib/api-client';
import { translateServerMessage } from '@/lib/server-messages';
import { cancelSubscriptionMutation } from '../api/subscription-writes';

/** The server's cancel refusals that have a translation. */
const KNOWN_REFUSALS: Record<string, string> = {
  [SUBSCRIPTION_ACTION_MESSAGES.alreadyCancelled]: 'planChanges.cancel.alreadyCancelled',
  [SUBSCRIPTION_ACTION_MESSAGES.noActiveSubscription]: 'planChanges.cancel.errors.noActive',
  [SUBSCRIPTION_ACTION_MESSAGES.walletNotCancellable]: 'planChanges.cancel.errors.walletNotCancellable',
};

/** DELETE the subscription; the texts of part 1 section 8 on failure. */
export function useCancelSubscription(userId: number | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation(cancelSubscriptionMutation(queryClient));

  const cancel = async (): Promise<boolean> => {
    setError(null);
    if (userId === null) {
      setError(t('planChanges.cancel.errors.notAuthenticated'));
      return false;
    }
    try {
      await mutation.mutateAsync(userId);
      toast.success(t('planChanges.cancel.done'));
      return true;
    } catch (caught) {
      const failure = await getApiFailure(caught);
      if (failure.kind === 'http' && failure.error) {
        const known = KNOWN_REFUSALS[failure.error];
        setError(known ? t(known) : translateServerMessage(t, failure.error));
      }
      else if (failure.kind === 'http' || failure.kind === 'server') setError(t('planChanges.cancel.errors.failed'));
      else setError(t('planChanges.cancel.errors.unexpected'));
      return false;
    }
  };

  return { cancel, busy: mutation.isPending, error, clearError: () => setError(null) };
}
