import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { PackageDetail } from '@shared/packages/package-schema';
import { PACKAGE_TITLE_MAX_LENGTH, PackageTitleRequestSchema, type PackageTitleRequest } from '@shared/packages/package-schemas';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { validationText } from '@/lib/validation-text';
import { putPackage } from '../api/package-queries';
import { renamePackage } from '../api/rename-package';

type FormInput = z.input<typeof PackageTitleRequestSchema>;

/** The package's new name, checked as the server checks it (decision 183); loaded when the owner opens it. */
export default function RenamePackageForm({ pkg, onDone }: { pkg: PackageDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (request: PackageTitleRequest) => renamePackage(pkg.id, request),
    onSuccess: (saved) => putPackage(queryClient, saved),
  });
  const { register, handleSubmit, formState } = useForm<FormInput, unknown, PackageTitleRequest>({
    resolver: zodResolver(PackageTitleRequestSchema),
    defaultValues: { title: pkg.title },
  });
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await mutation.mutateAsync(values);
      toast.success(t('packageDetail.rename.saved'));
      onDone();
    } catch (caught) {
      setError(await apiErrorMessage(caught, t('packageDetail.rename.failed')));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3" data-testid="rename-package-form">
      <TextField
        label={t('packageDetail.rename.label')}
        autoComplete="off"
        autoFocus
        maxLength={PACKAGE_TITLE_MAX_LENGTH}
        error={validationText(t, formState.errors.title?.message)}
        {...register('title', { onChange: () => setError(null) })}
      />
      {error && <Notice tone="destructive">{error}</Notice>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={mutation.isPending} busyText={t('packageDetail.rename.saving')}>{t('packageDetail.rename.save')}</Button>
        <Button variant="outline" onClick={onDone} disabled={mutation.isPending}>{t('packageDetail.rename.cancel')}</Button>
      </div>
    </form>
  );
}
