import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { PackageDetail } from '@shared/packages/package-schema';
import { AppDialog } from '@/components/ui/dialog';
import { AddPackageForm } from './add-package-form';
import { PackageCreated } from './package-created';

interface AddPackageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  detailHref: (id: number) => string;
  /** After a package is created (the app refreshes the plan's shipment count). */
  onCreated?: (pkg: PackageDetail) => void;
}

/** Add package, then the package-created confirmation (part 2 section 2). A lazy chunk: default export. */
export default function AddPackageDialog({ open, onOpenChange, detailHref, onCreated }: AddPackageDialogProps) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<PackageDetail | null>(null);
  // A new key gives "add another" an empty form.
  const [formKey, setFormKey] = useState(0);

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setCreated(null);
      setFormKey((key) => key + 1);
    }
  };

  return (
    <AppDialog
      open={open}
      onOpenChange={close}
      title={created ? t('packages.add.created.title') : t('packages.add.title')}
      description={created ? undefined : t('packages.add.description')}
      testId="add-package-dialog"
    >
      {created ? (
        <PackageCreated
          pkg={created}
          href={detailHref(created.id)}
          onOpen={() => close(false)}
          onAddAnother={() => {
            setCreated(null);
            setFormKey((key) => key + 1);
          }}
        />
      ) : (
        <AddPackageForm
          key={formKey}
          onCreated={(pkg) => {
            setCreated(pkg);
            onCreated?.(pkg);
          }}
          onQueued={() => {
            toast.info(t('outbox.queued.package'));
            close(false);
          }}
        />
      )}
    </AppDialog>
  );
}
