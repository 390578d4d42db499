/** What the provider took: its id of the message (Twilio's SM… sid). */
export interface SentText {
  id: string;
}

/**
 * Why a text was not taken. Final for the number: `invalid_number` (not a number that receives texts), `opted_out`
 * (the recipient replied STOP), `refused` (any other refusal of the request). Worth another try later: `rate_limited`
 * (429) and `unavailable` (a time-out, no connection, a server error or our credentials refused).
 */
export type MessagingErrorKind = 'invalid_number' | 'opted_out' | 'refused' | 'rate_limited' | 'unavailable';

export class MessagingError extends Error {
  constructor(
    readonly kind: MessagingErrorKind,
    message: string,
    /** The provider's error code (21211, 21610…), when it gave one. */
    readonly code: number | null = null,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'MessagingError';
  }
}

export const isMessagingError = (error: unknown, kind?: MessagingErrorKind): error is MessagingError =>
  error instanceof MessagingError && (kind === undefined || error.kind === kind);

/** Whether another try later may succeed. */
export const isRetryable = (error: MessagingError) => error.kind === 'rate_limited' || error.kind === 'unavailable';

/** Twilio's error codes for a number that cannot be texted (docs: twilio.com/docs/api/errors). */
const INVALID_NUMBER_CODES = new Set([21211, 21214, 21217, 21401, 21407, 21421, 21614]);
/** "Attempt to send to unsubscribed recipient": the number replied STOP. */
export const OPTED_OUT_CODE = 21610;

/** A Twilio REST error answer (status, and the `code` and `message` of its JSON) as a MessagingError. */
export function messagingErrorOf(status: number, code: number | null, message: string): MessagingError {
  const text = `Twilio answered ${status}${code ? ` (${code})` : ''}: ${message}`.slice(0, 300);
  if (code === OPTED_OUT_CODE) return new MessagingError('opted_out', text, code);
  if (code !== null && INVALID_NUMBER_CODES.has(code)) return new MessagingError('invalid_number', text, code);
  if (status === 429) return new MessagingError('rate_limited', text, code);
  // A refused credential is our configuration, not the message: it is tried again once the operator fixes it.
  if (status >= 500 || status === 401 || status === 403) return new MessagingError('unavailable', text, code);
  return new MessagingError('refused', text, code);
}

/** SMS and WhatsApp sends, and the check of the provider's inbound webhooks: Twilio, or the local twin. */
export interface Messenger {
  readonly kind: 'twilio' | 'local';
  /** Whether WhatsApp can be sent (a WhatsApp sender is configured). */
  readonly whatsapp: boolean;
  /** Texts `body` to an E.164 number; throws MessagingError. */
  sendSms(to: string, body: string): Promise<SentText>;
  /** Sends `body` by WhatsApp to an E.164 number; throws MessagingError. */
  sendWhatsapp(to: string, body: string): Promise<SentText>;
  /** Whether an inbound webhook's X-Twilio-Signature signs this exact URL and these form fields. */
  verifyInbound(signature: string, url: string, params: Record<string, string>): Promise<boolean>;
}
