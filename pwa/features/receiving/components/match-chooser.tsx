import { useTranslation } from 'react-i18next';
import { useReceivingText } from '../hooks/use-receiving-text';
import type { StationMatch } from '../api/lookup-tracking-number';

interface MatchChooserProps {
  matches: StationMatch[];
  onChoose: (packageId: number) => void;
}

/** Several customers registered this number: staff pick the one whose suite is on the label. */
export function MatchChooser({ matches, onChoose }: MatchChooserProps) {
  const { t } = useTranslation();
  const text = useReceivingText();
  return (
    <section aria-labelledby="match-chooser-title" className="rounded-2xl border-2 border-amber-500 bg-amber-50 p-4">
      <h2 id="match-chooser-title" className="text-xl font-bold text-amber-950">{t('receiving.choose.title', { count: matches.length })}</h2>
      <p className="mt-1 text-base text-amber-950">{t('receiving.choose.hint')}</p>
      <ul className="mt-3 space-y-3">
        {matches.map(({ package: pkg, plan_type }) => (
          <li key={pkg.id}>
            <button
              type="button"
              onClick={() => onChoose(pkg.id)}
              className="flex min-h-16 w-full flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-slate-300 bg-white p-4 text-left hover:border-cyan-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-700"
            >
              <span>
                <span className="block text-xl font-bold text-slate-950">{pkg.user_first_name} {pkg.user_last_name}</span>
                <span className="block text-base text-slate-700">{[pkg.title, plan_type === null ? null : text.planName(plan_type), text.statusText(pkg)].filter(Boolean).join(' · ')}</span>
              </span>
              <span className="rounded-lg bg-yellow-300 px-3 py-1 font-mono text-2xl font-black text-slate-950">{pkg.user_suite_code}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
