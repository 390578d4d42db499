import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileFormSchema } from '@shared/accounts/profile-schema';
import type { PublicUser } from '@shared/accounts/user-schema';
import { callingCodeOf, defaultPhoneCountry, phoneForCountry, splitStoredPhone, type PhoneCountry } from '@shared/phone/phone-rules';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { PhoneFields } from '@/components/ui/phone-fields';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { fieldErrorsOf } from '@/lib/field-errors-of';
import { currentLanguage, LANGUAGES, setLanguage } from '@/lib/i18n';
import { useActionForm } from '@/lib/use-action-form';
import { validationText } from '@/lib/validation-text';
import { replaceProfile } from '../api/replace-profile';
import { refusalOf } from '../model/refusal-of';

/** The API's field names, as the form names them. */
const FIELDS = { first_name: 'first_name', last_name: 'last_name', phone_country_code: 'phoneCountry', phone_number: 'phoneNumber', language: 'language' };

const browserLanguages = () => (typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));

interface ProfileFormProps {
  user: PublicUser;
  onSaved: (user: PublicUser) => void;
}

/** Names, phone with its country and the language, filled with what the account has (decision 171). */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const { t } = useTranslation();
  // What the server answered last: the fields start over from it once saved, before the session's copy catches up.
  const [saved, setSaved] = useState<PublicUser | null>(null);
  const shown = saved?.id === user.id ? saved : user;
  const phone = useMemo(() => splitStoredPhone(shown.phone, defaultPhoneCountry(browserLanguages())), [shown.phone]);
  const [country, setCountry] = useState<string>(phone.country);
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const form = useActionForm(
    async (values) => {
      setDone(false);
      setServerError(null);
      const parsed = ProfileFormSchema.safeParse(values);
      if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) };
      const { phoneCountry, phoneNumber, language, ...names } = parsed.data;
      const code = callingCodeOf(phoneCountry as PhoneCountry);
      // The number as stored (a trunk 0 dropped); the schema has checked it for its country.
      const stored = phoneForCountry(phoneNumber, phoneCountry as PhoneCountry) ?? `${code}${phoneNumber}`;
      try {
        const updated = await replaceProfile({ ...names, phone_country_code: code, phone_number: stored.slice(code.length), language });
        setSaved(updated);
        setDone(true);
        onSaved(updated);
        if (language !== currentLanguage()) setLanguage(language);
        return { ok: true };
      } catch (error) {
        const refusal = await refusalOf(error, FIELDS, t('account.profile.failed'));
        if (refusal.field) return { ok: false, errors: { [refusal.field]: refusal.message } };
        setServerError(refusal.message);
        return { ok: false };
      }
    },
    (element, mounted) => {
      const select = element.elements.namedItem('phoneCountry');
      if (select instanceof HTMLSelectElement) setCountry(select.value);
      if (!mounted) setDone(false);
    },
  );
  const error = (name: string) => validationText(t, form.error(name));

  return (
    <form {...form.formProps} className="space-y-4" aria-labelledby="account-profile-title">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('account.profile.firstName')} name="first_name" autoComplete="given-name" defaultValue={shown.first_name} error={error('first_name')} />
        <TextField label={t('account.profile.lastName')} name="last_name" autoComplete="family-name" defaultValue={shown.last_name} error={error('last_name')} />
      </div>
      <PhoneFields
        legend={t('account.profile.phone')}
        countryLabel={t('account.profile.countryCode')}
        numberLabel={t('account.profile.phoneNumber')}
        country={country}
        countryField={{ name: 'phoneCountry', defaultValue: phone.country }}
        numberField={{ name: 'phoneNumber', defaultValue: phone.nationalNumber }}
        countryError={error('phoneCountry')}
        numberError={error('phoneNumber')}
      />
      <FormField label={t('account.profile.language')} error={error('language')}>
        {(control) => (
          <Select {...control} name="language" defaultValue={currentLanguage()} className="sm:max-w-xs">
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {t(`language.${language}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {serverError && <Notice tone="destructive">{serverError}</Notice>}
      {done && <Notice tone="success">{t('account.profile.saved')}</Notice>}
      <Button type="submit" className="w-full sm:w-auto" busy={form.pending} busyText={t('account.profile.saving')}>
        {t('account.profile.save')}
      </Button>
    </form>
  );
}
