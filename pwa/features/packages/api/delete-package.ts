import { submitWrite, type WriteResult } from '@/lib/outbox/outbox-write';
import { PACKAGES_KEY } from './package-keys';

/** DELETE /api/tracking/{id}: only while the warehouse has not received it (409 after). Queued while offline. */
export async function deletePackage(id: number): Promise<WriteResult<unknown>> {
  // zod comes with the first delete, not with the dashboard (decision 101); offline it is precached.
  const { DeletedSchema } = await import('./deleted-schema');
  return submitWrite(
    { kind: 'package-delete', method: 'DELETE', path: `tracking/${id}`, body: null, target: id, invalidate: [PACKAGES_KEY] },
    { parse: (data) => DeletedSchema.parse(data) },
  );
}
