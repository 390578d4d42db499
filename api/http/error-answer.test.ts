import { describe, expect, it } from 'vitest';
import { DomainError, type DomainErrorKind } from '../domain/domain-error';
import { ApiError } from './api-error';
import { errorAnswer } from './error-answer';

describe('errorAnswer: a refusal as the client hears it', () => {
  it.each<[DomainErrorKind, number]>([
    ['invalid-input', 400],
    ['unauthenticated', 401],
    ['payment-declined', 402],
    ['not-allowed', 403],
    ['not-found', 404],
    ['conflict', 409],
    ['too-large', 413],
    ['unsupported-type', 415],
    ['unprocessable', 422],
    ['rate-limited', 429],
    ['provider-failed', 502],
    ['unavailable', 503],
  ])('%s answers %i with { error } and no header of its own', (kind, status) => {
    expect(errorAnswer(new DomainError(kind, 'What went wrong'))).toEqual({ status, body: { error: 'What went wrong' }, headers: {} });
  });

  it('tells the details beside the message, in the body, error first', () => {
    const answer = errorAnswer(new DomainError('conflict', 'Taken', { field: 'email', code: 'TAKEN' }));
    expect(answer).toEqual({ status: 409, body: { error: 'Taken', field: 'email', code: 'TAKEN' }, headers: {} });
    expect(JSON.stringify(answer?.body)).toBe('{"error":"Taken","field":"email","code":"TAKEN"}');
  });

  it('tells a retry time as Retry-After in seconds, 0 included', () => {
    expect(errorAnswer(new DomainError('rate-limited', 'Slow down', { retry_after_minutes: 2 }, { retryAfterSeconds: 90 }))).toEqual({
      status: 429,
      body: { error: 'Slow down', retry_after_minutes: 2 },
      headers: { 'Retry-After': '90' },
    });
    expect(errorAnswer(new DomainError('unavailable', 'Busy', {}, { retryAfterSeconds: 0 }))?.headers).toEqual({ 'Retry-After': '0' });
  });

  it('tells the attempts left of a limit as its X-RateLimit-Remaining headers', () => {
    const answer = errorAnswer(new DomainError('rate-limited', 'RATE_LIMIT_EXCEEDED', {}, { attemptsLeft: { hour: 0, day: 7 } }));
    expect(answer?.headers).toEqual({ 'X-RateLimit-Remaining-Hour': '0', 'X-RateLimit-Remaining-Day': '7' });
  });

  it('answers an ApiError of the HTTP layer as it says', () => {
    const answer = errorAnswer(new ApiError(413, 'Request body too large', { limit: 1 }, { Connection: 'close' }));
    expect(answer).toEqual({ status: 413, body: { error: 'Request body too large', limit: 1 }, headers: { Connection: 'close' } });
  });

  it('has no answer for any other failure (the error handler answers 500)', () => {
    expect(errorAnswer(new Error('socket hang up'))).toBeUndefined();
    expect(errorAnswer('a string')).toBeUndefined();
  });
});
