import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MISSING_PARCEL_BUSINESS_HOURS_MAX, type MissingParcelSettings } from '@shared/receiving/missing-parcel-settings-schema';
import { TRIP_RECEIVING_MARGIN_DAYS_MAX, type TripSettings } from '@shared/trips/trip-settings-schema';
import { QueryState } from '@/components/ui/query-state';
import { missingParcelSettingsQuery, saveMissingParcelSettingsMutation } from '../api/missing-parcel-settings-queries';
import { saveTripSettingsMutation, tripSettingsQuery } from '../api/trip-settings-queries';
import { SettingsSection } from './settings-section';
import { WholeNumberSettingForm } from './whole-number-setting-form';

/** The trip forecast's receiving margin (decision 174) and when a parcel not received is looked for (decision 177). */
export function TripsReceivingTab() {
  const { t } = useTranslation();
  const margin = useQuery(tripSettingsQuery());
  const missing = useQuery(missingParcelSettingsQuery());
  return (
    <div className="space-y-5">
      <SettingsSection title={t('adminSettings.trips.margin.title')} hint={t('adminSettings.trips.margin.hint')}>
        <QueryState query={margin} errorText={t('adminSettings.trips.margin.loadFailed')}>
          {(saved) => <ReceivingMarginForm saved={saved} />}
        </QueryState>
      </SettingsSection>
      <SettingsSection title={t('adminSettings.trips.missingParcels.title')} hint={t('adminSettings.trips.missingParcels.hint')}>
        <QueryState query={missing} errorText={t('adminSettings.trips.missingParcels.loadFailed')}>
          {(saved) => <MissingParcelHoursForm saved={saved} />}
        </QueryState>
      </SettingsSection>
    </div>
  );
}

function ReceivingMarginForm({ saved }: { saved: TripSettings }) {
  const mutation = useMutation(saveTripSettingsMutation(useQueryClient()));
  return (
    <WholeNumberSettingForm
      texts="adminSettings.trips.margin"
      testId="trip-settings"
      saved={saved.receiving_margin_days}
      min={0}
      max={TRIP_RECEIVING_MARGIN_DAYS_MAX}
      saving={mutation.isPending}
      onSave={async (days) => (await mutation.mutateAsync({ receiving_margin_days: days })).receiving_margin_days}
    />
  );
}

function MissingParcelHoursForm({ saved }: { saved: MissingParcelSettings }) {
  const mutation = useMutation(saveMissingParcelSettingsMutation(useQueryClient()));
  return (
    <WholeNumberSettingForm
      texts="adminSettings.trips.missingParcels"
      testId="missing-parcel-settings"
      saved={saved.business_hours}
      min={1}
      max={MISSING_PARCEL_BUSINESS_HOURS_MAX}
      saving={mutation.isPending}
      onSave={async (hours) => (await mutation.mutateAsync({ business_hours: hours })).business_hours}
    />
  );
}
