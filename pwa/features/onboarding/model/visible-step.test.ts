import { describe, expect, it } from 'vitest';
import { canGoBack, visibleStep } from './visible-step';

describe('visibleStep', () => {
  it('keeps visitors on the create-account step', () => {
    expect(visibleStep(1, false)).toBe(1);
    expect(visibleStep(3, false)).toBe(1);
  });

  it('starts signed-in customers at the plan step', () => {
    expect(visibleStep(1, true)).toBe(2);
    expect(visibleStep(2, true)).toBe(2);
    expect(visibleStep(4, true)).toBe(4);
  });
});

describe('canGoBack', () => {
  it('goes back from the payment step, never from the thank-you step or to create-account when signed in', () => {
    expect(canGoBack(3, true)).toBe(true);
    expect(canGoBack(2, true)).toBe(false);
    expect(canGoBack(4, true)).toBe(false);
    expect(canGoBack(1, false)).toBe(false);
  });
});
