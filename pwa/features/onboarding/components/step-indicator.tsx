import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const STEP_KEYS = ['account', 'plan', 'payment', 'done'] as const;

/** 'Step 2 of 4' with the four step names; the current one is marked for screen readers. */
export function StepIndicator({ step }: { step: number }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('onboarding.progressLabel')} className="mb-5">
      <p className="sr-only">{t('onboarding.stepOf', { step, total: STEP_KEYS.length })}</p>
      <ol className="grid grid-cols-4 gap-2">
        {STEP_KEYS.map((key, index) => {
          const number = index + 1;
          const current = number === step;
          return (
            <li key={key} aria-current={current ? 'step' : undefined} className="min-w-0">
              <span className={cn('block h-1.5 rounded-full', number <= step ? 'bg-cyan-700' : 'bg-slate-200')} aria-hidden="true" />
              <span className={cn('mt-1 block truncate text-xs', current ? 'font-semibold text-slate-900' : 'text-slate-500')}>
                {t(`onboarding.steps.${key}`)}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
