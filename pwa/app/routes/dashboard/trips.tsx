import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TripsScreen } from '@/features/trips/components/trips-screen';
import { DashboardScreen } from '../../dashboard/dashboard-screen';
import { DASHBOARD_PATH } from '../../dashboard/dashboard-tabs';

/** My trips: record, edit and delete trips to Miami; `?new` (the trip card's invitation) opens the add form. */
export default function DashboardTripsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <DashboardScreen title={t('trips.manage.title')}>
      <TripsScreen homeHref={DASHBOARD_PATH} startAdding={params.has('new')} />
    </DashboardScreen>
  );
}
