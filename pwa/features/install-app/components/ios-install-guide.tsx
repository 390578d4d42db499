import { useTranslation } from 'react-i18next';

function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" className="inline size-5 align-text-bottom text-cyan-700" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M12 3v12M8 7l4-4 4 4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M6 11H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-1" strokeLinecap="round" />
    </svg>
  );
}

/** iOS offers no install prompt: three steps through Safari's Share menu. */
export function IosInstallGuide() {
  const { t } = useTranslation();
  return (
    <div data-testid="ios-install-guide">
      <p className="text-sm text-slate-700">{t('installApp.ios.intro')}</p>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-800">
        <li>
          {t('installApp.ios.share')} <ShareIcon /> <span className="text-slate-600">{t('installApp.ios.shareIcon')}</span>
        </li>
        <li>{t('installApp.ios.addToHomeScreen')}</li>
        <li>{t('installApp.ios.confirm')}</li>
      </ol>
    </div>
  );
}
