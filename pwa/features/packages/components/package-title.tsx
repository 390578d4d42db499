import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackageDetail } from '@shared/packages/package-schema';
import { Button } from '@/components/ui/button';

// The form brings zod and the schemas: loaded when the owner asks to rename, not with the screen (decision 101).
const RenamePackageForm = lazy(() => import('./rename-package-form'));

/** The package's name as its owner gave it (or the neutral one staff's assignment gave it), and the owner's rename. */
export function PackageTitle({ pkg }: { pkg: PackageDetail }) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  if (renaming) {
    return (
      <div className="min-w-0 flex-1">
        <Suspense fallback={<h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">{pkg.title}</h1>}>
          <RenamePackageForm pkg={pkg} onDone={() => setRenaming(false)} />
        </Suspense>
      </div>
    );
  }
  return (
    <div className="min-w-0">
      <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900" data-testid="package-title">{pkg.title}</h1>
      <Button variant="link" className="mt-1 text-sm" onClick={() => setRenaming(true)} data-testid="rename-package">
        {t('packageDetail.rename.button')}
      </Button>
    </div>
  );
}
