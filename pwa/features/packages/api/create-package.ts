import { PackageCreatedSchema, type PackageDetail } from '@shared/packages/package-schema';
import type { TrackingCreateRequest } from '@shared/packages/package-schemas';
import { api } from '@/lib/api-client';

/** The server asks the carrier once before it answers. */
const CREATE_TIMEOUT_MS = 45_000;

/** POST /api/tracking/create (201); refused with 403 (no plan, quota), 400 (malformed number) or 409 (duplicate). */
export async function createPackage(request: TrackingCreateRequest): Promise<PackageDetail> {
  const data = await api.post('tracking/create', { json: request, timeout: CREATE_TIMEOUT_MS }).json();
  return PackageCreatedSchema.parse(data).package;
}
