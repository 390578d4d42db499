import type { CaptureAnswer } from '../api/capture-order';

// Part 2 section 4: the capture is attempted only once per page visit, whatever re-renders do.
const attempts = new Map<string, Promise<CaptureAnswer>>();

export function captureOnce(orderId: string, capture: (orderId: string) => Promise<CaptureAnswer>): Promise<CaptureAnswer> {
  let attempt = attempts.get(orderId);
  if (!attempt) {
    attempt = capture(orderId);
    attempts.set(orderId, attempt);
  }
  return attempt;
}

/** For tests. */
export const forgetCaptures = () => attempts.clear();
