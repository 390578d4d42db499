// braintree-web-drop-in 1.45.1 ships no types; only what this app calls is declared.
declare module 'braintree-web-drop-in' {
  export interface PaymentMethodPayload {
    nonce: string;
    type: string;
    details?: Record<string, unknown>;
  }

  export interface Dropin {
    requestPaymentMethod(): Promise<PaymentMethodPayload>;
    clearSelectedPaymentMethod(): void;
    isPaymentMethodRequestable(): boolean;
    teardown(): Promise<void>;
  }

  export interface DropinCreateOptions {
    authorization: string;
    container: HTMLElement | string;
    locale?: string;
    paymentOptionPriority?: string[];
    card?: { cardholderName?: { required?: boolean } } | false;
    vaultManager?: boolean;
    preselectVaultedPaymentMethod?: boolean;
  }

  export function create(options: DropinCreateOptions): Promise<Dropin>;
  export const VERSION: string;
}
