import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { MarketingIcon, type IconName } from './marketing-icons';

const STEPS: ReadonlyArray<[string, IconName]> = [
  ['register', 'user'],
  ['plan', 'check'],
  ['receive', 'box'],
  ['collect', 'truck'],
];
/** The third step (receiving) is highlighted: it is when the storage period starts. */
const HIGHLIGHTED = 2;

export function HowItWorksSteps() {
  const { t } = useTranslation();
  return (
    <ol className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
      {STEPS.map(([key, icon], index) => {
        const highlighted = index === HIGHLIGHTED;
        return (
          <li
            key={key}
            data-highlighted={highlighted || undefined}
            className={cn(
              'relative flex flex-col rounded-2xl border p-6 shadow-sm',
              highlighted ? 'border-cyan-700 bg-cyan-800 text-white ring-4 ring-cyan-700/20 lg:-translate-y-2' : 'border-slate-200 bg-white',
            )}
          >
            <div className="flex items-center justify-between gap-3">
              <span className={cn('flex size-12 items-center justify-center rounded-xl', highlighted ? 'bg-white text-cyan-800' : 'bg-cyan-50 text-cyan-800')}>
                <MarketingIcon name={icon} />
              </span>
              <span className={cn('text-sm font-semibold', highlighted ? 'text-cyan-50' : 'text-cyan-800')}>
                {t('marketing.howItWorks.stepLabel', { number: index + 1 })}
              </span>
            </div>
            <h2 className={cn('mt-4 text-lg font-semibold', highlighted ? 'text-white' : 'text-slate-900')}>
              {t(`marketing.howItWorks.steps.${key}.title`)}
            </h2>
            <p className={cn('mt-2 text-sm', highlighted ? 'text-cyan-50' : 'text-slate-600')}>{t(`marketing.howItWorks.steps.${key}.text`)}</p>
            {highlighted && (
              <p className="mt-4 inline-flex w-fit items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-semibold text-cyan-900">
                <MarketingIcon name="clock" className="size-4" />
                {t('marketing.howItWorks.highlight')}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
