import { useTranslation } from 'react-i18next';
import type { WorkflowEntry } from '@shared/packages/package-schema';
import { sortWorkflowEntries } from '@shared/packages/package-status';
import { parsePickupInstructions } from '@shared/pickup/pickup-instructions';
import { useAdminText } from '../hooks/use-admin-text';

/** What the warehouse did, latest stage first (picked up, scheduled, received); a disposal with the staff's note. */
export function PackageWorkflow({ entries, disposalNote }: { entries: WorkflowEntry[]; disposalNote?: string | null }) {
  const { t } = useTranslation();
  const { dateTime } = useAdminText();
  if (entries.length === 0) return null;
  return (
    <div data-testid="package-workflow">
      <h4 className="text-sm font-medium text-slate-800">{t('admin.card.workflow')}</h4>
      <ul className="mt-1 space-y-1 text-sm">
        {sortWorkflowEntries(entries).map((entry) => {
          const { pickupTime, notes } = parsePickupInstructions(entry.details.instructions);
          return (
            <li key={`${entry.type}-${entry.date}`} data-testid={`workflow-${entry.type}`}>
              <span className="font-medium text-slate-900">{t(`admin.workflow.${entry.type}`)}</span>{' '}
              <time className="text-slate-500" dateTime={entry.date}>{dateTime(entry.date)}</time>
              {entry.details.pickup_by && <span className="block text-slate-700">{t('admin.workflow.pickupBy', { name: entry.details.pickup_by })}</span>}
              {entry.type === 'scheduled' && pickupTime && <span className="block text-slate-700">{t('admin.card.pickupTime', { time: pickupTime })}</span>}
              {entry.type === 'scheduled' && notes && <span className="block text-slate-700">{t('admin.card.notes', { notes })}</span>}
              {entry.type === 'disposed' && disposalNote && <span className="block text-slate-700">{t('admin.card.notes', { notes: disposalNote })}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
