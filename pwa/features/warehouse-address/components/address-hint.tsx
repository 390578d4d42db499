import { useTranslation } from 'react-i18next';
import { suiteLine } from '../model/address-lines';

/** How to write the address at a checkout; it needs only the suite, so the loading card shows it too. */
export function AddressHint({ suiteCode }: { suiteCode: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 rounded-lg bg-cyan-50 p-3 text-sm text-cyan-950">
      <p className="font-semibold">{t('warehouse.hint.title')}</p>
      <p className="mt-1">{t('warehouse.hint.text', { suite: suiteLine(suiteCode) })}</p>
    </div>
  );
}
