import { RECAPTCHA_TOKEN_MISSING, RECAPTCHA_VERIFICATION_FAILED } from '@shared/accounts/user-schema';
import { SUBSCRIBE_ERRORS } from '@shared/subscription/subscribe-request-schema';
import type { ApiFailure } from '@/lib/api-client';
import { declineGroup, declineMessageKey } from '@/lib/payment-decline';

/** Server texts of POST /api/subscriptions that have a translation under `payment.serverMessages.`. */
const KNOWN_MESSAGES: Record<string, string> = {
  [SUBSCRIBE_ERRORS.invalidPaymentMethod]: 'invalidPaymentMethod',
  [SUBSCRIBE_ERRORS.alreadySubscribed]: 'alreadySubscribed',
  [RECAPTCHA_TOKEN_MISSING]: 'recaptchaRequired',
  [RECAPTCHA_VERIFICATION_FAILED]: 'recaptchaFailed',
  'Authentication required': 'authenticationRequired',
};

export type ExtraHelp = 'cvv' | 'expired' | 'insufficientFunds';

/** What the failure dialog shows: a detail line (an i18n key or the server's own text) and extra help. */
export interface PaymentFailureDetail {
  /** i18n key and values, or raw text from the processor (e.g. 'Payment declined: Do Not Honor'). */
  detail: { key: string; values?: Record<string, unknown> } | { text: string };
  help: ExtraHelp[];
  /** The processor response code of a card refusal, shown small for support. */
  code?: string;
  /** No answer arrived (network): the same attempt, with the same Idempotency-Key, may be sent again. */
  outcomeUnknown: boolean;
}

/** Part 1 section 2: extra help when the message mentions CVV, an expired card or insufficient funds. */
export function extraHelpFor(message: string): ExtraHelp[] {
  const help: ExtraHelp[] = [];
  if (/\b(cvv|cvc|cvv2|security code)\b/i.test(message)) help.push('cvv');
  if (/expir|vencid/i.test(message)) help.push('expired');
  if (/insufficient|fondos insuficientes/i.test(message)) help.push('insufficientFunds');
  return help;
}

/**
 * A card refusal: what to do about it by processor code (docs/decisions/121), never the processor's English; the
 * message already says what the spec's extra help would, so none is added.
 */
function declineDetail(error: string, code: unknown): PaymentFailureDetail {
  const processorCode = typeof code === 'string' ? code : undefined;
  const group = declineGroup(processorCode, error.slice(SUBSCRIBE_ERRORS.declinedPrefix.length));
  return { detail: { key: declineMessageKey(group) }, help: [], ...(processorCode ? { code: processorCode } : {}), outcomeUnknown: false };
}

/** Part 1 section 8: the server's text, 'Payment failed: {status}', or the non-JSON server text. */
export function describePaymentFailure(failure: ApiFailure): PaymentFailureDetail {
  switch (failure.kind) {
    case 'network':
      return { detail: { key: 'payment.errors.network' }, help: [], outcomeUnknown: true };
    case 'server':
      return { detail: { key: 'payment.errors.server', values: { status: failure.status } }, help: [], outcomeUnknown: failure.status >= 500 };
    case 'http': {
      if (!failure.error) return { detail: { key: 'payment.errors.failedStatus', values: { status: failure.status } }, help: [], outcomeUnknown: false };
      const known = KNOWN_MESSAGES[failure.error];
      if (!known && failure.error.startsWith(SUBSCRIBE_ERRORS.declinedPrefix)) return declineDetail(failure.error, failure.body.code);
      return {
        detail: known ? { key: `payment.serverMessages.${known}` } : { text: failure.error },
        help: extraHelpFor(failure.error),
        outcomeUnknown: false,
      };
    }
    default:
      return { detail: { key: 'payment.errors.unexpected' }, help: [], outcomeUnknown: false };
  }
}
