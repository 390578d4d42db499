import { CounterPickupAnswerSchema, type CounterPickup } from '@shared/pickup/pickup-pass-schema';
import { api } from '@/lib/api-client';

/** POST /api/pickup/pass/scan: the pickup a pass names, if it is today's and still to collect. */
export async function scanPickupPass(token: string): Promise<CounterPickup> {
  return CounterPickupAnswerSchema.parse(await api.post('pickup/pass/scan', { json: { token } }).json()).pickup;
}
