import { z } from 'zod';
import type { DashboardContactForm } from '@shared/contact/contact-schema';
import { submitWrite, type WriteResult } from '@/lib/outbox/outbox-write';
import { SUPPORT_THREADS_KEY } from './support-keys';

const SentSchema = z.object({ message: z.string() });

/**
 * POST /api/contact/dashboard: stored as from the dashboard with the customer attached, and mailed to support.
 * Queued while the server cannot be reached, and sent once it can.
 */
export function sendSupportMessage(form: DashboardContactForm): Promise<WriteResult<{ message: string }>> {
  return submitWrite(
    { kind: 'support-message', method: 'POST', path: 'contact/dashboard', body: form, target: null, invalidate: [SUPPORT_THREADS_KEY] },
    { parse: (data) => SentSchema.parse(data) },
  );
}
