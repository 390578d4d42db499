import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { PUSH_ALERT_KINDS, type PushStatus } from '@shared/push/push-schemas';
import { SwitchField } from '@/components/ui/switch-field';
import { apiErrorMessage } from '@/lib/api-client';
import { updatePreferencesMutation } from '../api/push-queries';

/** One switch per kind of alert; they apply to every device of the user. */
export function AlertKindSwitches({ status }: { status: PushStatus }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useMutation(updatePreferencesMutation(queryClient));
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-sm font-semibold text-slate-900">{t('pushAlerts.kinds.title')}</legend>
      {PUSH_ALERT_KINDS.map((kind) => (
        <SwitchField
          key={kind}
          label={t(`pushAlerts.kinds.${kind}.label`)}
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
