import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#0e7490" />
      <path d="M14 24 32 15l18 9v18L32 51 14 42Z M14 24l18 9 18-9M32 33v18" fill="none" stroke="#fff" strokeWidth="4" strokeLinejoin="round" />
    </svg>
  );
}

/** The logo and name, linking home (the dashboard's home inside the app). */
export function BrandLogo({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold text-slate-900">
      <BrandMark />
      <span>{t('app.name')}</span>
    </Link>
  );
}
