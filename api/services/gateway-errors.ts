import { PAYMENT_METHOD_ERRORS } from '../../shared/payments/payment-method-schema';
import { SUBSCRIBE_ERRORS } from '../../shared/subscription/subscribe-request-schema';
import { isGatewayError } from '../adapters/payments/payment-gateway';
import { ApiError } from '../http/api-error';

export const PAYMENT_SERVICE_UNAVAILABLE = 'Payment service unavailable. Please try again later.';

/** A card gateway failure as the client sees it: 402 declined, 400 rejected card, 404, else 502. */
export function gatewayApiError(error: unknown, fallback = PAYMENT_SERVICE_UNAVAILABLE): ApiError {
  if (error instanceof ApiError) return error;
  if (isGatewayError(error, 'declined')) return new ApiError(402, `${SUBSCRIBE_ERRORS.declinedPrefix}${error.message}`, error.code ? { code: error.code } : {});
  if (isGatewayError(error, 'invalid_payment_method')) return new ApiError(400, PAYMENT_METHOD_ERRORS.invalid, { detail: error.message });
  if (isGatewayError(error, 'not_found')) return new ApiError(404, PAYMENT_METHOD_ERRORS.notFound);
  return new ApiError(502, fallback);
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
