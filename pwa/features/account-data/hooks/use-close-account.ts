import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeApiFailure, getApiFailure } from '@/lib/api-client';
import { closeAccount } from '../api/close-account';

export type CloseOutcome = { ok: true } | { ok: false; message: string; wrongPassword: boolean };

/** Closes the account; a refusal answers the server's reason in the reader's language. */
export function useCloseAccount() {
  const { t } = useTranslation();
  const mutation = useMutation({ mutationFn: closeAccount });
  const close = async (password: string): Promise<CloseOutcome> => {
    try {
      await mutation.mutateAsync(password);
      return { ok: true };
    } catch (error) {
      const failure = await getApiFailure(error);
      const message = await describeApiFailure(failure, t('accountData.close.failed'));
      return { ok: false, message, wrongPassword: failure.kind === 'http' && failure.status === 400 };
    }
  };
  return { close, busy: mutation.isPending };
}
