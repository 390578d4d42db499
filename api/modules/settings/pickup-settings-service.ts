import type { PickupSettings } from '../../../shared/settings/settings-schema';
import type { Db } from '../../db/client';
import { writeTransaction } from '../../db/client';
import { getSetting, setSetting } from './settings-service';

export async function getPickupSettings(db: Db): Promise<PickupSettings> {
  return { pickup_slot_capacity: await getSetting(db, 'pickup_slot_capacity'), flexible_pickup_windows: await getSetting(db, 'flexible_pickup_windows') };
}

/** Both at once: the calendar never offers half an edit. Bookings already made keep their slots. */
export async function setPickupSettings(db: Db, settings: PickupSettings, updatedBy: number, at: Date): Promise<PickupSettings> {
  await writeTransaction(db, async (tx) => {
    await setSetting(tx, 'pickup_slot_capacity', settings.pickup_slot_capacity, updatedBy, at);
    await setSetting(tx, 'flexible_pickup_windows', settings.flexible_pickup_windows, updatedBy, at);
  });
  return getPickupSettings(db);
}
