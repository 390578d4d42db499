import { IntakeTimesSchema, type IntakeTimes } from '@shared/receiving/missing-parcel-schema';
import { api } from '@/lib/api-client';

/** GET /api/admin/intake-times?days=14|30: newest day first. */
export async function getIntakeTimes(days: 14 | 30): Promise<IntakeTimes['days']> {
  return IntakeTimesSchema.parse(await api.get('admin/intake-times', { searchParams: { days } }).json()).days;
}
