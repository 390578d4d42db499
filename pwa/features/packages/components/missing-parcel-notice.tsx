import { useTranslation } from 'react-i18next';
import type { PackageDetail } from '@shared/packages/package-schema';
import { Notice } from '@/components/ui/notice';
import { usePackageText } from '../hooks/use-package-text';

/** The carrier said delivered and the warehouse has not found it yet: it is looking for it (decision 177). */
export function MissingParcelNotice({ pkg }: { pkg: Pick<PackageDetail, 'missing_since'> }) {
  const { t } = useTranslation();
  const { dateTime } = usePackageText();
  if (!pkg.missing_since) return null;
  return (
    <div data-testid="missing-parcel-notice">
      <Notice tone="warning" title={t('packageDocuments.missing.title')}>
        {t('packageDocuments.missing.text', { time: dateTime(pkg.missing_since) })}
      </Notice>
    </div>
  );
}
