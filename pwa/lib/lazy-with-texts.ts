import { lazy, type ComponentType } from 'react';
import { loadTexts } from './i18n';
import type { LocaleSection } from './locale-sections';

/** A module loaded on use together with the translation sections its texts are in: it resolves once both are in. */
export function importWithTexts<T>(load: () => Promise<T>, sections: readonly LocaleSection[]): Promise<T> {
  return Promise.all([load(), loadTexts(sections)]).then(([module]) => module);
}

/**
 * React.lazy for a screen or dialog whose texts are in a section the page may not have loaded yet: its code and its
 * texts download together and it renders once both are in, never showing a key.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithTexts<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, sections: readonly LocaleSection[]) {
  return lazy(() => importWithTexts(load, sections));
}
