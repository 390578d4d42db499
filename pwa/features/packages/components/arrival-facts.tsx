import { useTranslation } from 'react-i18next';
import type { PackageDetail } from '@shared/packages/package-schema';
import { usePackageText } from '../hooks/use-package-text';
import { arrivalPhoto, isAtWarehouse } from '../model/package-arrival';

type ArrivalPackage = Pick<PackageDetail, 'delivery_status' | 'received_at' | 'weight_lb' | 'estimated_delivery'>;

/**
 * The header's arrival terms (in its dl): once received, when and what it weighed; before, the carrier's estimate
 * (decision 185).
 */
export function ArrivalFacts({ pkg }: { pkg: ArrivalPackage }) {
  const { t } = useTranslation();
  const { dateTime, longDate, weight } = usePackageText();
  if (!isAtWarehouse(pkg)) {
    return (
      <div>
        <dt className="text-slate-600">{t('packageDetail.estimatedDelivery')}</dt>
        <dd className="mt-1 font-medium text-slate-900">{pkg.estimated_delivery ? longDate(pkg.estimated_delivery) : t('packageDetail.notAvailable')}</dd>
      </div>
    );
  }
  return (
    <>
      <div data-testid="received-at">
        <dt className="text-slate-600">{t('packages.arrival.receivedAt')}</dt>
        <dd className="mt-1 font-medium text-slate-900">{pkg.received_at ? dateTime(pkg.received_at) : t('packageDetail.notAvailable')}</dd>
      </div>
      <div data-testid="received-weight">
        <dt className="text-slate-600">{t('packages.arrival.weight')}</dt>
        <dd className="mt-1 font-medium text-slate-900 tabular-nums">{pkg.weight_lb === null ? t('packages.arrival.notWeighed') : weight(pkg.weight_lb)}</dd>
      </div>
    </>
  );
}

/** The photo taken on arrival, small, opening the full one; the detail's photo section holds them all. */
export function ArrivalPhoto({ pkg }: { pkg: Pick<PackageDetail, 'delivery_status' | 'photos' | 'title'> }) {
  const { t } = useTranslation();
  const { dateTime } = usePackageText();
  const photo = arrivalPhoto(pkg);
  if (!isAtWarehouse(pkg) || !photo) return null;
  return (
    <div className="col-span-2" data-testid="arrival-photo">
      <dt className="text-slate-600">{t('packages.arrival.photo')}</dt>
      <dd className="mt-1">
        <a href={photo.url} target="_blank" rel="noopener" className="inline-block overflow-hidden rounded-lg ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-cyan-700">
          <img src={photo.url} alt={t('packageDetail.photos.alt', { title: pkg.title, time: dateTime(photo.created_at) })} className="aspect-[4/3] w-32 object-cover" />
        </a>
      </dd>
    </div>
  );
}
