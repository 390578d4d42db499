import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeliveryQuote, DeliveryQuoteRequest } from '@shared/deliveries/delivery-schema';
import { apiErrorMessage } from '@/lib/api-client';
import { quoteDeliveryMutation } from '../api/delivery-queries';

export type QuoteOutcome = { ok: true; quote: DeliveryQuote } | { ok: false; message: string };

/** Asks the carriers for rates; a refusal (an unweighed package, no rates, the carrier busy) comes back as its text. */
export function useDeliveryQuote() {
  const { t } = useTranslation();
  const mutation = useMutation(quoteDeliveryMutation());
  const requestQuote = async (request: DeliveryQuoteRequest): Promise<QuoteOutcome> => {
    try {
      return { ok: true, quote: await mutation.mutateAsync(request) };
    } catch (error) {
      return { ok: false, message: await apiErrorMessage(error, t('deliveries.request.quoteFailed')) };
    }
  };
  return { requestQuote, busy: mutation.isPending };
}
