import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TripProposedPickup } from '@shared/trips/trip-forecast-schema';
import { describeApiFailure, getApiFailure } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { bookTripPickup } from '../api/book-trip-pickup';
import { TRIP_BOOKING_REFRESHES } from '../api/trip-keys';

/**
 * One tap books the proposed slot. The result is said in a toast and kept in `announcement` for the card's live
 * region, so a screen reader hears it where the button was.
 */
export function useBookTripPickup(describe: (proposal: TripProposedPickup) => string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const mutation = useMutation({
    mutationFn: bookTripPickup,
    onSettled: () => Promise.all(TRIP_BOOKING_REFRESHES.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  const say = (text: string, tone: 'success' | 'info' | 'error') => {
    setAnnouncement(text);
    toast[tone](text);
  };

  async function book(proposal: TripProposedPickup): Promise<void> {
    setAnnouncement('');
    try {
      const result = await mutation.mutateAsync(proposal);
      if (result.queued) say(t('trips.pickup.queued'), 'info');
      else say(t('trips.pickup.booked_done', { when: describe(proposal) }), 'success');
    } catch (error) {
      say(await describeApiFailure(await getApiFailure(error), t('trips.pickup.failed')), 'error');
    }
  }

  return { book, busy: mutation.isPending, announcement };
}
