import { describe, expect, it } from 'vitest';
import { loadedOnFirstUse } from './loaded-on-first-use';

interface Greeter {
  readonly kind: 'real';
  greet(name: string): Promise<string>;
  count(): Promise<number>;
}

describe('an adapter loaded on first use', () => {
  it('loads nothing until a method is called, then loads once for every call', async () => {
    let loads = 0;
    let greeted = 0;
    const greeter = loadedOnFirstUse<Greeter, 'kind'>({ kind: 'real' }, async () => {
      loads += 1;
      return { kind: 'real', greet: async (name) => `hola ${name} ${++greeted}`, count: async () => greeted };
    });
    expect(greeter.kind).toBe('real');
    expect(await Promise.resolve(greeter)).toBe(greeter);
    expect(loads).toBe(0);

    expect(await Promise.all([greeter.greet('Ana'), greeter.greet('Luis')])).toEqual(['hola Ana 1', 'hola Luis 2']);
    expect(await greeter.count()).toBe(2);
    expect(loads).toBe(1);
  });

  it('tries the import again after it failed, rather than failing for good', async () => {
    let attempts = 0;
    const greeter = loadedOnFirstUse<Greeter, 'kind'>({ kind: 'real' }, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('module not found');
      return { kind: 'real', greet: async (name) => `hola ${name}`, count: async () => 0 };
    });
    await expect(greeter.greet('Ana')).rejects.toThrow('module not found');
    expect(await greeter.greet('Ana')).toBe('hola Ana');
  });
});
