import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TripForecast } from '@shared/trips/trip-forecast-schema';
import { describeApiFailure, getApiFailure } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { addToTripPickup } from '../api/add-to-trip-pickup';
import { TRIP_BOOKING_REFRESHES } from '../api/trip-keys';

type BookedPickup = NonNullable<TripForecast['pickup']['booked']>;

/** One tap adds the received packages to the trip's booked pickup; the result said in a toast and the card's live region. */
export function useAddToTripPickup(describe: (booked: BookedPickup) => string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const mutation = useMutation({
    mutationFn: addToTripPickup,
    onSettled: () => Promise.all(TRIP_BOOKING_REFRESHES.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  const say = (text: string, tone: 'success' | 'info' | 'error') => {
    setAnnouncement(text);
    toast[tone](text);
  };

  async function add(booked: BookedPickup): Promise<void> {
    setAnnouncement('');
    try {
      const result = await mutation.mutateAsync(booked);
      if (result.queued) say(t('trips.pickup.queued'), 'info');
      else say(t('trips.pickup.added', { when: describe(booked) }), 'success');
    } catch (error) {
      say(await describeApiFailure(await getApiFailure(error), t('trips.pickup.addFailed')), 'error');
    }
  }

  return { add, busy: mutation.isPending, announcement };
}
