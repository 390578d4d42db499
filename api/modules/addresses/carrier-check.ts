import { ADDRESS_MESSAGES } from '../../../shared/addresses/address-messages';
import type { DeliveryAddressInput } from '../../../shared/addresses/delivery-address-schema';
import { HOUR_MS } from '../../../shared/time/durations';
import { AddressVerificationError, type AddressVerdict } from '../../adapters/address-verification/address-verifier';
import type { AppDeps } from '../../app-deps';
import { DomainError } from '../../domain/domain-error';
import { takeIpSlot } from '../limits/ip-rate-limit';

/** Carrier checks a customer may ask for: a form corrected a few times is far below, a script is not. */
export const ADDRESS_CHECKS_PER_HOUR = 30;
/** What to wait when the carrier is down or asked us to slow down without saying for how long. */
export const CARRIER_RETRY_SECONDS = 60;

export type DeliverableVerdict = Extract<AddressVerdict, { deliverable: true }>;

/**
 * The carrier's verdict on an address, outside any transaction (it is a call to another system). Counted per customer
 * first; an address the carrier cannot find is refused (400, naming the field it blames), a carrier that is slow,
 * down or limiting us answers 503 or 429: the customer tries again, nothing is stored.
 */
export async function checkWithCarrier(deps: AppDeps, userId: number, input: DeliveryAddressInput): Promise<DeliverableVerdict> {
  await takeIpSlot(deps, `address-check:user:${userId}`, { limit: ADDRESS_CHECKS_PER_HOUR, windowMs: HOUR_MS }, ADDRESS_MESSAGES.tooManyChecks);
  let verdict: AddressVerdict;
  try {
    verdict = await deps.addressVerification.verify(input);
  } catch (error) {
    deps.logger.warn({ module: 'addresses' }, `address check failed: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof AddressVerificationError && error.kind === 'rate_limited') {
      throw new DomainError('rate-limited', ADDRESS_MESSAGES.carrierBusy, {}, { retryAfterSeconds: error.retryAfterSeconds ?? CARRIER_RETRY_SECONDS });
    }
    throw new DomainError('unavailable', ADDRESS_MESSAGES.carrierUnavailable, {}, { retryAfterSeconds: CARRIER_RETRY_SECONDS });
  }
  if (!verdict.deliverable) {
    deps.logger.info({ module: 'addresses' }, `the carrier could not find an address: ${verdict.reasons.map((reason) => reason.message).join('; ')}`);
    const field = verdict.reasons.find((reason) => reason.field !== 'address')?.field;
    throw new DomainError('invalid-input', ADDRESS_MESSAGES.undeliverable, field ? { field } : {});
  }
  return verdict;
}
