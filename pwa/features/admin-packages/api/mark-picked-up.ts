import type { MarkPickedUpRequest } from '@shared/packages/package-schemas';
import { PackageDetailResponseSchema, type PackageDetail } from '@shared/packages/package-schema';
import { submitWrite, type WriteResult } from '@/lib/outbox/outbox-write';
import { WAREHOUSE_REFRESHES } from './admin-package-keys';

/** PUT /api/packages/{id}/picked-up: handed over to the named person. Queued while offline. */
export function markPickedUp(id: number, request: MarkPickedUpRequest, label: string): Promise<WriteResult<PackageDetail>> {
  return submitWrite(
    { kind: 'package-picked-up', method: 'PUT', path: `packages/${id}/picked-up`, body: request, target: id, label, invalidate: WAREHOUSE_REFRESHES },
    { parse: (data) => PackageDetailResponseSchema.parse(data).tracking },
  );
}
