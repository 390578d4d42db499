import type { Delivery } from '@shared/deliveries/delivery-schema';
import type { DeliveryStage } from '@shared/deliveries/delivery-stages';

export type StepState = 'done' | 'current' | 'upcoming';

export interface DeliveryStep {
  stage: DeliveryStage;
  /** When it was reached; null while upcoming. */
  at: string | null;
  state: StepState;
}

const THE_WAY = ['paid', 'label_bought', 'shipped', 'delivered'] as const satisfies readonly DeliveryStage[];

type Stamps = Pick<Delivery, 'status' | 'created_at' | 'label_bought_at' | 'shipped_at' | 'delivered_at' | 'cancelled_at'>;

/** The delivery's way as steps: paid → label bought → shipped → delivered, or paid → cancelled. */
export function deliverySteps(delivery: Stamps): DeliveryStep[] {
  const stamps: Record<DeliveryStage, string | null> = {
    paid: delivery.created_at,
    label_bought: delivery.label_bought_at,
    shipped: delivery.shipped_at,
    delivered: delivery.delivered_at,
    cancelled: delivery.cancelled_at,
  };
  if (delivery.status === 'cancelled') {
    return [
      { stage: 'paid', at: stamps.paid, state: 'done' },
      { stage: 'cancelled', at: stamps.cancelled, state: 'current' },
    ];
  }
  const reached = THE_WAY.indexOf(delivery.status);
  return THE_WAY.map((stage, index) => ({
    stage,
    at: index <= reached ? stamps[stage] : null,
    state: index < reached ? 'done' : index === reached ? 'current' : 'upcoming',
  }));
}
