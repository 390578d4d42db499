import { describe, expect, it } from 'vitest';
import { normalizeSuiteCode } from './suite-code-input';

describe('normalizeSuiteCode', () => {
  it('reads a suite as labels and fingers write it', () => {
    for (const input of ['MD-10482', 'md-10482', 'MD10482', ' md 10482 ', '10482']) expect(normalizeSuiteCode(input)).toBe('MD-10482');
  });

  it('refuses what cannot be a suite', () => {
    for (const input of ['', 'MD-', 'MD-123', 'AB-10482', 'MD-1048X']) expect(normalizeSuiteCode(input)).toBeNull();
  });
});
