import { useTranslation } from 'react-i18next';
import { formatUsd } from '@shared/money/format-usd';
import { usdToCents } from '@shared/packages/declared-value';
import type { PackageDetail } from '@shared/packages/package-schema';

interface DeclaredFactsProps {
  pkg: Pick<PackageDetail, 'declared_value_usd' | 'category' | 'invoice'>;
  termClassName: string;
  valueClassName: string;
}

/**
 * What the customer declared, for staff at receipt and in the admin list (decision 173): the value, the contents and
 * a link to the invoice. Entries of the caller's <dl>, styled by it.
 */
export function DeclaredFacts({ pkg, termClassName, valueClassName }: DeclaredFactsProps) {
  const { t, i18n } = useTranslation();
  const cents = pkg.declared_value_usd === null ? null : usdToCents(pkg.declared_value_usd);
  const notDeclared = t('packages.declaration.notDeclared');
  return (
    <>
      <div>
        <dt className={termClassName}>{t('packages.declaration.valueLabel')}</dt>
        <dd className={valueClassName} data-testid="staff-declared-value">
          {cents === null ? notDeclared : formatUsd(cents, i18n.resolvedLanguage === 'en' ? 'en' : 'es')}
          {pkg.category && <span className="block text-[0.9em] font-normal">{t(`packages.category.${pkg.category}`)}</span>}
        </dd>
      </div>
      <div>
        <dt className={termClassName}>{t('packages.declaration.invoiceTitle')}</dt>
        <dd className={valueClassName}>
          {pkg.invoice ? (
            <a href={pkg.invoice.url} target="_blank" rel="noopener" className="text-cyan-800 underline underline-offset-2" data-testid="staff-invoice-link">
              {t(pkg.invoice.content_type === 'application/pdf' ? 'packages.declaration.invoicePdf' : 'packages.declaration.invoicePhoto')}
              <span className="sr-only"> {t('packages.detail.opensInNewTab')}</span>
            </a>
          ) : (
            notDeclared
          )}
        </dd>
      </div>
    </>
  );
}
