import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_MESSAGES } from '@shared/push/messaging-messages';
import { validationMessages } from '@shared/validation/messages';
import { translations } from './locale-files';
import { translateServerMessage } from './server-messages';

const es = i18next.createInstance();
const en = i18next.createInstance();

describe('the SMS and WhatsApp refusals, translated', () => {
  beforeAll(async () => {
    const resources = { es: { translation: translations.es }, en: { translation: translations.en } };
    await es.init({ lng: 'es', resources });
    await en.init({ lng: 'en', resources });
  });

  it('has every text in both languages, the English as the server says it', () => {
    for (const text of Object.values(MESSAGING_MESSAGES)) {
      expect(translateServerMessage(en.t, text)).toBe(text);
      expect(translateServerMessage(es.t, text)).not.toBe(text);
    }
    expect(translateServerMessage(es.t, MESSAGING_MESSAGES.wrongCode)).toBe('Ese código no es correcto');
    expect(translateServerMessage(es.t, validationMessages.en.codeInvalid)).toBe('Ingresa el código de 6 dígitos');
  });
});
