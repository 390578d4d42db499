import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { usdToCents } from '@shared/packages/declared-value';
import { PackageDeclarationRequestSchema, type PackageDeclarationRequest } from '@shared/packages/declared-value-schema';
import type { PackageDetail } from '@shared/packages/package-schema';
import { formatUsd } from '@shared/money/format-usd';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { apiErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { putPackage } from '../api/package-queries';
import { setDeclaration } from '../api/set-declaration';
import { usePackageText } from '../hooks/use-package-text';
import { DeclarationFields } from './declaration-fields';
import { InvoiceSection } from './invoice-section';

type FormInput = z.input<typeof PackageDeclarationRequestSchema>;

/** What the customer declared of the package (value, contents) and its invoice, which the owner changes here. */
export default function PackageDeclaration({ pkg }: { pkg: PackageDetail }) {
  const { t } = useTranslation();
  const { language } = usePackageText();
  const [editing, setEditing] = useState(false);
  const cents = pkg.declared_value_usd === null ? null : usdToCents(pkg.declared_value_usd);
  return (
    <section aria-labelledby="package-declaration-title" className="rounded-2xl border border-slate-200 bg-white p-4" data-testid="package-declaration">
      <div className="flex items-center justify-between gap-3">
        <h2 id="package-declaration-title" className="text-base font-semibold text-slate-900">{t('packages.declaration.title')}</h2>
        {!editing && (
          <Button variant="link" onClick={() => setEditing(true)} data-testid="edit-declaration">
            {t('packages.declaration.edit')}
          </Button>
        )}
      </div>
      {editing ? (
        <DeclarationForm pkg={pkg} onDone={() => setEditing(false)} />
      ) : (
        <dl className="mt-3 grid grid-cols-2 gap-4 text-sm">
          <div>
            <dt className="text-slate-600">{t('packages.declaration.valueLabel')}</dt>
            <dd className="mt-1 font-medium text-slate-900" data-testid="declared-value">{cents === null ? t('packages.declaration.notDeclared') : formatUsd(cents, language)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('packages.declaration.categoryLabel')}</dt>
            <dd className="mt-1 font-medium text-slate-900" data-testid="declared-category">{pkg.category ? t(`packages.category.${pkg.category}`) : t('packages.declaration.notDeclared')}</dd>
          </div>
        </dl>
      )}
      <InvoiceSection pkg={pkg} />
    </section>
  );
}

function DeclarationForm({ pkg, onDone }: { pkg: PackageDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (request: PackageDeclarationRequest) => setDeclaration(pkg.id, request),
    onSuccess: (saved) => putPackage(queryClient, saved),
  });
  const { register, handleSubmit, formState } = useForm<FormInput, unknown, PackageDeclarationRequest>({
    resolver: zodResolver(PackageDeclarationRequestSchema),
    defaultValues: { declared_value_usd: pkg.declared_value_usd ?? '', category: pkg.category ?? '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await mutation.mutateAsync(values);
      toast.success(t('packages.declaration.saved'));
      onDone();
    } catch (caught) {
      setError(await apiErrorMessage(caught, t('packages.declaration.failed')));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="mt-3 space-y-3" data-testid="declaration-form">
      <DeclarationFields register={register} errors={formState.errors} />
      {error && <Notice tone="destructive">{error}</Notice>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={mutation.isPending} busyText={t('packages.declaration.saving')}>{t('packages.declaration.save')}</Button>
        <Button variant="outline" onClick={onDone} disabled={mutation.isPending}>{t('packages.declaration.cancel')}</Button>
      </div>
    </form>
  );
}
