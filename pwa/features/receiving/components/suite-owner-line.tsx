import { useTranslation } from 'react-i18next';
import type { SuiteOwner } from '@shared/receiving/suite-owner-schema';
import { cn } from '@/lib/cn';
import { useReceivingText } from '../hooks/use-receiving-text';

/** Whose suite it is, as staff check it against the label: "Name, plan" and the suite itself. */
export function SuiteOwnerLine({ owner, className }: { owner: SuiteOwner; className?: string }) {
  const { t } = useTranslation();
  const text = useReceivingText();
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-950', className)} data-testid="suite-owner">
      <span className="font-bold">{t('receiving.assign.owner', { name: `${owner.first_name} ${owner.last_name}`, plan: text.planName(owner.plan_type) })}</span>
      <span className="rounded-md bg-yellow-300 px-2 font-mono font-black">{owner.suite_code}</span>
    </p>
  );
}
