import { SUITE_CODE_PREFIX, isSuiteCode } from '../warehouse/suite-code';

/**
 * A suite as read off a label or typed on the tablet ("md 10482", "MD10482", "10482") in its stored form "MD-10482",
 * or null when it cannot be one.
 */
export function normalizeSuiteCode(input: string): string | null {
  const compact = input.replace(/[\s-]+/g, '').toUpperCase();
  const digits = compact.startsWith('MD') ? compact.slice(2) : compact;
  const code = `${SUITE_CODE_PREFIX}${digits}`;
  return isSuiteCode(code) ? code : null;
}
