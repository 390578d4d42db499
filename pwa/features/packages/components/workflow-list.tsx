import { useTranslation } from 'react-i18next';
import type { WorkflowEntry } from '@shared/packages/package-schema';
import { sortWorkflowEntries } from '@shared/packages/package-status';
import { parsePickupInstructions } from '@shared/pickup/pickup-instructions';
import { usePackageText } from '../hooks/use-package-text';

/** What the warehouse did: received, scheduled, picked up (by whom), latest stage first. */
export function WorkflowList({ entries }: { entries: WorkflowEntry[] }) {
  const { t } = useTranslation();
  const { dateTime } = usePackageText();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="workflow-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="package-workflow">
      <h2 id="workflow-title" className="text-lg font-semibold text-slate-900">{t('packageDetail.workflow.title')}</h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {sortWorkflowEntries(entries).map((entry) => {
          const pickupTime = entry.type === 'scheduled' ? parsePickupInstructions(entry.details.instructions).pickupTime : null;
          return (
            <li key={`${entry.type}-${entry.date}`} className="py-3 text-sm first:pt-0 last:pb-0" data-testid={`workflow-${entry.type}`}>
              <p className="font-medium text-slate-900">{t(`packageDetail.workflow.${entry.type}`)}</p>
              <p className="text-slate-500"><time dateTime={entry.date}>{dateTime(entry.date)}</time></p>
              {entry.details.pickup_by && <p className="text-slate-700">{t('packageDetail.workflow.pickupBy', { name: entry.details.pickup_by })}</p>}
              {pickupTime && <p className="text-slate-700">{t('packageDetail.workflow.pickupTime', { time: pickupTime })}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
