import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { missingParcelsQuery } from '../api/missing-parcel-queries';
import { IntakeTimesTable } from './intake-times-table';
import { MissingParcelCard } from './missing-parcel-card';

/**
 * Parcels the carrier delivered that the warehouse has not received in time (decision 177), the longest delivered
 * first; on the admin panel with the intake times below. A lazy chunk: default export.
 */
export default function MissingParcelsPanel({ withIntakeTimes = false }: { withIntakeTimes?: boolean }) {
  const { t } = useTranslation();
  const query = useQuery(missingParcelsQuery());
  return (
    <div className="space-y-6">
      <section aria-labelledby="missing-parcels-title" data-testid="missing-parcels">
        <h2 id="missing-parcels-title" className="text-xl font-bold text-slate-900">
          {t('missingParcels.title')}
          {query.data && query.data.length > 0 && <span className="ml-2 text-base font-medium text-slate-600">({query.data.length})</span>}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('missingParcels.lead')}</p>
        <QueryState query={query} errorText={t('missingParcels.loadFailed')} isEmpty={(tasks) => tasks.length === 0} emptyText={t('missingParcels.empty')} className="mt-4">
          {(tasks) => (
            <ul className="mt-4 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
              {tasks.map((task) => (
                <li key={task.id} className="min-w-0">
                  <MissingParcelCard task={task} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      {withIntakeTimes && <IntakeTimesTable />}
    </div>
  );
}
