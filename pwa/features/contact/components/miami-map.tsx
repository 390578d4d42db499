import { useTranslation } from 'react-i18next';
import { PinIcon } from './contact-icons';

const GOOGLE_MAPS_URL = 'https://www.google.com/maps/search/?api=1&query=Miami%2C%20Florida';

/** A drawn map of Miami (the app works offline, so no embedded map) with a link to Google Maps. */
export function MiamiMap() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="map-title" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h2 id="map-title" className="px-6 pt-5 text-lg font-semibold text-slate-900">
        {t('contact.map.title')}
      </h2>
      <svg viewBox="0 0 400 240" role="img" aria-label={t('contact.map.label')} className="mt-4 block h-auto w-full">
        <rect width="400" height="240" fill="#cdeff5" />
        <path d="M0 0h236c-8 30-4 58-14 86-9 26-4 52-12 80-6 24-18 50-22 74H0Z" fill="#eef6ee" />
        <path d="M0 0h236c-8 30-4 58-14 86-9 26-4 52-12 80-6 24-18 50-22 74" fill="none" stroke="#9ccfa4" strokeWidth="2" />
        <path d="M262 0c-6 40-4 80-12 120-6 34-10 70-18 120h10c8-48 14-86 20-120 8-40 6-80 10-120Z" fill="#eef6ee" stroke="#9ccfa4" strokeWidth="1.5" />
        <g stroke="#d7dde4" strokeWidth="3" fill="none">
          <path d="M20 40h190M14 90h196M10 140h190M6 190h176" />
          <path d="M60 0v240M120 0v240M170 0v240" />
        </g>
        <path d="M212 112c14-2 26-3 40-2" stroke="#d7dde4" strokeWidth="4" fill="none" />
        <text x="318" y="200" fill="#0e7490" fontSize="13" fontStyle="italic" textAnchor="middle">{t('contact.map.ocean')}</text>
        <text x="232" y="54" fill="#0e7490" fontSize="10" fontStyle="italic" textAnchor="middle" transform="rotate(-80 232 54)">{t('contact.map.bay')}</text>
        <circle cx="176" cy="118" r="22" fill="#0e7490" opacity="0.15" />
        <path d="M176 126s-14-12-14-22a14 14 0 0 1 28 0c0 10-14 22-14 22Z" fill="#0e7490" />
        <circle cx="176" cy="104" r="5" fill="#fff" />
        <rect x="112" y="136" width="64" height="22" rx="6" fill="#fff" stroke="#0e7490" />
        <text x="144" y="151" fill="#0f172a" fontSize="12" fontWeight="700" textAnchor="middle">{t('contact.map.city')}</text>
      </svg>
      <div className="px-6 py-4">
        <a
          href={GOOGLE_MAPS_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 text-sm font-medium text-cyan-800 underline-offset-4 hover:underline"
        >
          <PinIcon className="size-4" />
          {t('contact.map.open')}
          <span className="sr-only">{t('contact.map.newTab')}</span>
        </a>
      </div>
    </section>
  );
}
