import { useTranslation } from 'react-i18next';
import type { WarehouseAddress } from '@shared/warehouse/warehouse-address-schema';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useCopyText } from '../hooks/use-copy-text';
import { addressLines, addressText, type AddressOwner } from '../model/address-lines';
import { AddressHint } from './address-hint';
import { CheckIcon, CopyIcon } from './copy-icons';

const ALL = 'all';

/** The composed address, a copy button per line and one for the whole address, and the checkout hint. */
export function AddressDetails({ address, owner }: { address: WarehouseAddress; owner: AddressOwner }) {
  const { t } = useTranslation();
  const { copy, copied } = useCopyText();
  return (
    <div>
      <dl className="divide-y divide-slate-100">
        {addressLines(address, owner).map(({ key, value }) => {
          const label = t(`warehouse.lines.${key}`);
          return (
            <div key={key} className="flex min-h-14 items-center justify-between gap-3 py-1.5">
              <dt className="sr-only">{label}</dt>
              <dd className="min-w-0 flex-1">
                <span aria-hidden="true" className="block text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</span>
                <span className={cn('block break-words text-slate-900', key === 'suite' ? 'font-bold text-cyan-800' : 'font-medium')} data-testid={`address-${key}`}>
                  {value}
                </span>
              </dd>
              <dd className="shrink-0">
                <Button
                  variant="ghost"
                  className="size-11 p-0 text-cyan-800"
                  aria-label={t('warehouse.copy.line', { label })}
                  onClick={() => void copy(key, value, t('warehouse.copy.lineDone', { label }))}
                >
                  {copied === key ? <CheckIcon className="size-6" /> : <CopyIcon className="size-6" />}
                </Button>
              </dd>
            </div>
          );
        })}
      </dl>
      <Button size="lg" className="mt-4 w-full" onClick={() => void copy(ALL, addressText(address, owner), t('warehouse.copy.allDone'))}>
        {copied === ALL ? <CheckIcon /> : <CopyIcon />}
        {t('warehouse.copy.all')}
      </Button>
      <AddressHint suiteCode={owner.suiteCode} />
    </div>
  );
}
