import { PAYMENT_METHOD_ERRORS } from '../../../shared/payments/payment-method-schema';
import { SUBSCRIBE_ERRORS } from '../../../shared/subscription/subscribe-request-schema';
import { isGatewayError } from '../../adapters/payments/payment-gateway';
import { DomainError } from '../../domain/domain-error';

export const PAYMENT_SERVICE_UNAVAILABLE = 'Payment service unavailable. Please try again later.';

/** A card gateway failure in the domain's terms: declined, a rejected card, an unknown card, else the gateway failed. */
export function gatewayRefusal(error: unknown, fallback = PAYMENT_SERVICE_UNAVAILABLE): DomainError {
  if (error instanceof DomainError) return error;
  if (isGatewayError(error, 'declined')) return new DomainError('payment-declined', `${SUBSCRIBE_ERRORS.declinedPrefix}${error.message}`, error.code ? { code: error.code } : {});
  if (isGatewayError(error, 'invalid_payment_method')) return new DomainError('invalid-input', PAYMENT_METHOD_ERRORS.invalid, { detail: error.message });
  if (isGatewayError(error, 'not_found')) return new DomainError('not-found', PAYMENT_METHOD_ERRORS.notFound);
  return new DomainError('provider-failed', fallback);
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
