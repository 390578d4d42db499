import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { AdminPackage } from '@shared/admin/admin-package-schema';
import { PACKAGE_MESSAGES } from '@shared/packages/package-messages';
import { MarkPickedUpRequestSchema, PICKUP_BY_MAX_LENGTH } from '@shared/packages/package-schemas';
import { Button } from '@/components/ui/button';
import { AppDialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/api-client';
import { translateServerMessage } from '@/lib/server-messages';
import { validationText } from '@/lib/validation-text';
import { markPickedUpMutation } from '../api/admin-package-queries';

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
  const [error, setError] = useState<string | null>(null);

  const changeOpen = (next: boolean) => {
    if (!next) {
      setName('');
      setFieldError(undefined);
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = MarkPickedUpRequestSchema.safeParse({ pickup_by: name });
    if (!parsed.success) {
      setFieldError(validationText(t, parsed.error.issues[0]?.message));
      return;
    }
    setFieldError(undefined);
    try {
      const label = `${pkg.tracking_number} · ${pkg.user_first_name} ${pkg.user_last_name} · ${pkg.user_suite_code}`;
      const result = await mutation.mutateAsync({ id: pkg.id, request: parsed.data, label });
      if (result.queued) toast.info(t('outbox.queued.pickedUp'));
      else toast.success(translateServerMessage(t, PACKAGE_MESSAGES.pickedUp));
      changeOpen(false);
    } catch (caught) {
      setError(await apiErrorMessage(caught, t('admin.pickedUp.failed')));
    }
  };

  return (
    <AppDialog
      open={open}
      onOpenChange={changeOpen}
      title={t('admin.pickedUp.title')}
      description={t('admin.pickedUp.description', { title: pkg.title, tracking: pkg.tracking_number, suite: pkg.user_suite_code })}
      testId="mark-picked-up-dialog"
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <TextField
          label={t('admin.pickedUp.name')}
          value={name}
          maxLength={PICKUP_BY_MAX_LENGTH}
          autoComplete="off"
          required
          onChange={(event) => setName(event.target.value)}
          error={fieldError}
        />
        {error && <Notice tone="destructive">{error}</Notice>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" onClick={() => changeOpen(false)}>{t('admin.actions.cancel')}</Button>
          <Button type="submit" size="lg" busy={mutation.isPending} busyText={t('admin.actions.saving')}>{t('admin.pickedUp.confirm')}</Button>
        </div>
      </form>
    </AppDialog>
  );
}
