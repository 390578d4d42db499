import { describe, expect, it } from 'vitest';
import { formatScore, inScope, mutationScore, tallyOf } from './mutation-summary';

const SCOPE = ['shared/**/*.ts', 'api/modules/**/*.ts', '!api/modules/*/http/**', '!**/*.test.ts', '!shared/**/*-messages.ts'];

describe('the mutation summary scores the whole scope as Stryker does', () => {
  it('counts killed and timed-out mutants as detected, survivors and uncovered ones as missed', () => {
    expect(mutationScore({ killed: 6, timeout: 2, survived: 1, noCoverage: 1 })).toBe(80);
  });

  it('leaves compile errors, runtime errors and ignored mutants out of the score', () => {
    const tally = tallyOf(['Killed', 'Killed', 'Survived', 'CompileError', 'RuntimeError', 'Ignored', 'Timeout', 'NoCoverage']);
    expect(tally).toEqual({ killed: 2, timeout: 1, survived: 1, noCoverage: 1 });
    expect(mutationScore(tally)).toBe(60);
  });

  it('has no score where no mutant counts, rather than 0 % or 100 %', () => {
    expect(mutationScore({ killed: 0, timeout: 0, survived: 0, noCoverage: 0 })).toBeNull();
    expect(formatScore(null)).toBe('n/a');
  });

  it('never rounds a score up to the goal: 79.96 % reads 79.9 %', () => {
    expect(formatScore(79.96)).toBe('79.9 %');
    expect(formatScore(80)).toBe('80.0 %');
    expect(formatScore(100)).toBe('100.0 %');
  });

  it('takes the files the config mutates, tests and excluded texts left out', () => {
    expect(inScope('shared/subscription/access.ts', SCOPE)).toBe(true);
    expect(inScope('api/modules/payments/webhook-service.ts', SCOPE)).toBe(true);
    expect(inScope('shared/subscription/access.test.ts', SCOPE)).toBe(false);
    expect(inScope('shared/accounts/account-messages.ts', SCOPE)).toBe(false);
    expect(inScope('api/modules/webhooks/http/webhooks-routes.ts', SCOPE)).toBe(false);
    expect(inScope('shared/README.md', SCOPE)).toBe(false);
  });

  it('reads a pattern literally apart from its wildcards (a dot is a dot)', () => {
    expect(inScope('shared/xts', ['shared/*.ts'])).toBe(false);
    expect(inScope('shared/a.ts', ['shared/?.ts'])).toBe(true);
    expect(inScope('shared/deep/a.ts', ['shared/*.ts'])).toBe(false);
  });
});
