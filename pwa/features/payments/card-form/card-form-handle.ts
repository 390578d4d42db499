/** What the payment form asks of either card form (the Drop-in UI or the local test form). */
export interface CardFormHandle {
  /** A payment method nonce; rejects with CardFormInvalid when the form shows its own errors. */
  requestNonce(): Promise<string>;
  /** After a failed payment: clear the chosen method so the customer can correct it. */
  reset(): void;
  focus(): void;
}

/** The card form found problems and shows them itself; nothing was sent. */
export class CardFormInvalid extends Error {}

/** The hosted form is missing ('payment form not initialized'). */
export class CardFormNotReady extends Error {}
