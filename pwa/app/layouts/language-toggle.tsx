import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage, languageLink, LANGUAGES, setLanguage } from '@/lib/i18n';

/**
 * The header's language control: one small link (it works before the app has loaded: decision 137) that shows the other language's code (ES / EN), so it fits a
 * 375 px header beside the logo, the login button and the menu. Its name says what it does and holds the visible
 * code; the choice is remembered like the footer's switch (storage, `lang` cookie, <html lang>).
 */
/** `display` replaces the default inline-flex (e.g. hidden on the narrowest phones); classes are joined, not merged. */
export function LanguageToggle({ display = 'inline-flex' }: { display?: string }) {
  const { t } = useTranslation();
  const active = currentLanguage();
  const next = LANGUAGES.find((language) => language !== active) ?? LANGUAGES[0];
  const code = next.toUpperCase();
  // "EN, ver en inglés": the visible code first (label in name), then what it does in the page's language, so it
  // never shares a name with the footer's "English".
  const label = t(`language.viewIn.${next}`);
  return (
    <a
      href={languageLink(next)}
      data-testid="header-language"
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.preventDefault();
        setLanguage(next);
      }}
      className={cn(
        'h-9 min-w-8 shrink-0 items-center justify-center rounded-lg border border-slate-300 px-1.5 text-xs font-semibold tracking-wide text-slate-700',
        'hover:border-slate-400 hover:text-slate-900',
        display,
      )}
    >
      <span lang={next}>{code}</span>
    </a>
  );
}
