import { describe, expect, it } from 'vitest';
import { validationMessages } from '@shared/validation/messages';
import { localeFiles } from './locale-files';

const { es, en } = localeFiles;

type Tree = { [key: string]: unknown };

/** Every leaf as [dotted.path, value]. */
function leaves(tree: Tree, prefix = ''): Array<[string, unknown]> {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? leaves(value as Tree, path) : [[path, value]];
  });
}

const keys = (tree: Tree) => leaves(tree).map(([path]) => path).sort();

describe('locale files', () => {
  it('the es and en locale files have exactly the same keys', () => {
    expect(keys(es).length).toBeGreaterThan(100);
    expect(keys(es)).toEqual(keys(en));
  });

  it.each([
    ['es', es],
    ['en', en],
  ] as const)('%s has no empty or non-text value', (_language, tree) => {
    const bad = leaves(tree).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad).toEqual([]);
  });

  it('does not define the validation namespace, which is merged from shared messages', () => {
    expect(Object.keys(es)).not.toContain('validation');
    expect(Object.keys(en)).not.toContain('validation');
  });

  it('shared validation messages have the same keys in both languages', () => {
    expect(Object.keys(validationMessages.es).sort()).toEqual(Object.keys(validationMessages.en).sort());
  });

  it('keeps the same interpolation placeholders in both languages', () => {
    const placeholders = (text: unknown) => String(text).match(/{{\s*\w+\s*}}|<\/?\w+>/g)?.sort() ?? [];
    const esValues = new Map(leaves(es));
    const mismatched = leaves(en).filter(([path, value]) => placeholders(value).join() !== placeholders(esValues.get(path)).join());
    expect(mismatched).toEqual([]);
  });
});
