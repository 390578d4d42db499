import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { SupportResponseHoursSchema, type SupportResponseHours } from '@shared/settings/support-response-schema';
import { api } from '@/lib/api-client';

const KEY = ['admin-settings', 'support-response'] as const;

/** GET /api/settings/support-response: the hours promised by tier. */
async function getSupportResponseHours(): Promise<SupportResponseHours> {
  return SupportResponseHoursSchema.parse(await api.get('settings/support-response').json());
}

/** POST /api/settings/support-response (staff); messages already sent keep the promise they were made. */
async function saveSupportResponseHours(hours: SupportResponseHours): Promise<SupportResponseHours> {
  return SupportResponseHoursSchema.parse(await api.post('settings/support-response', { json: hours }).json());
}

// Fetched fresh on every opening of the dialog, like the other settings: another staff member may have changed them.
export const supportResponseQuery = () => queryOptions({ queryKey: KEY, queryFn: getSupportResponseHours, staleTime: 0 });

/** Saves the hours; the customers' promise (their support threads) is read again. */
export const saveSupportResponseMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: saveSupportResponseHours,
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      return queryClient.invalidateQueries({ queryKey: ['support', 'messages'] });
    },
  });
