import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Package } from '../../../shared/packages/package-schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cachedPackageList } from './package-list-cache';

describe('the package list cache', () => {
  let testApp: TestApp;
  let reads: number[];
  beforeEach(async () => {
    testApp = await createTestApp();
    reads = [];
  });
  afterEach(() => testApp.close());

  const list = (userId: number) =>
    cachedPackageList(testApp.db, userId, () => {
      reads.push(userId);
      return [] as Package[];
    });

  it('reads a list once while nothing is written', () => {
    list(1);
    list(1);
    list(2);
    list(1);
    expect(reads).toEqual([1, 2]);
  });

  it('keeps the lists of a thousand customers, and starts over with the next one', () => {
    for (let userId = 1; userId <= 1000; userId++) list(userId);
    list(1);
    list(1000);
    expect(reads).toHaveLength(1000);
    list(1001);
    list(1001);
    list(1);
    expect(reads.slice(1000)).toEqual([1001, 1]);
  });
});
