import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PICKUP_NOTES_MAX_LENGTH } from '@shared/pickup/pickup-slots';
import { FormField } from '@/components/ui/form-field';
import { fieldClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** The notes text area: 3 rows (part 2 section 9). */
export function PickupNotesField({ field, error }: { field: UseFormRegisterReturn<'notes'>; error?: string }) {
  const { t } = useTranslation();
  return (
    <FormField label={t('pickup.form.notes')} error={error}>
      {(control) => (
        // The shared Textarea's minimum height is taller than three rows.
        <textarea rows={3} maxLength={PICKUP_NOTES_MAX_LENGTH} placeholder={t('pickup.form.notesPlaceholder')} className={cn(fieldClasses, 'h-auto py-2')} {...control} {...field} />
      )}
    </FormField>
  );
}
