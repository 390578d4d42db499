import { describe, expect, it } from 'vitest';
import { centsToUsd, usdToCents, waitingDeclaredValue } from './declared-value';
import { OptionalDeclaredValueSchema, PackageDeclarationRequestSchema } from './declared-value-schema';

describe('declared values in dollars and cents', () => {
  it('reads dollars as typed (a point or a comma) or sent as a number, to two decimals', () => {
    expect([usdToCents('49.9'), usdToCents('49,90'), usdToCents(' 7 '), usdToCents(19.99), usdToCents(0)]).toEqual([4990, 4990, 700, 1999, 0]);
  });

  it('is no amount with three decimals, a sign, a thousands separator or words', () => {
    expect([usdToCents('1.234'), usdToCents('-5'), usdToCents('1,000.00'), usdToCents('abc'), usdToCents(''), usdToCents(-1), usdToCents(0.001), usdToCents(Number.NaN)]).toEqual(
      Array(8).fill(null),
    );
  });

  it('answers cents as a decimal string', () => {
    expect([centsToUsd(0), centsToUsd(5), centsToUsd(14990), centsToUsd(5_000_000)]).toEqual(['0.00', '0.05', '149.90', '50000.00']);
  });

  it('leaves a blank field out at pre-alert and clears it on a change', () => {
    expect(OptionalDeclaredValueSchema.parse('')).toBeUndefined();
    expect(OptionalDeclaredValueSchema.parse('12,5')).toBe('12.50');
    expect(PackageDeclarationRequestSchema.parse({ declared_value_usd: null, category: '' })).toEqual({ declared_value_usd: null, category: null });
  });
});

describe('the declared value of what waits at the warehouse', () => {
  it('sums received and scheduled packages only, and counts those without a value', () => {
    const total = waitingDeclaredValue([
      { delivery_status: 'received', declared_value_usd: '149.90' },
      { delivery_status: 'scheduled', declared_value_usd: '20.10' },
      { delivery_status: 'received', declared_value_usd: null },
      { delivery_status: 'pending', declared_value_usd: '500.00' },
      { delivery_status: 'picked_up', declared_value_usd: '80.00' },
      { delivery_status: 'disposed', declared_value_usd: '35.00' },
    ]);
    expect(total).toEqual({ cents: 17000, packages: 3, withoutValue: 1 });
  });

  it('is nothing when nothing waits', () => {
    expect(waitingDeclaredValue([])).toEqual({ cents: 0, packages: 0, withoutValue: 0 });
  });
});
