import type { DeliveryStage } from '@shared/deliveries/delivery-stages';
import { cn } from '@/lib/cn';
import { useDeliveryText } from '../hooks/use-delivery-text';

const TONES: Record<DeliveryStage, string> = {
  paid: 'bg-cyan-100 text-cyan-900',
  label_bought: 'bg-indigo-100 text-indigo-900',
  shipped: 'bg-sky-100 text-sky-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-700',
};

export function StagePill({ stage, className }: { stage: DeliveryStage; className?: string }) {
  const text = useDeliveryText();
  return (
    <span data-testid="delivery-stage" data-stage={stage} className={cn('inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[stage], className)}>
      {text.stage(stage)}
    </span>
  );
}
