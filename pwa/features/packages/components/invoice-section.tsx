import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { INVOICE_MAX_BYTES, INVOICE_MESSAGES, INVOICE_TYPES, type PackageInvoice } from '@shared/packages/invoice-schema';
import type { PackageDetail } from '@shared/packages/package-schema';
import { Button, buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { apiErrorMessage, describeApiFailure } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { deleteInvoice } from '../api/delete-invoice';
import { packageQuery, putPackage } from '../api/package-queries';
import { uploadInvoice } from '../api/upload-invoice';
import { usePackageText } from '../hooks/use-package-text';

/** The package's invoice with the owner's ways to attach (camera or file), replace and remove it. */
export function InvoiceSection({ pkg }: { pkg: PackageDetail }) {
  const { t } = useTranslation();
  const { dateTime } = usePackageText();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const withInvoice = (invoice: PackageInvoice | null) => putPackage(queryClient, { ...(queryClient.getQueryData(packageQuery(pkg.id).queryKey) ?? pkg), invoice });
  const upload = useMutation({
    mutationFn: (file: File) => uploadInvoice(pkg.id, file, setProgress),
    onSuccess: withInvoice,
    onSettled: () => setProgress(null),
  });
  const remove = useMutation({ mutationFn: () => deleteInvoice(pkg.id), onSuccess: () => withInvoice(null) });
  const busy = upload.isPending || remove.isPending;

  const send = async (file: File) => {
    setError(null);
    if (file.size > INVOICE_MAX_BYTES) {
      setError(await describeApiFailure({ kind: 'http', status: 413, error: INVOICE_MESSAGES.tooLarge, body: {} }, t('packageDocuments.invoice.failed')));
      return;
    }
    try {
      await upload.mutateAsync(file);
      toast.success(t('packageDocuments.invoice.uploaded'));
    } catch (caught) {
      setError(await apiErrorMessage(caught, t('packageDocuments.invoice.failed')));
    }
  };
  const removeInvoice = async () => {
    setError(null);
    try {
      await remove.mutateAsync();
      toast.success(t('packageDocuments.invoice.removed'));
    } catch (caught) {
      setError(await apiErrorMessage(caught, t('packageDocuments.invoice.removeFailed')));
    }
  };

  return (
    <div className="mt-4 border-t border-slate-100 pt-4" data-testid="package-invoice">
      <h3 className="text-sm font-semibold text-slate-800">{t('packages.declaration.invoiceTitle')}</h3>
      {pkg.invoice ? (
        <p className="mt-1 text-sm text-slate-700">
          <a href={pkg.invoice.url} target="_blank" rel="noopener" className="font-medium text-cyan-800 underline-offset-4 hover:underline" data-testid="invoice-link">
            {pkg.invoice.file_name ?? t(pkg.invoice.content_type === 'application/pdf' ? 'packages.declaration.invoicePdf' : 'packages.declaration.invoicePhoto')}
            <span className="sr-only"> {t('packages.detail.opensInNewTab')}</span>
          </a>
          <span className="block text-xs text-slate-500">{t('packageDocuments.invoice.attachedOn', { time: dateTime(pkg.invoice.created_at) })}</span>
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-600">{t('packageDocuments.invoice.none')}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <FilePick label={t('packageDocuments.invoice.takePhoto')} accept="image/*" capture disabled={busy} onFile={send} className="sm:hidden" />
        <FilePick label={t(pkg.invoice ? 'packageDocuments.invoice.replace' : 'packageDocuments.invoice.chooseFile')} accept={INVOICE_TYPES.join(',')} disabled={busy} onFile={send} testId="invoice-file" />
        {pkg.invoice && (
          <Button variant="ghost" size="sm" onClick={() => void removeInvoice()} busy={remove.isPending} busyText={t('packageDocuments.invoice.removing')} disabled={busy}>
            {t('packageDocuments.invoice.remove')}
          </Button>
        )}
      </div>
      {progress !== null && (
        <div className="mt-3" data-testid="invoice-progress">
          <div
            role="progressbar"
            aria-label={t('packageDocuments.invoice.uploadingLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2 overflow-hidden rounded-full bg-slate-100"
          >
            <div className="h-full bg-cyan-700 transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
          <p aria-live="polite" className="mt-1 text-xs text-slate-600">{t('packageDocuments.invoice.uploading', { percent: Math.round(progress * 100) })}</p>
        </div>
      )}
      {error && <Notice tone="destructive" className="mt-3">{error}</Notice>}
    </div>
  );
}

interface FilePickProps {
  label: string;
  accept: string;
  capture?: boolean;
  disabled: boolean;
  onFile: (file: File) => Promise<void>;
  className?: string;
  testId?: string;
}

/** A button-looking label over a hidden file input: the keyboard reaches the input, the label names it. */
function FilePick({ label, accept, capture, disabled, onFile, className, testId }: FilePickProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied, so the same file picked again after an error is sent again.
    event.target.value = '';
    if (file) void onFile(file);
  };
  return (
    <span className={className}>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        capture={capture ? 'environment' : undefined}
        disabled={disabled}
        onChange={picked}
        className="peer sr-only"
        data-testid={testId}
      />
      <label
        htmlFor={id}
        className={`${buttonClasses('outline', 'sm')} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-cyan-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-70`}
      >
        {label}
      </label>
    </span>
  );
}
