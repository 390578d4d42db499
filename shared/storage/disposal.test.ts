import { describe, expect, it } from 'vitest';
import { disposalBlock } from './disposal';

describe('disposalBlock', () => {
  const today = '2026-05-23';

  it('allows a received parcel whose day has come, today or before', () => {
    expect(disposalBlock({ delivery_status: 'received', disposal_from: today }, today)).toBeNull();
    expect(disposalBlock({ delivery_status: 'received', disposal_from: '2026-05-01' }, today)).toBeNull();
  });

  it('waits for the warnings, then for the day', () => {
    expect(disposalBlock({ delivery_status: 'received', disposal_from: null }, today)).toBe('warnings');
    expect(disposalBlock({ delivery_status: 'received', disposal_from: '2026-05-24' }, today)).toBe('date');
  });

  it('never disposes of a parcel booked on a pickup, whatever its warnings', () => {
    expect(disposalBlock({ delivery_status: 'scheduled', disposal_from: '2026-05-01' }, today)).toBe('pickup');
    expect(disposalBlock({ delivery_status: 'scheduled', disposal_from: null }, today)).toBe('pickup');
  });
});
