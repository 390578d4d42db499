/** The customer's suite on the Miami address: "MD-" and five or more digits, e.g. MD-10482. */
export const SUITE_CODE_PREFIX = 'MD-';
export const SUITE_CODE_PATTERN = /^MD-\d{5,}$/;

const FIRST = 10_000;
const SPAN = 90_000;

/** A suite code from a number in [0, 1): five digits while there is room; the caller retries on a taken one. */
export function suiteCodeFrom(random: number, widen = 0): string {
  const span = SPAN * 10 ** widen;
  return `${SUITE_CODE_PREFIX}${FIRST * 10 ** widen + Math.floor(random * span)}`;
}

export const isSuiteCode = (value: string) => SUITE_CODE_PATTERN.test(value);
