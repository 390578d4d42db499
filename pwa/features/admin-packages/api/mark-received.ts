import type { MarkReceivedRequest } from '@shared/packages/package-schemas';
import { PackageDetailResponseSchema, type PackageDetail } from '@shared/packages/package-schema';
import { submitWrite, type WriteResult } from '@/lib/outbox/outbox-write';
import { WAREHOUSE_REFRESHES } from './admin-package-keys';

/** PUT /api/packages/{id}/received: irreversible; starts the owner's storage clock. Queued while offline. */
export function markReceived(id: number, request: MarkReceivedRequest, label: string): Promise<WriteResult<PackageDetail>> {
  return submitWrite(
    { kind: 'package-received', method: 'PUT', path: `packages/${id}/received`, body: request, target: id, label, invalidate: WAREHOUSE_REFRESHES },
    { parse: (data) => PackageDetailResponseSchema.parse(data).tracking },
  );
}
