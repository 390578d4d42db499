import { describeApiFailure, getApiFailure } from '@/lib/api-client';

export interface StoragePaypalFailure {
  /** In the reader's language. */
  message: string;
  /** No answer arrived, or the server could not now (5xx): the same call may be sent again. */
  retry: boolean;
  /** 404: no such purchase of the customer's. */
  notFound: boolean;
  status: number | null;
}

/** A refused PayPal call for storage days, as what the customer reads and whether asking again may help. */
export async function readPaypalFailure(error: unknown, texts: { unknown: string; fallback: string }): Promise<StoragePaypalFailure> {
  const failure = await getApiFailure(error);
  if (failure.kind === 'network' || (failure.kind === 'server' && failure.status >= 500)) return { message: texts.unknown, retry: true, notFound: false, status: null };
  const status = failure.kind === 'http' || failure.kind === 'server' ? failure.status : null;
  const message = await describeApiFailure(failure, texts.fallback);
  return { message, retry: status !== null && status >= 500, notFound: status === 404, status };
}
