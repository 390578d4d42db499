import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { normalizeSuiteCode } from '@shared/receiving/suite-code-input';
import { Spinner } from '@/components/ui/spinner';
import { useErrorText } from '@/lib/use-api-error-text';
import { suiteOwnerQuery } from '../api/receiving-queries';
import { SuiteOwnerLine } from './suite-owner-line';

/** Under a suite typed off a label: whose it is ("Name, plan"), or that nobody has it, so a mistyped digit shows at once. */
export function SuiteOwnerHint({ suite }: { suite: string }) {
  const { t } = useTranslation();
  const suiteCode = normalizeSuiteCode(suite);
  const query = useQuery({ ...suiteOwnerQuery(suiteCode ?? ''), enabled: suiteCode !== null });
  const errorText = useErrorText(query.error, t('receiving.assign.lookupFailed'));
  if (suiteCode === null) return null;
  if (query.isPending) return <p className="mt-1 flex items-center gap-2 text-base text-slate-700"><Spinner /> {t('receiving.assign.checking')}</p>;
  if (query.isError) return <p className="mt-1 text-base font-semibold text-red-700" data-testid="suite-owner-unknown">{errorText}</p>;
  return <SuiteOwnerLine owner={query.data} className="mt-1 text-base" />;
}
