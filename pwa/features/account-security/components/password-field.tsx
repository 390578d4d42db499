import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  error?: string;
  /** The id of what is shown under the field (the strength meter), read with it. */
  describedBy?: string;
  children?: ReactNode;
};

/** A labelled password input with a show/hide button beside it, its error tied to it; `children` show under it. */
export function PasswordField({ label, error, describedBy, id, className, children, ...inputProps }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const described = [error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative mt-1">
        <Input
          id={inputId}
          type={shown ? 'text' : 'password'}
          className="pr-12"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...inputProps}
        />
        {/* One name, its state told by aria-pressed: a reader hears "Show password, toggle button, pressed". */}
        <button
          type="button"
          aria-controls={inputId}
          aria-pressed={shown}
          aria-label={t('account.password.show')}
          onClick={() => setShown((value) => !value)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-cyan-600"
        >
          <EyeIcon crossed={shown} />
        </button>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
      {children}
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}
