import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegistrationForm } from '@shared/accounts/registration-schema';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';

export function TermsField({ control, error, onEdit }: { control: Control<RegistrationForm>; error?: string; onEdit: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-2">
        <Controller
          control={control}
          name="acceptTerms"
          render={({ field }) => (
            <Checkbox
              id={id}
              className="mt-0.5"
              checked={field.value === true}
              onCheckedChange={(checked) => {
                field.onChange(checked === true);
                onEdit();
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          )}
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
    </div>
  );
}
