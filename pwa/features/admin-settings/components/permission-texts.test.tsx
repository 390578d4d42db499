import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { translations } from '@/lib/locale-files';
import type { SettingsForm } from '../hooks/use-settings-form';
import type { SettingsValues } from '../model/settings-save-plan';
import { GeneralTab } from './general-tab';
import { UsersTab } from './users-tab';

// The tabs' write paths import the API client and the app's i18n, which need a browser; nothing here calls them.
vi.mock('@/lib/api-client', () => ({ api: {}, getApiFailure: vi.fn(), describeApiFailure: vi.fn() }));
vi.mock('@/lib/i18n', () => ({ default: {} }));

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ resources: { en: { translation: translations.en } }, lng: 'en', initAsync: false, interpolation: { escapeValue: false } });

const saved: SettingsValues = {
  allow_user_registration: true,
  whatsapp_number: '+1 305-555-0148',
  payment_provider: 'braintree',
  business: { support_email: 'help@example.com', support_phone: '', street_address: '', instagram_url: '', facebook_url: '' },
};
const loaded = <T,>(data: T) => ({ data, isError: false, isFetching: false, refetch: vi.fn() });

/** The General tab's form as the hook gives it, with everything loaded and nothing edited. */
const form = {
  queries: {
    registration: loaded(saved.allow_user_registration),
    whatsapp: loaded(saved.whatsapp_number),
    business: loaded(saved.business),
    provider: loaded(saved.payment_provider),
  },
  value: () => undefined,
  edit: vi.fn(),
  businessErrors: {},
} as unknown as SettingsForm;

const render = (node: React.ReactNode) => renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
/** The WhatsApp number and the five business details (not the switch's hidden checkbox). */
const textInputs = (html: string) => html.match(/<input[^>]*type="(?:tel|email|text|url)"[^>]*>/g) ?? [];
const ONLY_SUPERADMINS = 'Only superadmins can change this value.';

describe('what an admin (not a superadmin) is allowed in the settings dialog', () => {
  it('the Users tab tells an admin they may not manage users', () => {
    expect(render(<UsersTab role="admin" />)).toContain('You do not have permission to manage users.');
  });

  it('the WhatsApp number is read-only for an admin, with the note', () => {
    const html = render(<GeneralTab form={form} isSuperadmin={false} />);
    expect(html).toContain(ONLY_SUPERADMINS);
    const fields = textInputs(html);
    expect(fields).toHaveLength(6);
    expect(fields.every((input) => input.includes('readOnly=""'))).toBe(true);
    expect(fields[0]).toContain('value="+1 305-555-0148"');
  });

  it('the WhatsApp number and business details are editable for a superadmin, without the note', () => {
    const html = render(<GeneralTab form={form} isSuperadmin />);
    expect(html).not.toContain(ONLY_SUPERADMINS);
    expect(textInputs(html).some((input) => input.includes('readOnly'))).toBe(false);
  });
});
