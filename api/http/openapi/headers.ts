import { RESEND_REMAINING_DAY_HEADER, RESEND_REMAINING_HOUR_HEADER } from '../../../shared/accounts/resend-confirmation-schema';

/** Response headers documented once and referenced, by their real names, by the operations that send them. */
export const HEADER_COMPONENTS = {
  [RESEND_REMAINING_HOUR_HEADER]: { description: 'Resend attempts left this hour', schema: { type: 'integer' } },
  [RESEND_REMAINING_DAY_HEADER]: { description: 'Resend attempts left today', schema: { type: 'integer' } },
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } },
  'Content-Disposition': { description: 'attachment; filename="…": the answer is a file to save', schema: { type: 'string' } },
  'Idempotent-Replayed': { description: '`true` when this is the stored answer of an earlier request with the same Idempotency-Key', schema: { type: 'string', enum: ['true'] } },
} satisfies Record<string, { description: string; schema: { type: 'integer' | 'string'; enum?: string[] } }>;
export type HeaderName = keyof typeof HEADER_COMPONENTS;

/** The `headers` of a documented response: each a reference to its component. */
export const responseHeaders = (...names: HeaderName[]) => Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
