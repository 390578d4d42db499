import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { addPaymentMethod } from './add-payment-method';
import { deletePaymentMethod } from './delete-payment-method';
import { paymentMethodsQuery } from './payment-queries';
import { setDefaultPaymentMethod } from './set-default-payment-method';

export type CardAction = { kind: 'add'; nonce: string } | { kind: 'delete'; token: string } | { kind: 'default'; token: string };

function runCardAction(action: CardAction): Promise<unknown> {
  switch (action.kind) {
    case 'add':
      return addPaymentMethod(action.nonce);
    case 'delete':
      return deletePaymentMethod(action.token);
    case 'default':
      return setDefaultPaymentMethod(action.token);
  }
}

/** Any write on the saved cards refetches the list before it reports success. */
export const cardActionMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: runCardAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodsQuery().queryKey }),
  });
