import { z } from 'zod';
import { submitWrite, type WriteResult } from '@/lib/outbox/outbox-write';
import { PACKAGES_KEY } from './package-keys';

const DeletedSchema = z.object({ success: z.literal(true), message: z.string() });

/** DELETE /api/tracking/{id}: only while the warehouse has not received it (409 after). Queued while offline. */
export function deletePackage(id: number): Promise<WriteResult<unknown>> {
  return submitWrite(
    { kind: 'package-delete', method: 'DELETE', path: `tracking/${id}`, body: null, target: id, invalidate: [PACKAGES_KEY] },
    { parse: (data) => DeletedSchema.parse(data) },
  );
}
