import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPackage } from '@shared/admin/admin-package-schema';
import { PACKAGE_MESSAGES } from '@shared/packages/package-messages';
import { Button } from '@/components/ui/button';
import { AppDialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { apiErrorMessage } from '@/lib/api-client';
import { translateServerMessage } from '@/lib/server-messages';
import { toast } from '@/lib/toast';

/** Which staff step: it names the texts under `admin.<step>`, the server's success text and the queued text. */
type MarkStep = 'received' | 'pickedUp';

interface MarkPackageDialogProps<Request> {
  pkg: AdminPackage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  step: MarkStep;
  testId: string;
  send: (variables: { id: number; request: Request; label: string }) => Promise<{ queued?: boolean }>;
  sending: boolean;
  /** The request from the dialog's fields, or null once the dialog has shown its field error. */
  parse: () => Request | null;
  /** Clears the dialog's own fields when it closes. */
  onReset: () => void;
  children: ReactNode;
}

/** The frame of a staff step on a parcel: send (or queue offline), say so, or show the server's refusal. */
export function MarkPackageDialog<Request>({ pkg, open, onOpenChange, step, testId, send, sending, parse, onReset, children }: MarkPackageDialogProps<Request>) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);

  const changeOpen = (next: boolean) => {
    if (!next) {
      onReset();
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const request = parse();
    if (request === null) return;
    try {
      const label = `${pkg.tracking_number} · ${pkg.user_first_name} ${pkg.user_last_name} · ${pkg.user_suite_code}`;
      const result = await send({ id: pkg.id, request, label });
      if (result.queued) toast.info(t(`outbox.queued.${step}`));
      else toast.success(translateServerMessage(t, PACKAGE_MESSAGES[step]));
      changeOpen(false);
    } catch (caught) {
      setError(await apiErrorMessage(caught, t(`admin.${step}.failed`)));
    }
  };

  return (
    <AppDialog
      open={open}
      onOpenChange={changeOpen}
      title={t(`admin.${step}.title`)}
      description={t(`admin.${step}.description`, { title: pkg.title, tracking: pkg.tracking_number, suite: pkg.user_suite_code })}
      testId={testId}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        {children}
        {error && <Notice tone="destructive">{error}</Notice>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" onClick={() => changeOpen(false)}>{t('admin.actions.cancel')}</Button>
          <Button type="submit" size="lg" busy={sending} busyText={t('admin.actions.saving')}>{t(`admin.${step}.confirm`)}</Button>
        </div>
      </form>
    </AppDialog>
  );
}
