import { describe, expect, it } from 'vitest';
import { isTrackingError, TrackingError } from './tracking-provider';

describe('isTrackingError', () => {
  it('is true for any TrackingError without a kind, with a kind only for that kind, and never for another error', () => {
    const notFound = new TrackingError('not_found', 'EasyPost 404');
    expect(isTrackingError(notFound)).toBe(true);
    expect(isTrackingError(notFound, 'not_found')).toBe(true);
    expect(isTrackingError(notFound, 'unavailable')).toBe(false);
    expect(isTrackingError(new Error('EasyPost 404'))).toBe(false);
  });
});
