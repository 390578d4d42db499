import { describe, expect, it } from 'vitest';
import { aPackage } from '@/test/package-factory';
import { aDelivery } from '../test/delivery-factory';
import { choosablePackages, heldByOpenDeliveries, packagesInOpenDeliveries } from './choosable-packages';

const inBox = (...ids: number[]) => ids.map((id) => ({ id, title: `Package ${id}`, tracking_number: `T${id}`, weight_lb: 1 }));

describe('which packages a delivery can be asked for', () => {
  const packages = [
    aPackage(1, { delivery_status: 'received', weight_lb: 2 }),
    aPackage(2, { delivery_status: 'received', weight_lb: null }),
    aPackage(3, { delivery_status: 'pending' }),
    aPackage(4, { delivery_status: 'scheduled', pickup_id: 9 }),
    aPackage(5, { delivery_status: 'received', weight_lb: 1 }),
    aPackage(6, { delivery_status: 'received', weight_lb: 1 }),
    aPackage(7, { delivery_status: 'shipped' }),
  ];

  it('offers the received ones, an unweighed one too, and none an open delivery holds', () => {
    const deliveries = [aDelivery({ status: 'paid', packages: inBox(5) }), aDelivery({ id: 32, status: 'label_bought', packages: inBox(6) })];
    expect(choosablePackages(packages, deliveries).map((pkg) => pkg.id)).toEqual([1, 2]);
    expect(heldByOpenDeliveries(packages, deliveries)).toBe(2);
  });

  it('gives back the packages of a cancelled delivery, and never a shipped or delivered one', () => {
    const deliveries = [
      aDelivery({ status: 'cancelled', packages: inBox(5) }),
      aDelivery({ id: 32, status: 'shipped', packages: inBox(7) }),
      aDelivery({ id: 33, status: 'delivered', packages: inBox(6) }),
    ];
    expect([...packagesInOpenDeliveries(deliveries)]).toEqual([]);
    expect(choosablePackages(packages, deliveries).map((pkg) => pkg.id)).toEqual([1, 2, 5, 6]);
    expect(heldByOpenDeliveries(packages, deliveries)).toBe(0);
  });
});
