import type { PackageDetail } from '@shared/packages/package-schema';
import { api, checkedAnswer } from '@/lib/api-client';

const REFRESH_TIMEOUT_MS = 45_000;

/** POST /api/tracking/{id}/refresh: asks the carrier now; 429 while tracking is busy, 502 when it is down. */
export async function refreshPackage(id: number): Promise<PackageDetail> {
  const schema = import('@shared/packages/package-schema').then((module) => module.PackageDetailResponseSchema);
  return (await checkedAnswer(schema, api.post(`tracking/${id}/refresh`, { timeout: REFRESH_TIMEOUT_MS }).json())).tracking;
}
