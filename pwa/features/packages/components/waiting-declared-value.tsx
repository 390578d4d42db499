import { useTranslation } from 'react-i18next';
import { waitingDeclaredValue } from '@shared/packages/declared-value';
import type { Package } from '@shared/packages/package-schema';
import { formatUsd } from '@shared/money/format-usd';
import { usePackageText } from '../hooks/use-package-text';

/**
 * The declared value of what waits at the warehouse (received and booked), as many countries cap duty-free imports by
 * it, and how many of those have no value. A lazy chunk (default export): the home screen's first load stays as it is.
 */
export default function WaitingDeclaredValue({ packages }: { packages: readonly Package[] }) {
  const { t } = useTranslation();
  const { language } = usePackageText();
  const total = waitingDeclaredValue(packages);
  if (total.packages === 0) return null;
  return (
    <div className="mt-4 rounded-xl bg-slate-50 px-3 py-3 text-sm" data-testid="waiting-declared-value">
      <p className="text-slate-600">{t('packages.declaredTotal.title', { count: total.packages })}</p>
      <p className="text-xl font-bold text-slate-900">{formatUsd(total.cents, language)}</p>
      {total.withoutValue > 0 && <p className="text-xs text-amber-900">{t('packages.declaredTotal.withoutValue', { count: total.withoutValue })}</p>}
    </div>
  );
}
