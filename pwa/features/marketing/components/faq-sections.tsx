import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import type { FaqGroup } from '../model/faq-entries';

function ChevronIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5 shrink-0 text-cyan-800 transition-transform group-open:rotate-180"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Links to each group's heading, so a reader (or a screen reader's list of links) goes straight to a topic. */
export function FaqContents({ groups }: { groups: readonly FaqGroup[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('faq.contents')} className="mx-auto max-w-3xl px-4">
      <ul className="flex flex-wrap gap-2">
        {groups.map((group) => (
          <li key={group.id}>
            <a href={`#${group.id}`} className="inline-flex min-h-11 items-center rounded-full border border-cyan-200 bg-white px-4 text-sm font-medium text-cyan-900 hover:border-cyan-400 hover:bg-cyan-50">
              {group.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Each group under its h2, each question a native disclosure: <summary> is a button to the keyboard and screen
 * readers (Enter or Space opens it, its expanded state is announced), and the answers are in the HTML before any
 * script runs, so the page works and is searchable without the app.
 */
export function FaqGroups({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <div className="mx-auto max-w-3xl space-y-12 px-4 py-12">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <h2 id={group.id} className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900">
            {group.title}
          </h2>
          <div className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {group.questions.map((entry) => (
              <details key={entry.id} id={entry.id} className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                  {entry.question}
                  <ChevronIcon />
                </summary>
                <p className="px-5 pb-5 leading-relaxed text-slate-700">{entry.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** The page's end: where to ask what it does not answer, and how we use what is asked. */
export function FaqMore({ contactPath, privacyPath }: { contactPath: string; privacyPath: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="faq-more" className="mx-auto max-w-3xl px-4 pb-16 sm:pb-20">
      <div className="rounded-3xl bg-cyan-50 px-6 py-10 text-center ring-1 ring-cyan-100 sm:px-12">
        <h2 id="faq-more" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('faq.more.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-700">{t('faq.more.text')}</p>
        <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to={contactPath} className={buttonClasses('primary')}>
            {t('faq.more.contact')}
          </Link>
          <Link to={privacyPath} className={buttonClasses('outline')}>
            {t('faq.more.privacy')}
          </Link>
        </div>
      </div>
    </section>
  );
}
