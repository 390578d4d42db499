import { describe, expect, it } from 'vitest';
import { canAddShipment, countShipmentsInUse, isShipmentInUse } from './shipments-in-use';

describe('shipments in use', () => {
  it('counts every package that has not left the warehouse, whatever its stage', () => {
    const packages = [
      { delivery_status: 'pending' },
      { delivery_status: 'in_transit' },
      { delivery_status: 'received' },
      { delivery_status: 'scheduled' },
      { delivery_status: 'picked_up' },
      { delivery_status: 'shipped' },
      { delivery_status: 'disposed' },
      { delivery_status: null },
    ];
    expect(countShipmentsInUse(packages)).toBe(5);
    expect(countShipmentsInUse([])).toBe(0);
  });

  it('frees the slot only once picked up, shipped to the customer or disposed of under the policy', () => {
    expect(isShipmentInUse({ delivery_status: 'picked_up' })).toBe(false);
    expect(isShipmentInUse({ delivery_status: 'shipped' })).toBe(false);
    expect(isShipmentInUse({ delivery_status: 'disposed' })).toBe(false);
    expect(isShipmentInUse({ delivery_status: 'delivered' })).toBe(true);
  });
});

describe('canAddShipment', () => {
  it('needs valid access and a free slot under the cap', () => {
    expect(canAddShipment({ hasAccess: true, shipmentsInUse: 4, maxShipments: 5 })).toBe(true);
    expect(canAddShipment({ hasAccess: true, shipmentsInUse: 5, maxShipments: 5 })).toBe(false);
    expect(canAddShipment({ hasAccess: false, shipmentsInUse: 0, maxShipments: 5 })).toBe(false);
    expect(canAddShipment({ hasAccess: true, shipmentsInUse: 0, maxShipments: 0 })).toBe(false);
  });
});
