import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryAddress } from '@shared/addresses/delivery-address-schema';
import type { Package } from '@shared/packages/package-schema';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import type { SelectionProblems } from '../model/selection-problems';
import { AddressPicker } from './address-picker';
import { OfflinePayNotice } from './offline-pay-notice';
import { PackagePicker } from './package-picker';

interface DeliverySelectionStepProps {
  packages: readonly Package[];
  heldCount: number;
  addresses: readonly DeliveryAddress[];
  packageIds: readonly number[];
  onPackagesChange: (ids: number[]) => void;
  addressId: number | null;
  onAddressChange: (id: number) => void;
  /** Shown once "See rates" was tapped. */
  problems: SelectionProblems | null;
  quoteFailure: string | null;
  quoting: boolean;
  offline: boolean;
  addressesHref: string;
  onSeeRates: () => void;
}

const cardClasses = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** Step one: the packages and the address, then "See rates". */
export function DeliverySelectionStep(props: DeliverySelectionStepProps) {
  const { t } = useTranslation();
  const { problems, quoting, offline } = props;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.onSeeRates();
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={quoting || undefined} data-testid="delivery-selection">
      {/* Columns may shrink below their content (min-w-0): a long title truncates instead of widening the page. */}
      <div className="grid gap-5 lg:grid-cols-2 lg:items-start [&>*]:min-w-0">
        <div className={cardClasses}>
          <PackagePicker
            packages={props.packages}
            value={props.packageIds}
            onChange={props.onPackagesChange}
            heldCount={props.heldCount}
            error={problems?.packages && t(`validation.${problems.packages}`)}
          />
        </div>
        <div className={cardClasses}>
          <AddressPicker
            addresses={props.addresses}
            value={props.addressId}
            onChange={props.onAddressChange}
            addressesHref={props.addressesHref}
            error={problems?.address ? t('deliveries.request.addressRequired') : undefined}
          />
        </div>
      </div>
      {offline && <OfflinePayNotice />}
      {props.quoteFailure && <Notice tone="destructive">{props.quoteFailure}</Notice>}
      <div className="flex justify-end">
        <Button type="submit" size="lg" className="w-full sm:w-auto" busy={quoting} busyText={t('deliveries.request.quoting')} disabled={offline}>
          {t('deliveries.request.seeRates')}
        </Button>
      </div>
    </form>
  );
}
