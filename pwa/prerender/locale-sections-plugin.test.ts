import { describe, expect, it } from 'vitest';
import { TEXT_GROUPS, textChunkName } from '../../scripts/bundle-budget/chunk-names';
import { LANGUAGES } from '../lib/languages';
import { LOCALE_SECTIONS, SECTION_AREAS } from '../lib/locale-sections';
import { validationMessages } from '../../shared/validation/messages';
import { loadersModule, sectionModule } from './locale-sections-plugin';

describe('translation section modules (decision 101)', () => {
  it('give the app one loader per language and section, and nothing per area file', () => {
    const code = loadersModule();
    const imports = [...code.matchAll(/import\("virtual:locale-section\/(\w+)\/(\w+)"\)/g)].map((match) => `${match[1]}/${match[2]}`);
    expect(imports.sort()).toEqual(LANGUAGES.flatMap((language) => LOCALE_SECTIONS.map((section) => `${language}/${section}`)).sort());
    expect(code).not.toContain('.json');
  });

  it('put each area file of a section under its area, and skip an area with no file (validation comes from shared/)', () => {
    const code = sectionModule('es', SECTION_AREAS.core);
    const areas = [...code.matchAll(/"(\w+)": a\d+/g)].map((match) => match[1]);
    expect(areas).toEqual(SECTION_AREAS.core.filter((area) => area !== 'validation'));
    expect(code).toMatch(/import a0 from ".*\/pwa\/lib\/locales\/es\/app\.json";/);
  });

  it('write the core section’s validation texts in its own language only', () => {
    const es = sectionModule('es', SECTION_AREAS.core);
    expect(es).toContain(`"validation": ${JSON.stringify(validationMessages.es)}`);
    expect(es).not.toContain(validationMessages.en.emailRequired);
    expect(sectionModule('en', SECTION_AREAS.core)).toContain(`"validation": ${JSON.stringify(validationMessages.en)}`);
    expect(sectionModule('es', SECTION_AREAS.account)).not.toContain('"validation"');
  });

  it('build each section module into its language and section chunk', () => {
    const groupOf = (id: string) => TEXT_GROUPS.find((group) => group.test.test(id))?.name;
    expect(groupOf('\0virtual:locale-section/en/messages')).toBe(textChunkName('en', 'messages'));
    expect(groupOf('/app/pwa/lib/locales/en/serverMessages.json')).toBe(textChunkName('en', 'messages'));
    expect(groupOf('\0virtual:locale-section/es/core')).toBe(textChunkName('es', 'core'));
    expect(groupOf('/app/pwa/lib/locales/es/serverMessages.json')).not.toBe(textChunkName('es', 'core'));
  });
});
