import { describe, expect, it } from 'vitest';
import { AttemptKeys, newIdempotencyKey } from './attempt-keys';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the Idempotency-Key of a payment attempt', () => {
  it('stays the same while the same request is sent again without an answer', () => {
    const attempts = new AttemptKeys();
    const first = attempts.keyFor('q_1 r_a');
    expect(first).toMatch(UUID_V4);
    expect(attempts.keyFor('q_1 r_a')).toBe(first);
  });

  it('is new for another request, and after any answer', () => {
    const attempts = new AttemptKeys();
    const first = attempts.keyFor('q_1 r_a');
    const otherRate = attempts.keyFor('q_1 r_b');
    expect(otherRate).not.toBe(first);
    const otherQuote = attempts.keyFor('q_2 r_b');
    expect(otherQuote).not.toBe(otherRate);
    attempts.settle();
    expect(attempts.keyFor('q_2 r_b')).not.toBe(otherQuote);
  });

  it('is a v4 UUID without crypto.randomUUID too (an insecure context)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
