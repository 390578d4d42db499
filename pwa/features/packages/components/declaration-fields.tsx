import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PACKAGE_CATEGORIES } from '@shared/packages/package-categories';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { validationText } from '@/lib/validation-text';

/** The two declared fields, as any form of a package names them. */
export interface DeclarationInput {
  declared_value_usd?: string | number | null;
  category?: string | null;
}

interface DeclarationFieldsProps<T extends DeclarationInput> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

/** Declared value (US dollars, typed with a point or a comma) and the contents' category, both optional. */
export function DeclarationFields<T extends DeclarationInput>({ register, errors }: DeclarationFieldsProps<T>) {
  const { t } = useTranslation();
  // One generic form type for the add and edit forms: their field names are the same.
  const fields = register as unknown as UseFormRegister<DeclarationInput>;
  const fieldErrors = errors as FieldErrors<DeclarationInput>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('packages.declaration.value')}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        error={validationText(t, fieldErrors.declared_value_usd?.message)}
        {...fields('declared_value_usd')}
      />
      <FormField label={t('packages.declaration.category')} error={validationText(t, fieldErrors.category?.message)}>
        {(control) => (
          <Select {...control} {...fields('category')}>
            <option value="">{t('packages.declaration.noCategory')}</option>
            {PACKAGE_CATEGORIES.map((category) => (
              <option key={category} value={category}>{t(`packages.category.${category}`)}</option>
            ))}
          </Select>
        )}
      </FormField>
      <p className="text-xs text-slate-600 sm:col-span-2">{t('packages.declaration.hint')}</p>
    </div>
  );
}
