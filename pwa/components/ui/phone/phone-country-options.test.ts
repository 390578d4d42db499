import { describe, expect, it } from 'vitest';
import { phoneCountryGroups } from './phone-country-options';
import { exampleNumberOf } from './phone-example';

describe('phoneCountryGroups', () => {
  it("puts the spec's countries first, in its order, with names in the UI language", () => {
    const { common } = phoneCountryGroups('es');
    expect(common.slice(0, 3)).toEqual([
      { country: 'US', name: 'Estados Unidos', code: '+1' },
      { country: 'CA', name: 'Canadá', code: '+1' },
      { country: 'AR', name: 'Argentina', code: '+54' },
    ]);
    expect(phoneCountryGroups('en').common[0]?.name).toBe('United States');
  });

  it('lists every country by name in the UI language', () => {
    const { all } = phoneCountryGroups('es');
    expect(all.length).toBeGreaterThan(240);
    const names = all.map((option) => option.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
    expect(all.find((option) => option.country === 'JP')).toEqual({ country: 'JP', name: 'Japón', code: '+81' });
  });
});

describe('exampleNumberOf', () => {
  it('writes a mobile example as people in the country do', () => {
    expect(exampleNumberOf('AR')).toBe('011 15-2345-6789');
    expect(exampleNumberOf('US')).toBe('(201) 555-0123');
  });
});
