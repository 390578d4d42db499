import { describe, expect, it } from 'vitest';
import { aDelivery } from '../test/delivery-factory';
import { deliverySteps } from './delivery-steps';

const view = (steps: ReturnType<typeof deliverySteps>) => steps.map(({ stage, state, at }) => `${stage}:${state}:${at ?? '-'}`);

describe("a delivery's steps", () => {
  it('marks the steps reached with their time and the one it is at', () => {
    const delivery = aDelivery({ status: 'label_bought', created_at: 'T1', label_bought_at: 'T2' });
    expect(view(deliverySteps(delivery))).toEqual(['paid:done:T1', 'label_bought:current:T2', 'shipped:upcoming:-', 'delivered:upcoming:-']);
  });

  it('ends at delivered, every step reached', () => {
    const delivery = aDelivery({ status: 'delivered', created_at: 'T1', label_bought_at: 'T2', shipped_at: 'T3', delivered_at: 'T4' });
    expect(view(deliverySteps(delivery))).toEqual(['paid:done:T1', 'label_bought:done:T2', 'shipped:done:T3', 'delivered:current:T4']);
  });

  it('goes from paid to cancelled, with none of the shipping steps', () => {
    const delivery = aDelivery({ status: 'cancelled', created_at: 'T1', cancelled_at: 'T5' });
    expect(view(deliverySteps(delivery))).toEqual(['paid:done:T1', 'cancelled:current:T5']);
  });
});
