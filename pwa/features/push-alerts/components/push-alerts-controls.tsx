import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Notice } from '@/components/ui/notice';
import { SwitchField } from '@/components/ui/switch-field';
import { apiErrorMessage } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { deviceEndpointQuery, disableDeviceMutation, enableDeviceMutation, pushStatusQuery, resyncDeviceMutation } from '../api/push-queries';
import { NoServiceWorkerError } from '../model/device-subscription';
import { notificationPermission } from '../model/push-support';
import { AlertKindSwitches } from './alert-kind-switches';

/** The device switch (permission asked only when it is flipped on) and, once alerts reach a device, the kinds. */
export function PushAlertsControls() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [permission, setPermission] = useState(notificationPermission);
  const device = useQuery(deviceEndpointQuery());
  const status = useQuery(pushStatusQuery());
  const enable = useMutation(enableDeviceMutation(queryClient));
  const disable = useMutation(disableDeviceMutation(queryClient));
  const { mutate: resync } = useMutation(resyncDeviceMutation(queryClient));
  const deviceOn = permission === 'granted' && Boolean(device.data);
  const language = currentLanguage();

  // The server's copy follows this device's owner and language (a 410 may also have removed it).
  useEffect(() => {
    if (deviceOn) resync(language);
  }, [deviceOn, device.data, language, resync]);

  const failed = async (error: unknown) =>
    toast.error(error instanceof NoServiceWorkerError ? t('pushAlerts.notReady') : await apiErrorMessage(error, t('pushAlerts.failed')));

  const onDeviceChange = async (on: boolean) => {
    if (!on) {
      disable.mutate(undefined, { onSuccess: () => toast.success(t('pushAlerts.disabled')), onError: failed });
      return;
    }
    const answer = permission === 'granted' ? permission : await Notification.requestPermission();
    setPermission(answer);
    if (answer === 'default') toast(t('pushAlerts.notAllowed'));
    if (answer !== 'granted') return;
    enable.mutate(language, { onSuccess: () => toast.success(t('pushAlerts.enabled')), onError: failed });
  };

  const devices = status.data?.devices ?? 0;
  return (
    <div className="space-y-5">
      <SwitchField
        label={t('pushAlerts.device.label')}
        hint={t('pushAlerts.device.hint')}
        checked={deviceOn}
        disabled={permission === 'denied' || device.isPending}
        busy={enable.isPending || disable.isPending}
        onCheckedChange={(on) => void onDeviceChange(on)}
      />
      {permission === 'denied' && (
        <Notice tone="warning" title={t('pushAlerts.denied.title')}>
          {t('pushAlerts.denied.text')}
        </Notice>
      )}
      {!deviceOn && devices > 0 && <p className="text-sm text-slate-600">{t('pushAlerts.otherDevices', { count: devices })}</p>}
      {status.isError && <Notice tone="destructive">{t('pushAlerts.loadFailed')}</Notice>}
      {status.data && (deviceOn || devices > 0) && <AlertKindSwitches status={status.data} />}
    </div>
  );
}
