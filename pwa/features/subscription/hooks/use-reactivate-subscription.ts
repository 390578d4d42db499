import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { getApiFailure } from '@/lib/api-client';
import { translateServerMessage } from '@/lib/server-messages';
import { reactivateSubscriptionMutation } from '../api/subscription-writes';

/** POST the reactivation (issue 30); the server's refusal, translated, on failure. */
export function useReactivateSubscription(userId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation(reactivateSubscriptionMutation(queryClient));

  const reactivate = async (): Promise<void> => {
    setError(null);
    try {
      await mutation.mutateAsync(userId);
      toast.success(t('planChanges.reactivate.done'));
    } catch (caught) {
      const failure = await getApiFailure(caught);
      if (failure.kind === 'http' && failure.error) setError(translateServerMessage(t, failure.error));
      else setError(t('planChanges.reactivate.failed'));
    }
  };

  return { reactivate, busy: mutation.isPending, error };
}
