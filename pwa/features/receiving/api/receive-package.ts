import type { MarkReceivedRequest } from '@shared/packages/package-schemas';
import { PackageDetailResponseSchema, type PackageDetail } from '@shared/packages/package-schema';
import { submitWrite, type WriteResult } from '@/lib/outbox/outbox-write';
import { RECEIVING_REFRESHES } from './receiving-keys';

/** PUT /api/packages/{id}/received: received now, with the weight when weighed. Queued while offline. */
export function receivePackage(id: number, request: MarkReceivedRequest, label: string): Promise<WriteResult<PackageDetail>> {
  return submitWrite(
    { kind: 'package-received', method: 'PUT', path: `packages/${id}/received`, body: request, target: id, label, invalidate: RECEIVING_REFRESHES },
    { parse: (data) => PackageDetailResponseSchema.parse(data).tracking },
  );
}
