import { z } from 'zod';
import { sameAddressLine, tidyAddressCase } from '../../../shared/addresses/address-case';
import { CORRECTABLE_FIELDS } from '../../../shared/addresses/corrected-fields';
import type { CorrectableFields } from '../../../shared/addresses/delivery-address-schema';
import { DELIVERY_COUNTRY } from '../../../shared/addresses/us-states';
import { AddressVerificationError, type AddressVerdict, type AddressVerifier, type UndeliverableReason } from './address-verifier';
import { easypostRequest, type EasypostFailure } from '../easypost-request';
import { retryAfterSeconds } from '../retry-after';

export interface EasypostAddressConfig {
  apiKey: string;
  /** Default https://api.easypost.com/v2/; tests point it at a local server. Must end with a slash. */
  baseUrl?: string;
  timeoutMs?: number;
}

/** The customer waits on the form for this answer: shorter than a tracker's. */
const DEFAULT_TIMEOUT_MS = 10_000;

const FieldErrorSchema = z.object({ code: z.string().nullish(), field: z.string().nullish(), message: z.string().nullish() });
const VerificationSchema = z.object({ success: z.boolean(), errors: z.array(FieldErrorSchema).nullish() }).nullish();
const AddressSchema = z.object({
  id: z.string().startsWith('adr_'),
  street1: z.string().nullish(),
  street2: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  zip: z.string().nullish(),
  verifications: z.object({ delivery: VerificationSchema, zip4: VerificationSchema }).nullish(),
});
const ErrorBodySchema = z.object({ error: z.object({ code: z.string().nullish(), message: z.string().nullish(), errors: z.array(z.union([FieldErrorSchema, z.string()])).nullish() }) });

function reasonsOf(errors: readonly (z.infer<typeof FieldErrorSchema> | string)[] | null | undefined, fallback: string): UndeliverableReason[] {
  const reasons = (errors ?? []).map((error): UndeliverableReason => {
    if (typeof error === 'string') return { field: 'address', message: error };
    const field = CORRECTABLE_FIELDS.find((name) => name === error.field) ?? 'address';
    return { field, message: error.message || error.code || fallback };
  });
  return reasons.length > 0 ? reasons : [{ field: 'address', message: fallback }];
}

/**
 * EasyPost's answer as a verdict: a failed `delivery` check is undeliverable; otherwise what it corrected is suggested,
 * a field the carrier only wrote in capitals being kept as the customer typed it.
 */
export function verdictOf(body: unknown, typed: CorrectableFields): AddressVerdict {
  const address = AddressSchema.parse(body);
  const delivery = address.verifications?.delivery;
  if (!delivery) throw new AddressVerificationError('unavailable', 'EasyPost answered an Address without its delivery verification');
  if (!delivery.success) return { deliverable: false, reasons: reasonsOf(delivery.errors, 'Address not found') };
  const theirs: CorrectableFields = {
    street1: address.street1 || typed.street1,
    street2: address.street2 || null,
    city: address.city || typed.city,
    state: address.state || typed.state,
    zip: address.zip || typed.zip,
  };
  const line = (key: 'street1' | 'street2' | 'city') => {
    const value = theirs[key];
    return sameAddressLine(value, typed[key]) ? typed[key] : value && tidyAddressCase(value);
  };
  const suggestion: CorrectableFields = { street1: line('street1') ?? typed.street1, street2: line('street2'), city: line('city') ?? typed.city, state: theirs.state.toUpperCase(), zip: theirs.zip };
  const changed = CORRECTABLE_FIELDS.some((key) => suggestion[key] !== typed[key]);
  return { deliverable: true, carrierAddressId: address.id, suggestion: changed ? suggestion : null };
}

function failureOf({ status, message, answer }: EasypostFailure, now: Date): AddressVerdict {
  if (status === 429) throw new AddressVerificationError('rate_limited', `EasyPost 429: ${message}`, retryAfterSeconds(answer?.headers['retry-after'], now));
  // 400 and 422 are about the address itself (verify_strict answers ADDRESS.VERIFY.FAILURE); 401-404 are our account's or
  // our configuration's problem, and 5xx or no answer are EasyPost's: none of those says the address is wrong.
  const refusal = status === 400 || status === 422 ? ErrorBodySchema.safeParse(answer?.body) : null;
  if (refusal?.success) return { deliverable: false, reasons: reasonsOf(refusal.data.error.errors, refusal.data.error.message || 'Address not found') };
  throw new AddressVerificationError('unavailable', status ? `EasyPost ${status}: ${message}` : `EasyPost unreachable: ${message}`);
}

/** EasyPost address verification (`POST /v2/addresses` with `verify`) through the official SDK. */
export function createEasypostAddressVerifier(config: EasypostAddressConfig, now: () => Date = () => new Date()): AddressVerifier {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    name: 'easypost',
    async verify(address) {
      const typed: CorrectableFields = { street1: address.street1, street2: address.street2, city: address.city, state: address.state, zip: address.zip };
      const outcome = await easypostRequest({ apiKey: config.apiKey, baseUrl: config.baseUrl, timeoutMs }, (client) =>
        client.Address.create({
          verify: true,
          name: address.name,
          street1: address.street1,
          street2: address.street2 ?? undefined,
          city: address.city,
          state: address.state,
          zip: address.zip,
          country: DELIVERY_COUNTRY,
          phone: address.phone,
        }),
      );
      if (!outcome.ok) return failureOf(outcome.failure, now());
      try {
        return verdictOf(outcome.body, typed);
      } catch (error) {
        if (error instanceof AddressVerificationError) throw error;
        throw new AddressVerificationError('unavailable', 'EasyPost answered something that is not an Address');
      }
    },
  };
}
