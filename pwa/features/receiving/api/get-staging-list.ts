import { StagingListSchema, type StagingList } from '@shared/pickup/pickup-pass-schema';
import { api } from '@/lib/api-client';

/** GET /api/admin/pickups/staging?date=: the day's pickups per slot with their shelves (today in New York without a date). */
export async function getStagingList(date: string | null): Promise<StagingList> {
  return StagingListSchema.parse(await api.get('admin/pickups/staging', { searchParams: date ? { date } : {} }).json());
}
