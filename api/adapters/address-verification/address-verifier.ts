import type { CorrectableFields } from '../../../shared/addresses/delivery-address-schema';

/** An address in the United States, as the customer typed it (phone already +1… or another country's). */
export interface AddressToVerify extends CorrectableFields {
  name: string;
  phone: string;
}

export interface UndeliverableReason {
  /** Our field the carrier blames, or 'address' for the whole of it. */
  field: keyof CorrectableFields | 'address';
  /** The carrier's own words (English), for the log and support. */
  message: string;
}

/** What the carrier made of an address. */
export type AddressVerdict =
  | {
      deliverable: true;
      /** The carrier's id for this address (EasyPost `adr_…`), for the quotes and shipments that use it later. */
      carrierAddressId: string;
      /** The carrier's corrected form when it differs from what was typed, else null. */
      suggestion: CorrectableFields | null;
    }
  | { deliverable: false; reasons: UndeliverableReason[] };

export type AddressVerificationErrorKind = 'rate_limited' | 'unavailable';

/** The carrier did not say: it asked us to slow down, or it could not be reached or answered nonsense. */
export class AddressVerificationError extends Error {
  constructor(
    readonly kind: AddressVerificationErrorKind,
    message: string,
    /** For rate_limited: what the carrier asked us to wait, when it said. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/** Address verification behind one interface: EasyPost, or the local twin for development and tests. */
export interface AddressVerifier {
  readonly name: 'local' | 'easypost';
  verify(address: AddressToVerify): Promise<AddressVerdict>;
}

/** The fields the carrier may correct, from any address. */
export const correctableOf = ({ street1, street2, city, state, zip }: CorrectableFields): CorrectableFields => ({ street1, street2, city, state, zip });
