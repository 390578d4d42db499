import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/ui/field-error';
import { NativeCheckbox } from '@/components/ui/native-checkbox';

/**
 * 'Accept terms', linking to /legal; sent with its form as `acceptTerms=on` when ticked. Below it, the privacy
 * notice: read, not agreed to, so it stays out of the checkbox's label.
 */
export function TermsField({ error, privacyPath }: { error?: string; privacyPath: string }) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-2">
        <NativeCheckbox
          id={id}
          name="acceptTerms"
          className="mt-0.5"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {t('registration.acceptTermsPrefix')}{' '}
          {/* A new tab keeps the half-filled form intact. */}
          <a href="/legal" target="_blank" rel="noopener" className="font-medium text-cyan-800 underline">
            {t('registration.termsLink')}
          </a>
        </label>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
      <p className="mt-2 text-sm text-slate-600">
        {t('registration.privacyPrefix')}{' '}
        <a href={privacyPath} target="_blank" rel="noopener" className="font-medium text-cyan-800 underline">
          {t('registration.privacyLink')}
        </a>
        .
      </p>
    </div>
  );
}
