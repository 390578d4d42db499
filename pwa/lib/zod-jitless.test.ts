import { describe, expect, it } from 'vitest';
import zodDefault, { z } from './zod-jitless';

describe("the browser's zod", () => {
  it('is configured jitless once loaded, so it never probes new Function under the CSP', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('is zod itself, named and default exports alike, and checks as zod does', () => {
    expect(zodDefault).toBe(z);
    expect(z.object({ id: z.number() }).parse({ id: 1 })).toEqual({ id: 1 });
    expect(() => z.object({ id: z.number() }).parse({ id: '1' })).toThrow();
  });
});
