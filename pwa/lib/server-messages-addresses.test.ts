import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '@shared/addresses/address-messages';
import { gateMessages } from '@shared/subscription/gate-messages';
import { translations } from './locale-files';
import { translateServerMessage } from './server-messages';

const es = i18next.createInstance();
const en = i18next.createInstance();

describe('the delivery address refusals, translated', () => {
  beforeAll(async () => {
    const resources = { es: { translation: translations.es }, en: { translation: translations.en } };
    await es.init({ lng: 'es', resources });
    await en.init({ lng: 'en', resources });
  });

  it('has every address text in both languages, the English as the server says it', () => {
    for (const text of Object.values(ADDRESS_MESSAGES)) {
      expect(translateServerMessage(en.t, text)).toBe(text);
      expect(translateServerMessage(es.t, text)).not.toBe(text);
    }
    expect(translateServerMessage(es.t, ADDRESS_MESSAGES.undeliverable)).toBe('El transportista no encontró esta dirección. Revisa la calle, la ciudad, el estado y el código ZIP.');
  });

  it("says a plan's refusal in the paywall's own words", () => {
    for (const key of ['subscriptionRequiredMessage', 'premiumRequiredMessage', 'plusRequiredMessage'] as const) {
      expect(translateServerMessage(es.t, gateMessages.en[key])).toBe(gateMessages.es[key]);
      expect(translateServerMessage(en.t, gateMessages.en[key])).toBe(gateMessages.en[key]);
    }
  });
});
