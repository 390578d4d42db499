import { z } from 'zod';
import { api } from '@/lib/api-client';

const DeletedSchema = z.object({ success: z.literal(true), message: z.string() });

/** DELETE /api/tracking/{id}: only while the warehouse has not received it (409 after). */
export async function deletePackage(id: number): Promise<void> {
  DeletedSchema.parse(await api.delete(`tracking/${id}`).json());
}
