import { useTranslation } from 'react-i18next';
import type { Subscription } from '@shared/subscription/subscription-schema';
import { Button } from '@/components/ui/button';

/** No valid access: choose a plan and pay (a renewal when a plan has ended). */
export function ChoosePlanCallout({ subscription, onChoosePlan }: { subscription: Subscription; onChoosePlan: () => void }) {
  const { t } = useTranslation();
  const renewing = subscription.plan_type !== 'none';
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-cyan-800 p-6 text-white sm:flex-row sm:items-center sm:justify-between" data-testid="choose-plan-callout">
      <div>
        <h2 className="text-lg font-semibold">{t(renewing ? 'dashboard.renew.title' : 'dashboard.choosePlan.title')}</h2>
        <p className="mt-1 text-sm text-cyan-50">{t(renewing ? 'dashboard.renew.text' : 'dashboard.choosePlan.text')}</p>
      </div>
      <Button variant="secondary" size="lg" onClick={onChoosePlan} className="shrink-0">
        {t(renewing ? 'dashboard.renew.button' : 'dashboard.choosePlan.button')}
      </Button>
    </div>
  );
}
