import type { VaultedCard } from '../../adapters/payments/payment-gateway';
import type { AppDeps } from '../../app-deps';
import { DomainError } from '../../domain/domain-error';
import { ownCards } from './payment-methods-service';

/** The card a one-off charge (a delivery, storage days) is made on: the customer's default one; none is `noCard` (400). */
export async function defaultCard(deps: AppDeps, userId: number, noCard: string): Promise<VaultedCard> {
  const cards = await ownCards(deps, userId);
  const card = cards.find((candidate) => candidate.isDefault) ?? cards[0];
  if (!card) throw new DomainError('invalid-input', noCard);
  return card;
}
