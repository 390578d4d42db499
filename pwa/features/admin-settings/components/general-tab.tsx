import { useTranslation } from 'react-i18next';
import { BUSINESS_DETAIL_KEYS, type BusinessDetails } from '@shared/settings/business-details-schema';
import { QueryState } from '@/components/ui/query-state';
import { SwitchField } from '@/components/ui/switch-field';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { validationText } from '@/lib/validation-text';
import type { SettingsForm } from '../hooks/use-settings-form';
import { READ_ONLY, WhatsappField } from './whatsapp-field';
import { SettingsSection } from './settings-section';

interface GeneralTabProps {
  form: SettingsForm;
  isSuperadmin: boolean;
}

const INPUT_TYPES: Record<keyof BusinessDetails, string> = {
  support_email: 'email',
  support_phone: 'tel',
  street_address: 'text',
  instagram_url: 'url',
  facebook_url: 'url',
};

export function GeneralTab({ form, isSuperadmin }: GeneralTabProps) {
  const { t } = useTranslation();
  const { queries, value, edit } = form;
  const readOnlyNote = !isSuperadmin ? t('adminSettings.general.superadminOnly') : undefined;

  return (
    <div className="space-y-4">
      <QueryState query={queries.registration} errorText={t('adminSettings.general.registrationLoadFailed')}>
        {(saved) => (
          <SwitchField
            label={t('adminSettings.general.registration')}
            hint={t('adminSettings.general.registrationHint')}
            checked={value('allow_user_registration') ?? saved}
            onCheckedChange={(checked) => edit('allow_user_registration', checked)}
          />
        )}
      </QueryState>

      <QueryState query={queries.whatsapp} errorText={t('adminSettings.general.whatsappLoadFailed')}>
        {(saved) => (
          <WhatsappField
            value={value('whatsapp_number') ?? saved}
            onChange={(next) => edit('whatsapp_number', next)}
            readOnly={!isSuperadmin}
            note={readOnlyNote ?? t('adminSettings.general.whatsappHint')}
          />
        )}
      </QueryState>

      <SettingsSection title={t('adminSettings.general.business')} hint={t('adminSettings.general.businessHint')}>
        <QueryState query={queries.business} errorText={t('adminSettings.general.businessLoadFailed')}>
          {(saved) => {
            const details = value('business') ?? saved;
            return (
              <div className="grid gap-4 md:grid-cols-2">
                {BUSINESS_DETAIL_KEYS.map((field) => (
                  <TextField
                    key={field}
                    label={t(`adminSettings.general.fields.${field}`)}
                    type={INPUT_TYPES[field]}
                    value={details[field]}
                    onChange={(event) => edit('business', { ...details, [field]: event.target.value })}
                    readOnly={!isSuperadmin}
                    className={cn(field === 'street_address' && 'md:col-span-2', !isSuperadmin && READ_ONLY)}
                    error={validationText(t, form.businessErrors[field])}
                  />
                ))}
                {readOnlyNote && <p className="text-sm text-slate-600 md:col-span-2">{readOnlyNote}</p>}
              </div>
            );
          }}
        </QueryState>
      </SettingsSection>
    </div>
  );
}
