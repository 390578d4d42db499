import { useTranslation } from 'react-i18next';
import { apiErrorMessage, getApiFailure } from '@/lib/api-client';

/** A failed send as text: the wait after too many messages, else the server's text translated. */
export function useSupportErrorText() {
  const { t } = useTranslation();
  return async (error: unknown): Promise<string> => {
    const failure = await getApiFailure(error);
    if (failure.kind === 'http' && failure.status === 429) {
      return t('support.errors.rateLimited', { minutes: Number(failure.body.retry_after_minutes) || 60 });
    }
    return apiErrorMessage(error, t('support.errors.failed'));
  };
}
