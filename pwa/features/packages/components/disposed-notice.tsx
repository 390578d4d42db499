import { useTranslation } from 'react-i18next';
import type { PackageDetail } from '@shared/packages/package-schema';
import { newYorkDateString } from '@shared/time/new-york';
import { Notice } from '@/components/ui/notice';
import { usePackageText } from '../hooks/use-package-text';

/** Staff disposed of it under the overstay policy (decision 180): when, instead of a storage clock. */
export function DisposedNotice({ pkg }: { pkg: Pick<PackageDetail, 'delivery_status' | 'post_delivery_workflow'> }) {
  const { t } = useTranslation();
  const { longDate } = usePackageText();
  if (pkg.delivery_status !== 'disposed') return null;
  const entry = pkg.post_delivery_workflow.find((step) => step.type === 'disposed');
  return (
    <div data-testid="disposed-notice">
      <Notice tone="warning" title={t('packageDocuments.disposed.title')}>
        {entry ? t('packageDocuments.disposed.text', { date: longDate(newYorkDateString(new Date(entry.date))) }) : null}
      </Notice>
    </div>
  );
}
