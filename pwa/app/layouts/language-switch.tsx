import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage, LANGUAGES, setLanguage } from '@/lib/i18n';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const labelId = useId();
  const active = currentLanguage();
  return (
    <div className="flex items-center gap-3">
      <span id={labelId} className="text-sm text-slate-300">
        {t('language.label')}
      </span>
      <div role="group" aria-labelledby={labelId} className="inline-flex rounded-lg bg-slate-800 p-1">
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={language === active}
            onClick={() => setLanguage(language)}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
              language === active ? 'bg-white text-slate-900' : 'text-slate-200 hover:text-white',
            )}
          >
            {t(`language.${language}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
