import type { PaymentMethod } from '@shared/payments/payment-method-schema';
import type { PaymentProvider } from '@shared/settings/payment-providers';

export interface PaymentChoices {
  card: boolean;
  paypal: boolean;
}

/**
 * How storage days may be paid (decision 179): on the default card when there is one, through PayPal for a customer
 * whose plan was paid with PayPal or who has no card, both when both apply. Cards not read yet (or unreadable): the
 * card is offered as before, PayPal by the plan alone.
 */
export function paymentChoices(planPaidWith: PaymentProvider | null, cards: readonly Pick<PaymentMethod, 'is_default'>[] | undefined): PaymentChoices {
  const hasCard = cards === undefined ? null : cards.some((card) => card.is_default);
  return { card: hasCard !== false, paypal: planPaidWith === 'paypal' || hasCard === false };
}
