import { describe, expect, it } from 'vitest';
import { FEATURE_PREVIEW_COUNT, featurePreview, moreFeaturesLabel, usagePercent } from './usage';

describe('usagePercent', () => {
  it('is the share of the cap in use', () => {
    expect(usagePercent(5, 10)).toBe(50);
    expect(usagePercent(1, 3)).toBeCloseTo(33.333, 2);
  });

  it('is clamped to 0..100', () => {
    expect(usagePercent(25, 20)).toBe(100);
    expect(usagePercent(-3, 20)).toBe(0);
  });

  it('is 0 for a cap of 0 or nonsense input', () => {
    expect(usagePercent(3, 0)).toBe(0);
    expect(usagePercent(Number.NaN, 10)).toBe(0);
  });
});

describe('featurePreview', () => {
  const features = ['a', 'b', 'c', 'd', 'e'];

  it('shows the first 3 and counts the rest', () => {
    expect(FEATURE_PREVIEW_COUNT).toBe(3);
    expect(featurePreview(features)).toEqual({ shown: ['a', 'b', 'c'], moreCount: 2 });
    expect(moreFeaturesLabel(2)).toBe('+2 more');
    expect(moreFeaturesLabel(2, 'es')).toBe('+2 más');
  });

  it('hides the +N line when nothing is left', () => {
    expect(featurePreview(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], moreCount: 0 });
    expect(featurePreview([])).toEqual({ shown: [], moreCount: 0 });
    expect(moreFeaturesLabel(0)).toBeNull();
  });
});
