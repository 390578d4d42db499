import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DeliveryAddress } from '@shared/addresses/delivery-address-schema';
import { cn } from '@/lib/cn';
import { addressLines, isChoosableAddress } from '../model/address-choice';

interface AddressPickerProps {
  addresses: readonly DeliveryAddress[];
  value: number | null;
  onChange: (id: number) => void;
  /** The account's delivery addresses section. */
  addressesHref: string;
  error?: string;
}

/** One verified address (radio, the primary first chosen); one with a correction to accept is shown but cannot be chosen. */
export function AddressPicker({ addresses, value, onChange, addressesHref, error }: AddressPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="min-w-0" data-testid="delivery-address-choice">
      <legend className="text-lg font-semibold text-slate-900">{t('deliveries.request.addressTitle')}</legend>
      {addresses.length === 0 ? (
        <div className="mt-3 rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-700">
          <p>{t('deliveries.request.noAddress')}</p>
          <Link to={addressesHref} className="mt-2 inline-flex min-h-11 items-center font-medium text-cyan-800 underline-offset-4 hover:underline">
            {t('deliveries.request.addAddress')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="mt-3 space-y-2">
            {addresses.map((address) => {
              const choosable = isChoosableAddress(address);
              const hintId = `${id}-${address.id}-hint`;
              return (
                <li key={address.id}>
                  <label
                    htmlFor={`${id}-${address.id}`}
                    className={cn(
                      'flex gap-3 rounded-xl border p-3',
                      choosable ? 'cursor-pointer border-slate-200 hover:border-cyan-600 has-[:checked]:border-cyan-700 has-[:checked]:ring-2 has-[:checked]:ring-cyan-600' : 'border-dashed border-slate-300 bg-slate-50',
                    )}
                  >
                    <input
                      type="radio"
                      id={`${id}-${address.id}`}
                      name={`${id}-address`}
                      value={address.id}
                      checked={value === address.id}
                      disabled={!choosable}
                      onChange={() => onChange(address.id)}
                      aria-describedby={choosable ? undefined : hintId}
                      aria-invalid={error ? true : undefined}
                      className="mt-0.5 size-5 shrink-0 accent-cyan-700"
                    />
                    <span className="min-w-0 flex-1 text-sm">
                      <span className="flex flex-wrap items-center gap-2">
                        <span className={cn('font-semibold break-words', choosable ? 'text-slate-900' : 'text-slate-500')}>{address.name}</span>
                        {address.is_primary && <span className="rounded-full bg-cyan-100 px-2 py-0.5 text-xs font-semibold text-cyan-900">{t('deliveries.request.primary')}</span>}
                      </span>
                      {addressLines(address).map((line) => (
                        <span key={line} className={cn('block break-words', choosable ? 'text-slate-700' : 'text-slate-500')}>
                          {line}
                        </span>
                      ))}
                      {!choosable && (
                        <span id={hintId} className="mt-1 block text-amber-900">
                          {t('deliveries.request.correctionHint')}
                        </span>
                      )}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          <Link to={addressesHref} className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-cyan-800 underline-offset-4 hover:underline">
            {t('deliveries.request.manageAddresses')}
          </Link>
        </>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
