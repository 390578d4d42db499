import { useTranslation } from 'react-i18next';
import type { Delivery } from '@shared/deliveries/delivery-schema';
import { cn } from '@/lib/cn';
import { useDeliveryText } from '../hooks/use-delivery-text';
import { deliverySteps, type StepState } from '../model/delivery-steps';

const DOT: Record<StepState, string> = {
  done: 'bg-cyan-700 text-white',
  current: 'bg-cyan-700 text-white ring-4 ring-cyan-100',
  upcoming: 'border-2 border-slate-300 bg-white',
};

/** Paid → label bought → shipped → delivered (or paid → cancelled), each reached step with its time. */
export function DeliveryStepsList({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation();
  const text = useDeliveryText();
  const steps = deliverySteps(delivery);
  return (
    <section aria-labelledby="delivery-steps-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="delivery-steps-title" className="text-lg font-semibold text-slate-900">
        {t('deliveries.detail.stepsTitle')}
      </h2>
      <ol className="mt-4" data-testid="delivery-steps">
        {steps.map((step, index) => (
          <li
            key={step.stage}
            className="relative flex gap-3 pb-5 last:pb-0"
            aria-current={step.state === 'current' ? 'step' : undefined}
            data-state={step.state}
            data-testid="delivery-step"
          >
            <div className="flex flex-col items-center">
              <span className={cn('flex size-6 items-center justify-center rounded-full', DOT[step.state], step.stage === 'cancelled' && 'bg-slate-500 ring-slate-100')} aria-hidden="true">
                {step.state !== 'upcoming' && (
                  <svg viewBox="0 0 20 20" className="size-4" fill="currentColor">
                    {step.stage === 'cancelled' ? <path d="M6 6l8 8M14 6l-8 8" stroke="currentColor" strokeWidth="2" /> : <path d="M8.1 13.3 4.8 10l-1.1 1.1 4.4 4.4 8.2-8.2-1.1-1.1z" />}
                  </svg>
                )}
              </span>
              {index < steps.length - 1 && <span className={cn('mt-1 w-px flex-1', step.state === 'upcoming' ? 'bg-slate-200' : 'bg-cyan-700')} aria-hidden="true" />}
            </div>
            <div className="min-w-0 pb-1 text-sm">
              <p className={cn('font-medium', step.state === 'upcoming' ? 'text-slate-500' : 'text-slate-900')}>
                {text.stage(step.stage)}
                <span className="sr-only"> ({t(`deliveries.detail.step.${step.state}`)})</span>
              </p>
              {step.at && (
                <p className="text-slate-500">
                  <time dateTime={step.at}>{text.dateTime(step.at)}</time>
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
