import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminPackage } from '@shared/admin/admin-package-schema';
import { MarkPickedUpRequestSchema, PICKUP_BY_MAX_LENGTH } from '@shared/packages/package-schemas';
import { TextField } from '@/components/ui/text-field';
import { validationText } from '@/lib/validation-text';
import { markPickedUpMutation } from '../api/admin-package-queries';
import { MarkPackageDialog } from './mark-package-dialog';

interface MarkPickedUpDialogProps {
  pkg: AdminPackage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Hand the parcel over: the name of the person collecting it is required. */
export function MarkPickedUpDialog({ pkg, open, onOpenChange }: MarkPickedUpDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation(markPickedUpMutation(queryClient));
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string>();

  const parse = () => {
    const parsed = MarkPickedUpRequestSchema.safeParse({ pickup_by: name });
    setFieldError(parsed.success ? undefined : validationText(t, parsed.error.issues[0]?.message));
    return parsed.success ? parsed.data : null;
  };
  const reset = () => {
    setName('');
    setFieldError(undefined);
  };

  return (
    <MarkPackageDialog
      pkg={pkg}
      open={open}
      onOpenChange={onOpenChange}
      step="pickedUp"
      testId="mark-picked-up-dialog"
      send={mutation.mutateAsync}
      sending={mutation.isPending}
      parse={parse}
      onReset={reset}
    >
      <TextField
        label={t('admin.pickedUp.name')}
        value={name}
        maxLength={PICKUP_BY_MAX_LENGTH}
        autoComplete="off"
        required
        onChange={(event) => setName(event.target.value)}
        error={fieldError}
      />
    </MarkPackageDialog>
  );
}
