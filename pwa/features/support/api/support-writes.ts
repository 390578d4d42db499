import { mutationOptions } from '@tanstack/react-query';
import type { DashboardContactForm } from '@shared/contact/contact-schema';
import { sendSupportMessage } from './send-support-message';

/** The dashboard's message to support; it changes no data the app holds. */
export const sendSupportMessageMutation = () =>
  mutationOptions({ mutationKey: ['support', 'message'], mutationFn: (form: DashboardContactForm) => sendSupportMessage(form) });
