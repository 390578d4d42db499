import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { translations } from '@/lib/locale-files';
import { isGuessable, loadPasswordMeasure } from './password-measure';
import { PasswordStrengthMeter } from './password-strength-meter';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { es: { translation: translations.es }, en: { translation: translations.en } },
  lng: 'es',
  initAsync: false,
  interpolation: { escapeValue: false },
});

const render = async (password: string, language: 'es' | 'en' = 'es') => {
  await i18n.changeLanguage(language);
  const strength = password ? (await loadPasswordMeasure())(password) : null;
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <PasswordStrengthMeter id="meter" password={password} strength={strength} />
    </I18nextProvider>,
  );
};

describe('PasswordStrengthMeter (decision 116)', () => {
  it('shows both rules before anything is typed, in both languages', async () => {
    const spanish = await render('');
    expect(spanish).toContain('Al menos 6 caracteres');
    expect(spanish).toContain('Difícil de adivinar');
    expect(spanish).toContain('escribe una contraseña');
    const english = await render('', 'en');
    expect(english).toContain('At least 6 characters');
    expect(english).toContain('Hard to guess');
  });

  it('ticks the length rule only for a weak password and says how weak it is', async () => {
    const html = await render('123456');
    expect(html).toContain('muy débil');
    expect(html.match(/data-met="true"/g)).toHaveLength(1);
  });

  it('ticks both rules for a hard password', async () => {
    const html = await render('ruta-sur-71', 'en');
    expect(html).toContain('very strong');
    expect(html.match(/data-met="true"/g)).toHaveLength(2);
  });
});

describe('isGuessable', () => {
  it('is the submit check the forms run before sending', async () => {
    expect(await isGuessable('abc123')).toBe(true);
    expect(await isGuessable('anagomez1', ['ana', 'gomez', 'anagomez'])).toBe(true);
    expect(await isGuessable('ruta-sur-71')).toBe(false);
  });
});
