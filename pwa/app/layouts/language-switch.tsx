import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage, languageLink, LANGUAGES, setLanguage } from '@/lib/i18n';

const TONES = {
  // On the dark footer.
  dark: { label: 'text-slate-300', group: 'bg-slate-800', active: 'bg-white text-slate-900', idle: 'text-slate-200 hover:text-white' },
  // On a white card (the dashboard's account screen).
  light: { label: 'text-slate-700', group: 'bg-slate-100', active: 'bg-white text-slate-900 shadow-sm', idle: 'text-slate-700 hover:text-slate-900' },
} as const;

interface LanguageSwitchProps {
  tone?: keyof typeof TONES;
  /** e.g. sr-only where a heading already names the switch. */
  labelClassName?: string;
  buttonClassName?: string;
}

export function LanguageSwitch({ tone = 'dark', labelClassName, buttonClassName }: LanguageSwitchProps) {
  const colors = TONES[tone];
  const { t } = useTranslation();
  const labelId = useId();
  const active = currentLanguage();
  return (
    <div className="flex items-center gap-3">
      <span id={labelId} className={cn('text-sm', colors.label, labelClassName)}>
        {t('language.label')}
      </span>
      <div role="group" aria-labelledby={labelId} className={cn('inline-flex rounded-lg p-1', colors.group)}>
        {LANGUAGES.map((language) => (
          // Links: they work before the app has loaded (decision 137). The current language is marked as current.
          <a
            key={language}
            href={languageLink(language)}
            lang={language}
            aria-current={language === active ? 'true' : undefined}
            onClick={(event) => {
              event.preventDefault();
              setLanguage(language);
            }}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
              language === active ? colors.active : colors.idle,
              buttonClassName,
            )}
          >
            {t(`language.${language}`)}
          </a>
        ))}
      </div>
    </div>
  );
}
