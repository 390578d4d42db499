import { z } from 'zod';
import { IsoDateTimeSchema } from '../time/date-string';
import { msg } from '../validation/message-options';

/** What staff write of a disposal: why, and what was done with the parcel (donated, recycled, destroyed...). */
export const DISPOSAL_NOTE_MAX_LENGTH = 500;

/** POST /api/admin/overdue-parcels/{packageId}/dispose (staff, decision 180). */
export const DisposeParcelRequestSchema = z.object({
  note: z.string(msg('staffNoteRequired')).trim().min(1, msg('staffNoteRequired')).max(DISPOSAL_NOTE_MAX_LENGTH, msg('fieldTooLong')),
});
export type DisposeParcelRequest = z.infer<typeof DisposeParcelRequestSchema>;

export const ParcelDisposalSchema = z.object({
  message: z.string(),
  disposal: z.object({
    package_id: z.number().int(),
    delivery_status: z.literal('disposed'),
    disposed_at: IsoDateTimeSchema,
    disposed_by: z.number().int().nullable(),
    note: z.string(),
  }),
});
export type ParcelDisposal = z.infer<typeof ParcelDisposalSchema>;
