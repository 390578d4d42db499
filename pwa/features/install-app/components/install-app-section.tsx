import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { isAppleMobile, isStandalone } from '@/lib/display-mode';
import { promptInstall, useInstallPrompt } from '../model/install-prompt';
import { IosInstallGuide } from './ios-install-guide';

/** The account page's "install the app": the browser's own dialog where there is one, else how to do it. */
export function InstallAppSection({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { canPrompt, installed } = useInstallPrompt();
  const [busy, setBusy] = useState(false);

  const install = async () => {
    setBusy(true);
    try {
      if (await promptInstall()) toast.success(t('installApp.installedToast'));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (isStandalone() || installed) body = <p className="text-sm text-slate-700">{t('installApp.installed')}</p>;
  else if (canPrompt)
    body = (
      <>
        <p className="mb-4 text-sm text-slate-600">{t('installApp.why')}</p>
        <Button size="lg" className="w-full sm:w-auto" busy={busy} busyText={t('installApp.installing')} onClick={() => void install()}>
          {t('installApp.install')}
        </Button>
      </>
    );
  else if (isAppleMobile()) body = <IosInstallGuide />;
  else
    body = (
      <>
        <p className="text-sm text-slate-600">{t('installApp.why')}</p>
        <p className="mt-2 text-sm text-slate-700">{t('installApp.browserMenu')}</p>
      </>
    );

  return (
    <section aria-labelledby="install-app-title" className={className}>
      <h2 id="install-app-title" className="mb-1 text-lg font-semibold text-slate-900">
        {t('installApp.title')}
      </h2>
      {body}
    </section>
  );
}
