import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MessagingPreferencesUpdate, MessagingStatus } from '@shared/push/messaging-schemas';
import { confirmPhoneCode, getMessagingStatus, requestPhoneCode, updateMessagingPreferences } from './messaging-requests';

/** The customer's SMS and WhatsApp alerts (GET /api/messaging/preferences). */
export const messagingStatusQuery = () => queryOptions({ queryKey: ['push', 'messaging'], queryFn: getMessagingStatus });

const keep = (queryClient: QueryClient) => (status: MessagingStatus) => queryClient.setQueryData(messagingStatusQuery().queryKey, status);

/** A code texted to the phone; the status then says where it went. */
export const requestCodeMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (phone: string | undefined) => requestPhoneCode(phone),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingStatusQuery().queryKey }),
  });

/** The code typed back: the answer is the status with the phone confirmed. */
export const confirmCodeMutation = (queryClient: QueryClient) => mutationOptions({ mutationFn: confirmPhoneCode, onSuccess: keep(queryClient) });

/** One channel on or off: the switch moves at once and settles on the server's answer. */
export const updateMessagingMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (update: MessagingPreferencesUpdate) => updateMessagingPreferences(update),
    onMutate: async (update) => {
      const key = messagingStatusQuery().queryKey;
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<MessagingStatus>(key);
      if (before) queryClient.setQueryData(key, { ...before, ...update });
      return { before };
    },
    onError: (_error, _update, context) => {
      if (context?.before) queryClient.setQueryData(messagingStatusQuery().queryKey, context.before);
    },
    onSuccess: keep(queryClient),
  });
