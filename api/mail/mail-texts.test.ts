import { describe, expect, it } from 'vitest';
import en from './texts/en.json';
import es from './texts/es.json';
import { fillText } from './mail-texts';

type Tree = { [key: string]: string | string[] | Tree };

/** Every key path with the placeholders its text uses. */
function shape(tree: Tree, prefix = ''): Record<string, string[]> {
  const entries: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string' || Array.isArray(value)) {
      const texts = typeof value === 'string' ? [value] : value;
      entries[Array.isArray(value) ? `${path}[${value.length}]` : path] = texts.flatMap((text) => text.match(/\{\{\w+\}\}/g) ?? []).sort();
    } else Object.assign(entries, shape(value, `${path}.`));
  }
  return entries;
}

describe('mail texts', () => {
  it('have the same keys, list lengths and placeholders in Spanish and English', () => {
    expect(shape(en as Tree)).toEqual(shape(es as Tree));
  });

  it('never greet with a gendered welcome', () => {
    // "Te damos la bienvenida" welcomes anyone; "bienvenido"/"bienvenida" addressed to a person does not.
    expect(JSON.stringify(es)).not.toMatch(/bienvenidos?\b|(?<!la )bienvenida|Bienvenid/);
  });

  it('fill placeholders and refuse a missing value', () => {
    expect(fillText('Hola, {{firstName}}:', { firstName: 'Ana' })).toBe('Hola, Ana:');
    expect(() => fillText('{{days}} días')).toThrow('{{days}}');
  });
});
