import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { EmailPreferencesStatus, EmailPreferencesUpdate } from '@shared/push/email-preferences-schema';
import { getEmailPreferences } from './get-email-preferences';
import { updateEmailPreferences } from './update-email-preferences';

/** The alert groups also sent by e-mail, and the device count (GET /api/notifications/email-preferences). */
export const emailPreferencesQuery = () => queryOptions({ queryKey: ['push', 'email'], queryFn: getEmailPreferences });

/** One group on or off: the switch moves at once and settles on the server's answer. */
export const updateEmailPreferencesMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (update: EmailPreferencesUpdate) => updateEmailPreferences(update),
    onMutate: async (update) => {
      const key = emailPreferencesQuery().queryKey;
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<EmailPreferencesStatus>(key);
      if (before) queryClient.setQueryData(key, { ...before, ...update });
      return { before };
    },
    onError: (_error, _update, context) => {
      if (context?.before) queryClient.setQueryData(emailPreferencesQuery().queryKey, context.before);
    },
    onSuccess: (status) => queryClient.setQueryData(emailPreferencesQuery().queryKey, status),
  });
