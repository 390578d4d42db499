/**
 * What went wrong, in the domain's terms. The HTTP layer alone turns a kind into a status (api/http/error-answer.ts);
 * a service says what happened, not how a client hears it.
 */
export type DomainErrorKind =
  /** The input breaks a rule of its own: a malformed number, a weak password, a date in the future. */
  | 'invalid-input'
  /** Who is asking could not be established: wrong credentials. */
  | 'unauthenticated'
  /** The bank refused the charge. */
  | 'payment-declined'
  /** The caller may not do this: their role, their plan, an account not yet activated, registration closed. */
  | 'not-allowed'
  | 'not-found'
  /** The current state forbids it: already received, slot full, a charge already in flight. */
  | 'conflict'
  /** An upload bigger than what is handled (pixels, metadata). */
  | 'too-large'
  /** An upload of a type that is not handled. */
  | 'unsupported-type'
  /** Well formed, but not to be acted on as it stands: a key reused for another request, an order not approved. */
  | 'unprocessable'
  /** Too many attempts (or a provider's own limit): try again later, in `retryAfterSeconds` when known. */
  | 'rate-limited'
  /** A provider (card gateway, PayPal, the carrier) failed or could not be reached. */
  | 'provider-failed'
  /** Busy here: try again in `retryAfterSeconds`. */
  | 'unavailable';

/** Attempts still allowed in each window of a limit, told to the client even when refused. */
export interface AttemptsLeft {
  hour: number;
  day: number;
}

export interface DomainErrorTiming {
  retryAfterSeconds?: number;
  attemptsLeft?: AttemptsLeft;
}

/** A refusal a client is meant to see: its message and `details` (a `field`, a `code`, ...) are told as they are. */
export class DomainError extends Error {
  readonly retryAfterSeconds?: number;
  readonly attemptsLeft?: AttemptsLeft;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly details: Readonly<Record<string, unknown>> = {},
    { retryAfterSeconds, attemptsLeft }: DomainErrorTiming = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.retryAfterSeconds = retryAfterSeconds;
    this.attemptsLeft = attemptsLeft;
  }
}
