import { useQuery } from '@tanstack/react-query';
import { STANDARD_PICKUP_HOURS } from '@shared/pickup/pickup-hours';
import type { PickupHours } from '@shared/pickup/pickup-window-schema';
import { pickupHoursQuery } from '../api/pickup-queries';

const EVERYONES_HOURS: PickupHours = { flexible: false, hours: [...STANDARD_PICKUP_HOURS], flexible_windows: [] };

/** The customer's pickup hours; everyone's until the server (or the device's copy) has said more. */
export function usePickupHours(): PickupHours {
  return useQuery(pickupHoursQuery()).data ?? EVERYONES_HOURS;
}
