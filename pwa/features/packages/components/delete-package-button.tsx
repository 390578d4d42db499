import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackageDetail } from '@shared/packages/package-schema';
import { Button } from '@/components/ui/button';
import { AppDialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';

interface DeletePackageButtonProps {
  pkg: Pick<PackageDetail, 'title' | 'tracking_number'>;
  deletion: { remove: () => Promise<void>; busy: boolean; error: string | null; clearError: () => void };
}

/** Delete, after a confirmation; offered only while the package is pending. */
export function DeletePackageButton({ pkg, deletion }: DeletePackageButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const setOpenAndClear = (next: boolean) => {
    if (deletion.busy) return;
    if (!next) deletion.clearError();
    setOpen(next);
  };
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        data-testid="delete-package"
        className="inline-flex h-10 w-full items-center justify-center gap-2 rounded-lg border border-red-200 bg-white px-4 text-sm font-medium text-red-700 transition-colors hover:bg-red-50 sm:w-auto"
      >
        <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
          <path d="M4 6h12M8 6V4.5A1.5 1.5 0 0 1 9.5 3h1A1.5 1.5 0 0 1 12 4.5V6m-6.5 0 .7 9.1A1.5 1.5 0 0 0 7.7 16.5h4.6a1.5 1.5 0 0 0 1.5-1.4L14.5 6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('packageDetail.delete.button')}
      </button>
      <AppDialog open={open} onOpenChange={setOpenAndClear} title={t('packageDetail.delete.title')} size="sm" testId="delete-package-dialog">
        <p className="text-sm text-slate-700">{t('packageDetail.delete.text', { title: pkg.title, number: pkg.tracking_number })}</p>
        {deletion.error && <Notice tone="destructive" className="mt-4"><span data-testid="delete-error">{deletion.error}</span></Notice>}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={deletion.busy} onClick={() => setOpenAndClear(false)}>{t('packageDetail.delete.cancel')}</Button>
          <Button variant="destructive" busy={deletion.busy} busyText={t('packageDetail.delete.deleting')} onClick={() => void deletion.remove()} data-testid="confirm-delete-package">
            {t('packageDetail.delete.confirm')}
          </Button>
        </div>
      </AppDialog>
    </>
  );
}
