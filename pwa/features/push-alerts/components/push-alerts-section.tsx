import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/ui/notice';
import { pushSupport } from '../model/push-support';
import { EmailAlertsSection } from './email-alerts-section';
import { PushAlertsControls } from './push-alerts-controls';
import { TextAlertsSection } from './text-alerts-section';

/** The account page's alerts: an opt-in for this device, never asked for on page load, the e-mails, and Premium's SMS and WhatsApp. */
export function PushAlertsSection({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [support] = useState(pushSupport);
  return (
    <section aria-labelledby="push-alerts-title" className={className}>
      <h2 id="push-alerts-title" className="text-lg font-semibold text-slate-900">
        {t('pushAlerts.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t('pushAlerts.intro')}</p>
      {support === 'supported' ? (
        <PushAlertsControls />
      ) : (
        <Notice tone="info" title={t(`pushAlerts.${support === 'needs-install' ? 'needsInstall' : 'unsupported'}.title`)}>
          {t(`pushAlerts.${support === 'needs-install' ? 'needsInstall' : 'unsupported'}.text`)}
        </Notice>
      )}
      <EmailAlertsSection />
      <TextAlertsSection />
    </section>
  );
}
