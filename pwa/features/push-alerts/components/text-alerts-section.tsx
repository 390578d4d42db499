import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MessagingStatus } from '@shared/push/messaging-schemas';
import { gateMessage } from '@shared/subscription/gate-messages';
import { buttonClasses, Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { SwitchField } from '@/components/ui/switch-field';
import { apiErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { messagingStatusQuery, updateMessagingMutation } from '../api/messaging-queries';
import { PhoneCodeForm } from './phone-code-form';

/** For a plan without text alerts: the paywall's own words, pointing to the plans. */
function PremiumOnly() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'es';
  return (
    <div className="rounded-xl border border-dashed border-cyan-300 bg-cyan-50/60 p-4 text-sm" data-testid="paywall-sms_notifications" data-gate="premium_feature">
      <p className="font-semibold text-slate-900">{gateMessage('premiumFeatureTitle', language)}</p>
      <p className="mt-1 text-slate-700">{t('pushAlerts.messaging.premiumOnly')}</p>
      <Link to="/pricing" className={`${buttonClasses('outline', 'sm')} mt-3`}>
        {gateMessage('viewPlans', language)}
      </Link>
    </div>
  );
}

function ChannelSwitches({ status }: { status: MessagingStatus }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useMutation(updateMessagingMutation(queryClient));
  const save = (channel: 'sms' | 'whatsapp', on: boolean) =>
    update.mutate({ [channel]: on }, { onError: async (error) => toast.error(await apiErrorMessage(error, t('pushAlerts.saveFailed'))) });
  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">{t('pushAlerts.messaging.title')}</legend>
      <SwitchField label={t('pushAlerts.messaging.sms.label')} hint={t('pushAlerts.messaging.sms.hint')} checked={status.sms} onCheckedChange={(on) => save('sms', on)} />
      {status.whatsappOffered && (
        <SwitchField
          label={t('pushAlerts.messaging.whatsapp.label')}
          hint={t('pushAlerts.messaging.whatsapp.hint')}
          checked={status.whatsapp}
          onCheckedChange={(on) => save('whatsapp', on)}
        />
      )}
      <p className="text-sm text-slate-600">{t('pushAlerts.messaging.stopHint')}</p>
    </fieldset>
  );
}

/** SMS and WhatsApp beside the push alerts (Premium): the phone confirmed by a texted code, then a switch per channel. */
export function TextAlertsSection() {
  const { t } = useTranslation();
  const status = useQuery(messagingStatusQuery());
  const [changingPhone, setChangingPhone] = useState(false);
  const data = status.data;
  return (
    <section aria-labelledby="text-alerts-title" className="mt-6 space-y-4 border-t border-slate-200 pt-5">
      <div>
        <h3 id="text-alerts-title" className="text-base font-semibold text-slate-900">
          {t('pushAlerts.messaging.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('pushAlerts.messaging.intro')}</p>
      </div>
      {status.isError && <Notice tone="destructive">{t('pushAlerts.messaging.loadFailed')}</Notice>}
      {data && !data.available && <PremiumOnly />}
      {data?.available && (!data.verified || changingPhone) && <PhoneCodeForm status={data} onConfirmed={() => setChangingPhone(false)} />}
      {data?.available && data.verified && !changingPhone && (
        <>
          <p className="text-sm text-slate-700">
            {t('pushAlerts.messaging.verifiedPhone', { phone: data.phone })}{' '}
            <Button variant="link" onClick={() => setChangingPhone(true)}>
              {t('pushAlerts.messaging.changePhone')}
            </Button>
          </p>
          <ChannelSwitches status={data} />
        </>
      )}
    </section>
  );
}
