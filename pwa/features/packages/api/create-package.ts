import type { PackageDetail } from '@shared/packages/package-schema';
import type { TrackingCreateRequest } from '@shared/packages/package-schemas';
import { submitWrite, type WriteResult } from '@/lib/outbox/outbox-write';
import { PACKAGES_KEY } from './package-keys';

/** The server asks the carrier once before it answers. */
const CREATE_TIMEOUT_MS = 45_000;

/**
 * POST /api/tracking/create (201); refused with 403 (no plan, quota), 400 (malformed number) or 409 (duplicate).
 * Offline it is queued and added once the server can be reached.
 */
export async function createPackage(request: TrackingCreateRequest): Promise<WriteResult<PackageDetail>> {
  // The schema (and zod) comes with the first add, not with the dashboard (decision 101); offline it is precached.
  const { PackageCreatedSchema } = await import('@shared/packages/package-schema');
  return submitWrite(
    { kind: 'package-create', method: 'POST', path: 'tracking/create', body: request, target: null, invalidate: [PACKAGES_KEY] },
    { parse: (data) => PackageCreatedSchema.parse(data).package, timeout: CREATE_TIMEOUT_MS },
  );
}
