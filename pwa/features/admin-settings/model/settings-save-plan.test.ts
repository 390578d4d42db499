import { describe, expect, it, vi } from 'vitest';
import { editsAfterSave, planSettingsSave, runSettingsSave, type SettingChange, type SettingsValues } from './settings-save-plan';

const business = {
  support_email: 'help@example.com',
  support_phone: '+1 305 555 0100',
  street_address: '1 Ocean Dr, Miami, FL',
  instagram_url: 'https://instagram.com/example',
  facebook_url: '',
};
const saved: SettingsValues = { allow_user_registration: true, whatsapp_number: '+13055550148', payment_provider: 'braintree', business };

describe('planSettingsSave', () => {
  it('sends nothing when nothing changed, or a value was changed back', () => {
    expect(planSettingsSave(saved, {}, true)).toEqual([]);
    expect(planSettingsSave(saved, { allow_user_registration: true, payment_provider: 'braintree', business: { ...business } }, true)).toEqual([]);
  });

  it('ignores spaces around text', () => {
    expect(planSettingsSave(saved, { whatsapp_number: ' +13055550148 ', business: { ...business, support_email: 'help@example.com  ' } }, true)).toEqual([]);
  });

  it('sends only the changed settings, in a fixed order, with trimmed text', () => {
    const plan = planSettingsSave(saved, { payment_provider: 'paypal', allow_user_registration: false, whatsapp_number: ' +1999 ' }, true);
    expect(plan).toEqual([
      { key: 'registration', value: false },
      { key: 'whatsapp', value: '+1999' },
      { key: 'provider', value: 'paypal' },
    ]);
  });

  it('sends the whole business details when one field changed', () => {
    const changed = { ...business, facebook_url: 'https://facebook.com/example' };
    expect(planSettingsSave(saved, { business: changed }, true)).toEqual([{ key: 'business', value: changed }]);
  });

  it('never sends a superadmin-only setting for an admin', () => {
    const edits = { whatsapp_number: '+1999', business: { ...business, support_phone: '' }, allow_user_registration: false };
    expect(planSettingsSave(saved, edits, false)).toEqual([{ key: 'registration', value: false }]);
  });

  it('never sends a setting whose current value did not load', () => {
    expect(planSettingsSave({ allow_user_registration: true }, { payment_provider: 'paypal', allow_user_registration: false }, true)).toEqual([
      { key: 'registration', value: false },
    ]);
  });
});

describe('runSettingsSave', () => {
  const plan: SettingChange[] = [
    { key: 'registration', value: false },
    { key: 'whatsapp', value: '+1999' },
    { key: 'provider', value: 'paypal' },
  ];

  it('sends every update in order and reports them saved', async () => {
    const sent: string[] = [];
    const report = await runSettingsSave(plan, async (change) => void sent.push(change.key), async () => 'never');
    expect(sent).toEqual(['registration', 'whatsapp', 'provider']);
    expect(report).toEqual({ saved: ['registration', 'whatsapp', 'provider'], failed: [] });
  });

  it('keeps going after a failure and reports which setting failed and why', async () => {
    const send = vi.fn(async (change: SettingChange) => {
      if (change.key === 'whatsapp') throw new Error('You do not have permission to do this');
    });
    const report = await runSettingsSave(plan, send, async (error, key) => `${key}: ${(error as Error).message}`);
    expect(send).toHaveBeenCalledTimes(3);
    expect(report).toEqual({ saved: ['registration', 'provider'], failed: [{ key: 'whatsapp', message: 'whatsapp: You do not have permission to do this' }] });
  });
});

describe('editsAfterSave', () => {
  it('drops the saved edits and keeps the failed ones for another try', () => {
    const edits = { allow_user_registration: false, whatsapp_number: '+1999', payment_provider: 'paypal' as const };
    const next = editsAfterSave(edits, { saved: ['registration', 'provider'], failed: [{ key: 'whatsapp', message: 'x' }] });
    expect(next).toEqual({ whatsapp_number: '+1999' });
  });
});
