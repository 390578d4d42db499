import { describe, expect, it } from 'vitest';
import { schemaBesideAnswer } from './schema-beside-answer';

describe('schemaBesideAnswer', () => {
  it('gives the schema module and the answer a task after both have arrived, not in the same task', async () => {
    let settled = false;
    const both = schemaBesideAnswer(Promise.resolve({ Schema: 'module' }), Promise.resolve({ answer: 1 })).then((value) => {
      settled = true;
      return value;
    });
    for (let turn = 0; turn < 20; turn++) await Promise.resolve();
    expect(settled).toBe(false);
    await expect(both).resolves.toEqual([{ Schema: 'module' }, { answer: 1 }]);
  });

  it("fails with the answer's error, or the schema module's", async () => {
    await expect(schemaBesideAnswer(Promise.resolve({}), Promise.reject(new Error('401')))).rejects.toThrow('401');
    await expect(schemaBesideAnswer(Promise.reject(new Error('chunk failed')), Promise.resolve({}))).rejects.toThrow('chunk failed');
  });
});
