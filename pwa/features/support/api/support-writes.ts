import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { DashboardContactForm } from '@shared/contact/contact-schema';
import { sendSupportMessage } from './send-support-message';
import { SUPPORT_THREADS_KEY } from './support-keys';

/** The dashboard's message to support; once sent it is one of the customer's threads (queued, the outbox refreshes them). */
export const sendSupportMessageMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['support', 'message'],
    mutationFn: (form: DashboardContactForm) => sendSupportMessage(form),
    onSuccess: (result) => (result.queued ? undefined : queryClient.invalidateQueries({ queryKey: SUPPORT_THREADS_KEY })),
  });
