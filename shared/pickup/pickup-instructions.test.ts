import { describe, expect, it } from 'vitest';
import { formatPickupInstructions, parsePickupInstructions } from './pickup-instructions';

describe('pickup instructions text', () => {
  it("writes 'Pickup time: ...' and 'Notes: ...' lines", () => {
    expect(formatPickupInstructions('10:30', ' Bring ID ')).toBe('Pickup time: 10:30\nNotes: Bring ID');
    expect(formatPickupInstructions('10:30', '  ')).toBe('Pickup time: 10:30');
    expect(formatPickupInstructions('10:30')).toBe('Pickup time: 10:30');
  });

  it('reads both parts back', () => {
    expect(parsePickupInstructions('Pickup time: 10:30\nNotes: Bring ID\nand a bag')).toEqual({ pickupTime: '10:30', notes: 'Bring ID\nand a bag' });
    expect(parsePickupInstructions('Pickup time: 09:00')).toEqual({ pickupTime: '09:00', notes: null });
    expect(parsePickupInstructions(null)).toEqual({ pickupTime: null, notes: null });
  });

  it('reads instructions written by hand: notes alone, no space after the colon, a trailing blank line', () => {
    expect(parsePickupInstructions('Notes: Leave it with the doorman')).toEqual({ pickupTime: null, notes: 'Leave it with the doorman' });
    expect(parsePickupInstructions('Pickup time:14:00\nNotes: Bring ID\n\n')).toEqual({ pickupTime: '14:00', notes: 'Bring ID' });
  });
});
