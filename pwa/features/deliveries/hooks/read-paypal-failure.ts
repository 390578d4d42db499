import { describeApiFailure, getApiFailure } from '@/lib/api-client';
import { payRefusalOf, type PayRefusal } from '../model/pay-refusal';

export interface PaypalFailure {
  /** In the reader's language. */
  message: string;
  /** `unknown`: no answer arrived (network, a gateway with nothing behind it): the same call may be sent again. */
  next: PayRefusal | 'unknown';
  /** 404: nothing of the customer's by that id. */
  notFound: boolean;
}

/**
 * A refused PayPal call as what the customer can do about it. An answer of 500 or more with the server's text (PayPal
 * could not create, capture or refund right now) is a definite answer that asking again may change: a retry.
 */
export async function readPaypalFailure(error: unknown, texts: { unknown: string; fallback: string }): Promise<PaypalFailure> {
  const failure = await getApiFailure(error);
  if (failure.kind === 'network' || (failure.kind === 'server' && failure.status >= 500)) return { message: texts.unknown, next: 'unknown', notFound: false };
  const message = await describeApiFailure(failure, texts.fallback);
  const status = failure.kind === 'http' || failure.kind === 'server' ? failure.status : null;
  if (status !== null && status >= 500) return { message, next: 'retry', notFound: false };
  return { message, next: failure.kind === 'http' ? payRefusalOf(failure.error) : 'other', notFound: status === 404 };
}
