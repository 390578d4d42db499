import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import type { assignParcel } from '../api/assign-parcel';
import { openParcelsQuery } from '../api/receiving-queries';
import { useReceivingText } from '../hooks/use-receiving-text';
import type { UnidentifiedParcel } from '@shared/receiving/unidentified-parcel-schema';
import { AssignParcelForm } from './assign-parcel-form';

interface OpenParcelsListProps {
  onAssigned: (parcel: UnidentifiedParcel, result: Awaited<ReturnType<typeof assignParcel>>) => void;
}

/** 'Unidentified parcels': logged parcels still without an owner, oldest waiting first as the server lists them. */
export function OpenParcelsList({ onAssigned }: OpenParcelsListProps) {
  const { t } = useTranslation();
  const text = useReceivingText();
  const query = useQuery(openParcelsQuery());
  return (
    <section aria-labelledby="open-parcels-title" className="rounded-2xl border border-slate-300 bg-white p-4" data-testid="open-parcels">
      <h2 id="open-parcels-title" className="text-xl font-bold text-slate-950">
        {t('receiving.openParcels.title')}
        {query.data && <span className="ml-2 rounded-full bg-amber-500 px-2.5 py-0.5 text-base text-slate-950">{query.data.length}</span>}
      </h2>
      <QueryState query={query} className="mt-3" errorText={t('receiving.openParcels.loadFailed')} isEmpty={(parcels) => parcels.length === 0} emptyText={t('receiving.openParcels.empty')}>
        {(parcels) => (
          <ul className="mt-3 space-y-3">
            {parcels.map((parcel) => (
              <li key={parcel.id} className="rounded-xl border-2 border-amber-400 bg-amber-50 p-3" data-testid="open-parcel">
                <div className="flex gap-3">
                  {parcel.photos[0] && <img src={parcel.photos[0].url} alt={t('receiving.photo.saved')} className="size-16 shrink-0 rounded-lg object-cover" />}
                  <div className="min-w-0 text-base text-slate-900">
                    <p className="font-mono text-lg font-semibold break-all">{parcel.tracking_number}</p>
                    <p>
                      {parcel.suite_code ? t('receiving.openParcels.suiteOnLabel', { suite: parcel.suite_code }) : t('receiving.openParcels.noSuite')}
                      {parcel.weight_lb !== null && ` · ${text.weight(parcel.weight_lb)}`}
                    </p>
                    {parcel.notes && <p className="text-slate-700">{parcel.notes}</p>}
                    <p className="text-sm text-slate-600">{t('receiving.openParcels.loggedAt', { time: text.time(parcel.created_at) })}</p>
                  </div>
                </div>
                <AssignParcelForm parcel={parcel} onAssigned={(result) => onAssigned(parcel, result)} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
