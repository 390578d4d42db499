import { useTranslation } from 'react-i18next';
import type { Package } from '@shared/packages/package-schema';
import { useCarrierEventName } from '../hooks/use-carrier-event-name';
import { usePackageText } from '../hooks/use-package-text';
import { isAtWarehouse } from '../model/package-arrival';

/** A card's latest news: its receipt and weight once at the warehouse, else the carrier's latest scan in the reader's words. */
export function LatestNews({ pkg }: { pkg: Package }) {
  const { t } = useTranslation();
  const { dateTime, longDate, weight } = usePackageText();
  const eventName = useCarrierEventName();
  if (isAtWarehouse(pkg)) {
    return (
      <p className="mt-2 text-sm text-slate-700" data-testid="card-received">
        {pkg.received_at ? t('packages.arrival.cardLine', { date: longDate(pkg.received_at) }) : t('packages.arrival.receivedAt')}
        <span className="text-slate-500"> · {pkg.weight_lb === null ? t('packages.arrival.notWeighed') : weight(pkg.weight_lb)}</span>
      </p>
    );
  }
  if (!pkg.last_event) return <p className="mt-2 text-sm text-slate-500">{t('packages.card.noEvents')}</p>;
  return (
    <p className="mt-2 line-clamp-2 text-sm text-slate-700" data-testid="card-latest-event">
      {eventName(pkg.last_event)} <span className="text-slate-500">· {dateTime(pkg.last_event.event_time)}</span>
    </p>
  );
}
