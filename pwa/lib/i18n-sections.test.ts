import { describe, expect, it } from 'vitest';
import i18n, { loadTexts, setLanguage, startI18n } from './i18n';

describe('translations by section (decision 100)', () => {
  it('start with the core texts only, add a screen’s section when it loads, and fetch the rest when a key is missing', async () => {
    await startI18n('es');
    expect(i18n.t('common.close')).toBe('Cerrar');
    expect(i18n.exists('dashboard.lead')).toBe(false);
    expect(i18n.exists('marketing.hero.title')).toBe(false);

    await loadTexts(['account']);
    expect(i18n.t('dashboard.lead')).toBe('Tu casillero en Miami: tu plan, tu dirección y tus paquetes en un solo lugar.');
    expect(i18n.exists('marketing.hero.title')).toBe(false);

    // A key the sections test could not foresee: shown as its key once, then every section is fetched.
    const changed = new Promise((resolve) => i18n.on('languageChanged', resolve));
    expect(i18n.t('marketing.hero.title')).toBe('marketing.hero.title');
    await changed;
    expect(i18n.exists('marketing.hero.title')).toBe(true);
    expect(i18n.exists('admin.tabs')).toBe(true);
  });

  it('switch language with every section in use, so no screen shows a key after the switch', async () => {
    await loadTexts(['account']);
    setLanguage('en');
    await new Promise((resolve) => i18n.on('languageChanged', resolve));
    expect(i18n.language).toBe('en');
    expect(i18n.t('common.close')).toBe('Close');
    expect(i18n.exists('dashboard.lead')).toBe(true);
    // setLanguage also loads the account's language saver: let it finish inside the test.
    await import('./account-language');
  });
});
