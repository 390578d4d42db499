import { trackingUrlFor } from '../../shared/packages/carriers';
import { newYorkDateString } from '../../shared/time/new-york';
import { addDaysToDateString, isWeekendDateString } from '../../shared/time/date-string';
import { DAY_MS } from '../../shared/time/durations';

export function nextWeekdayDateString(now: Date): string {
  let date = addDaysToDateString(newYorkDateString(now), 1);
  while (isWeekendDateString(date)) date = addDaysToDateString(date, 1);
  return date;
}

/** The demo customer's parcels, one in each state of the warehouse workflow. */
export function demoPackages(now: Date, storageDays: number) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const event = (status: string, description: string, daysAgo: number, location: string) => ({ status, description, eventTime: ago(daysAgo), location });
  return [
    {
      values: { trackingNumber: '1Z5R89390357567127', title: 'Zapatillas Nike', carrier: 'ups', trackingUrl: trackingUrlFor('ups', '1Z5R89390357567127'), status: 'pending', deliveryStatus: 'pending', estimatedDelivery: newYorkDateString(new Date(now.getTime() + 4 * DAY_MS)), createdAt: ago(1), updatedAt: ago(1) },
      events: [event('info_received', 'Shipper created a label', 1, 'Portland, OR')],
      workflow: [],
    },
    {
      values: { trackingNumber: '71123456789123456787', title: 'Auriculares Sony', carrier: 'usps', trackingUrl: trackingUrlFor('usps', '71123456789123456787'), status: 'in_transit', deliveryStatus: 'pending', estimatedDelivery: newYorkDateString(new Date(now.getTime() + 2 * DAY_MS)), createdAt: ago(3), updatedAt: ago(1) },
      events: [event('info_received', 'Label created', 3, 'Secaucus, NJ'), event('in_transit', 'Departed USPS facility', 1, 'Jacksonville, FL')],
      workflow: [],
    },
    {
      values: { trackingNumber: 'TBA000000000000', title: 'Libros de Amazon', carrier: 'amazon', trackingUrl: trackingUrlFor('amazon', 'TBA000000000000'), status: 'delivered', deliveryStatus: 'received', storageDays, receivedAt: ago(5), createdAt: ago(9), updatedAt: ago(5) },
      events: [event('out_for_delivery', 'Out for delivery', 5, 'Miami, FL'), event('delivered', 'Delivered', 5, 'Miami, FL')],
      workflow: [{ type: 'received' as const, description: 'Package received at the Miami warehouse', date: ago(5) }],
    },
    {
      values: { trackingNumber: '986578788855', title: 'Laptop Dell', carrier: 'fedex', trackingUrl: trackingUrlFor('fedex', '986578788855'), status: 'delivered', deliveryStatus: 'scheduled', scheduledDeliveryDate: nextWeekdayDateString(now), storageDays, receivedAt: ago(28), deliveryInstructions: 'Pickup time: 10:00\nNotes: Retira Lucía', createdAt: ago(32), updatedAt: ago(2) },
      events: [event('delivered', 'Delivered', 28, 'Miami, FL')],
      workflow: [
        { type: 'received' as const, description: 'Package received at the Miami warehouse', date: ago(28) },
        { type: 'scheduled' as const, description: 'Pickup scheduled', date: ago(2), instructions: 'Retira Lucía' },
      ],
    },
    {
      values: { trackingNumber: '9261292700768711948021', title: 'Perfume', carrier: 'usps', trackingUrl: trackingUrlFor('usps', '9261292700768711948021'), status: 'delivered', deliveryStatus: 'picked_up', storageDays, receivedAt: ago(40), pickedUpAt: ago(35), pickedUpBy: 'Lucía Fernández', createdAt: ago(45), updatedAt: ago(35) },
      events: [event('delivered', 'Delivered', 40, 'Miami, FL')],
      workflow: [
        { type: 'received' as const, description: 'Package received at the Miami warehouse', date: ago(40) },
        { type: 'picked_up' as const, description: 'Picked up at the warehouse', date: ago(35), pickupBy: 'Lucía Fernández' },
      ],
    },
  ];
}
