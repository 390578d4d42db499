import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AppDialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import type { SettingsForm } from '../hooks/use-settings-form';

/** 'Save Changes', its confirmation, and the report of any setting that did not save. */
export function SettingsSaveBar({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const blocked = !form.hasChanges || form.hasErrors;
  const reportRef = useRef<HTMLDivElement>(null);
  // The report sits below the fields: bring it into view when a save leaves one.
  useEffect(() => {
    if (form.report) reportRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [form.report]);

  const confirm = async () => {
    await form.save();
    setConfirming(false);
  };

  return (
    <div ref={reportRef} className="mt-6 space-y-3 border-t border-slate-200 pt-4">
      {form.report && form.report.failed.length > 0 && (
        <Notice tone="destructive" title={t('adminSettings.save.failedTitle')}>
          <ul className="list-disc pl-5" data-testid="settings-save-failures">
            {form.report.failed.map((failure) => (
              <li key={failure.key}>{t('adminSettings.save.failedItem', { setting: t(`adminSettings.save.settings.${failure.key}`), reason: failure.message })}</li>
            ))}
          </ul>
        </Notice>
      )}
      <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
        <p className="text-sm text-slate-600 sm:mr-auto" aria-live="polite">
          {form.hasErrors ? t('adminSettings.save.invalid') : !form.hasChanges ? t('adminSettings.save.noChanges') : ''}
        </p>
        <Button size="lg" disabled={blocked} onClick={() => setConfirming(true)}>
          {t('adminSettings.save.button')}
        </Button>
      </div>
      <AppDialog
        open={confirming}
        onOpenChange={(next) => !form.busy && setConfirming(next)}
        title={t('adminSettings.save.confirmTitle')}
        description={t('adminSettings.save.confirmText')}
        size="sm"
        testId="confirm-settings-dialog"
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" disabled={form.busy} onClick={() => setConfirming(false)}>
            {t('adminSettings.save.cancel')}
          </Button>
          <Button size="lg" busy={form.busy} busyText={t('adminSettings.save.busy')} onClick={() => void confirm()}>
            {t('adminSettings.save.button')}
          </Button>
        </div>
      </AppDialog>
    </div>
  );
}
