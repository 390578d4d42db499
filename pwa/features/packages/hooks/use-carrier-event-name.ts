import { useTranslation } from 'react-i18next';
import { carrierEventKind } from '@shared/packages/carrier-event-kind';
import type { TrackingEvent } from '@shared/packages/package-schema';

/**
 * A carrier scan in the reader's words, from its status and the step it names (decision 185). Apart from
 * usePackageText so the home screen's summary, which names no scan, does not load the step patterns.
 */
export function useCarrierEventName() {
  const { t } = useTranslation();
  return (event: Pick<TrackingEvent, 'status' | 'description'>) => t(`packages.event.${carrierEventKind(event)}`);
}
