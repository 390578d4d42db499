import en from './texts/en.json';
import es from './texts/es.json';
import type { MailLanguage } from './mail-language';

export type MailTexts = typeof es;

const TEXTS: Record<MailLanguage, MailTexts> = { es, en };

/** Every mail's words in one language (api/mail/texts/{es,en}.json; the parity test keeps their keys equal). */
export const mailTexts = (language: MailLanguage): MailTexts => TEXTS[language];

/** Fills `{{name}}` placeholders; a missing value is a bug, so it throws rather than mail a raw placeholder. */
export function fillText(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`mail text needs {{${name}}}`);
    return String(values[name]);
  });
}
