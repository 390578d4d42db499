import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PUSH_ALERT_KINDS } from '@shared/push/push-schemas';
import type { EmailPreferencesStatus } from '@shared/push/email-preferences-schema';
import { Notice } from '@/components/ui/notice';
import { SwitchField } from '@/components/ui/switch-field';
import { apiErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { emailPreferencesQuery, updateEmailPreferencesMutation } from '../api/email-preferences-queries';

function EmailKindSwitches({ status }: { status: EmailPreferencesStatus }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useMutation(updateEmailPreferencesMutation(queryClient));
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-sm font-semibold text-slate-900">{t('pushAlerts.email.kindsTitle')}</legend>
      {PUSH_ALERT_KINDS.map((kind) => (
        <SwitchField
          key={kind}
          label={t('pushAlerts.email.kindLabel', { kind: t(`pushAlerts.kinds.${kind}.label`) })}
          hint={t(`pushAlerts.kinds.${kind}.hint`)}
          checked={status[kind]}
          onCheckedChange={(on) =>
            update.mutate({ [kind]: on }, { onError: async (error) => toast.error(await apiErrorMessage(error, t('pushAlerts.saveFailed'))) })
          }
        />
      ))}
    </fieldset>
  );
}

/**
 * The alerts by e-mail, beside the push switches: with no device every alert goes by e-mail (said so, nothing to
 * switch); with one, a switch per group to get its e-mail too (decision 181).
 */
export function EmailAlertsSection() {
  const { t } = useTranslation();
  const status = useQuery(emailPreferencesQuery());
  const data = status.data;
  return (
    <section aria-labelledby="email-alerts-title" className="mt-6 space-y-4 border-t border-slate-200 pt-5">
      <div>
        <h3 id="email-alerts-title" className="text-base font-semibold text-slate-900">
          {t('pushAlerts.email.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('pushAlerts.email.always')}</p>
      </div>
      {status.isError && <Notice tone="destructive">{t('pushAlerts.email.loadFailed')}</Notice>}
      {data && data.devices === 0 && (
        <Notice tone="info" title={t('pushAlerts.email.allByEmail.title')}>
          {t('pushAlerts.email.allByEmail.text')}
        </Notice>
      )}
      {data && data.devices > 0 && <EmailKindSwitches status={data} />}
    </section>
  );
}
