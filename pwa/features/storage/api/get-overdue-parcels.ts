import { queryOptions } from '@tanstack/react-query';
import type { OverdueParcelList } from '@shared/storage/overdue-parcel-schema';
import { api, checkedAnswer } from '@/lib/api-client';

/** GET /api/admin/overdue-parcels (staff). */
const getOverdueParcels = (): Promise<OverdueParcelList> =>
  checkedAnswer(import('@shared/storage/overdue-parcel-schema').then((module) => module.OverdueParcelListSchema), api.get('admin/overdue-parcels').json());

/** Read afresh on each opening of the tab: the warnings go out on their own. */
export const overdueParcelsQuery = () => queryOptions({ queryKey: ['admin', 'overdue-parcels'], queryFn: getOverdueParcels, staleTime: 0 });
