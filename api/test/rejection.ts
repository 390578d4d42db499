import { expect } from 'vitest';

/** The error `promise` rejects with, checked to be a `kind` (a gateway's own error); a promise that resolves fails. */
export async function rejectionOf<E extends Error>(promise: Promise<unknown>, kind: new (...args: never[]) => E): Promise<E> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(kind);
    return error as E;
  }
  throw new Error(`expected a ${kind.name}`);
}
