import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressBook } from './address-book';

interface DeliveryAddressesSectionProps {
  className?: string;
  /** The plan's gate around the addresses (the app's paywall for `delivery`): features do not import each other. */
  gate: (content: ReactNode) => ReactNode;
}

/** The account's "Direcciones de entrega": where packages can be shipped in the United States (docs/decisions/163). */
export function DeliveryAddressesSection({ className, gate }: DeliveryAddressesSectionProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="delivery-addresses-title" className={className} data-testid="delivery-addresses">
      <h2 id="delivery-addresses-title" className="text-lg font-semibold text-slate-900">
        {t('addresses.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t('addresses.intro')}</p>
      {gate(<AddressBook />)}
    </section>
  );
}
