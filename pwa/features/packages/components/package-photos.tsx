import { useTranslation } from 'react-i18next';
import type { PackageDetail } from '@shared/packages/package-schema';
import { usePackageText } from '../hooks/use-package-text';

/** The parcel as the warehouse photographed it on arrival; the API serves each photo to its owner and staff only. */
export function PackagePhotos({ pkg }: { pkg: Pick<PackageDetail, 'photos' | 'title'> }) {
  const { t } = useTranslation();
  const { dateTime } = usePackageText();
  if (pkg.photos.length === 0) return null;
  return (
    <section aria-labelledby="package-photos-title" className="rounded-2xl border border-slate-200 bg-white p-4" data-testid="package-photos">
      <h2 id="package-photos-title" className="text-base font-semibold text-slate-900">
        {t('packageDetail.photos.title')}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3">
        {pkg.photos.map((photo) => (
          <li key={photo.id}>
            <a href={photo.url} target="_blank" rel="noopener" className="block overflow-hidden rounded-lg ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-cyan-700">
              <img src={photo.url} alt={t('packageDetail.photos.alt', { title: pkg.title, time: dateTime(photo.created_at) })} loading="lazy" className="aspect-[4/3] w-full object-cover" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
