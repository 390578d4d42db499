import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import type { PaymentMethod } from '@shared/payments/payment-method-schema';
import { createQueryClient } from '@/lib/query-client';
import { cardActionMutation } from './card-actions';
import { paymentMethodsQuery } from './payment-queries';

const listPaymentMethods = vi.hoisted(() => vi.fn());
const deletePaymentMethod = vi.hoisted(() => vi.fn());
vi.mock('./list-payment-methods', () => ({ listPaymentMethods }));
vi.mock('./delete-payment-method', () => ({ deletePaymentMethod }));
vi.mock('./add-payment-method', () => ({ addPaymentMethod: vi.fn() }));
vi.mock('./set-default-payment-method', () => ({ setDefaultPaymentMethod: vi.fn() }));
vi.mock('./get-client-token', () => ({ getClientToken: vi.fn() }));
vi.mock('./get-payment-provider', () => ({ getPaymentProvider: vi.fn() }));

const card = (token: string) => ({ token, last_4: token.slice(-4), is_default: false }) as PaymentMethod;

describe('writes on the saved cards', () => {
  beforeEach(() => {
    listPaymentMethods.mockReset();
    deletePaymentMethod.mockReset().mockResolvedValue(undefined);
  });

  it('refetch the list they changed before reporting success', async () => {
    const queryClient = createQueryClient();
    listPaymentMethods.mockResolvedValueOnce([card('tok-1881'), card('tok-4444')]).mockResolvedValueOnce([card('tok-4444')]);
    const list = new QueryObserver(queryClient, paymentMethodsQuery());
    const stop = list.subscribe(() => undefined);
    await vi.waitFor(() => expect(list.getCurrentResult().data).toHaveLength(2));

    await new MutationObserver(queryClient, cardActionMutation(queryClient)).mutate({ kind: 'delete', token: 'tok-1881' });

    expect(deletePaymentMethod).toHaveBeenCalledWith('tok-1881');
    expect(listPaymentMethods).toHaveBeenCalledTimes(2);
    expect(queryClient.getQueryData(paymentMethodsQuery().queryKey)).toEqual([card('tok-4444')]);
    stop();
  });

  it('leave the list alone when the write fails', async () => {
    const queryClient = createQueryClient();
    listPaymentMethods.mockResolvedValue([card('tok-1881')]);
    await queryClient.fetchQuery(paymentMethodsQuery());
    deletePaymentMethod.mockRejectedValue(new Error('Payment method not found'));

    await expect(new MutationObserver(queryClient, cardActionMutation(queryClient)).mutate({ kind: 'delete', token: 'tok-1881' })).rejects.toThrow();

    expect(listPaymentMethods).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(paymentMethodsQuery().queryKey)?.isInvalidated).toBe(false);
  });
});
