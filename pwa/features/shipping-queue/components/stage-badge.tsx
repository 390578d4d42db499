import { useTranslation } from 'react-i18next';
import type { DeliveryStage } from '@shared/deliveries/delivery-stages';
import { cn } from '@/lib/cn';

const TONES: Record<DeliveryStage, string> = {
  paid: 'bg-amber-100 text-amber-950 ring-amber-300',
  label_bought: 'bg-cyan-100 text-cyan-950 ring-cyan-300',
  shipped: 'bg-indigo-100 text-indigo-950 ring-indigo-300',
  delivered: 'bg-emerald-100 text-emerald-950 ring-emerald-300',
  cancelled: 'bg-slate-200 text-slate-800 ring-slate-300',
};

/** Where a delivery is in its life: what staff do next reads from it. */
export function StageBadge({ stage }: { stage: DeliveryStage }) {
  const { t } = useTranslation();
  return (
    <span data-testid="delivery-stage" data-stage={stage} className={cn('inline-flex shrink-0 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset', TONES[stage])}>
      {t(`shipping.stage.${stage}`)}
    </span>
  );
}
