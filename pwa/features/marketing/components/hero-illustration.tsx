import { useTranslation } from 'react-i18next';
import { MarketingIcon } from './marketing-icons';

function Box({ x, y, size }: { x: number; y: number; size: number }) {
  return (
    <g>
      <rect x={x} y={y} width={size} height={size * 0.8} rx="4" fill="#e7b877" stroke="#a86b2d" strokeWidth="2" />
      <path d={`M${x + size / 2 - 6} ${y}v${size * 0.3}h12V${y}`} fill="#f6dcb2" />
      <path d={`M${x + 8} ${y + size * 0.62}h${size * 0.3}`} stroke="#a86b2d" strokeWidth="2" strokeLinecap="round" />
    </g>
  );
}

/** Packages flying to a Miami warehouse under the sun, drawn in SVG; the status card is HTML so it translates. */
export function HeroIllustration() {
  const { t } = useTranslation();
  return (
    <div className="relative mx-auto w-full max-w-md lg:max-w-none">
      <svg viewBox="0 0 480 400" role="img" aria-label={t('marketing.hero.illustration')} className="h-auto w-full drop-shadow-sm">
        <defs>
          <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#cffafe" />
            <stop offset="1" stopColor="#f0fdfa" />
          </linearGradient>
        </defs>
        <rect width="480" height="400" rx="32" fill="url(#hero-sky)" />
        <circle cx="388" cy="86" r="42" fill="#fde68a" />
        <circle cx="388" cy="86" r="58" fill="#fde68a" opacity="0.35" />
        <path d="M40 96c40-40 120-60 190-30s120 70 150 120" fill="none" stroke="#0e7490" strokeWidth="2.5" strokeDasharray="2 9" strokeLinecap="round" />
        <path d="M368 176l18 16-24 2 6-18Z" fill="#0e7490" />
        <g transform="translate(84 70) rotate(-18)">
          <path d="M0 8h34l12-8h8l-8 12 8 12h-8l-12-8H0Z" fill="#0e7490" />
        </g>
        <path d="M0 330c60-14 120-14 180 0s120 14 180 0 90-10 120-6V368a32 32 0 0 1-32 32H32A32 32 0 0 1 0 368Z" fill="#a5f3fc" />
        <path d="M168 206h236v118H168Z" fill="#ffffff" stroke="#0e7490" strokeWidth="3" />
        <path d="M156 210l130-52 130 52Z" fill="#0e7490" />
        <rect x="252" y="248" width="68" height="76" fill="#ecfeff" stroke="#0e7490" strokeWidth="3" />
        <path d="M252 262h68M252 276h68M252 290h68M252 304h68" stroke="#67e8f9" strokeWidth="2" />
        <rect x="188" y="232" width="44" height="30" rx="4" fill="#ecfeff" stroke="#0e7490" strokeWidth="2" />
        <rect x="342" y="232" width="44" height="30" rx="4" fill="#ecfeff" stroke="#0e7490" strokeWidth="2" />
        <text x="286" y="200" fill="#ffffff" fontSize="15" fontWeight="700" textAnchor="middle" letterSpacing="2">MIAMI DROP</text>
        <path d="M74 332c8-50 6-96-6-140" fill="none" stroke="#92400e" strokeWidth="8" strokeLinecap="round" />
        <g fill="#0f766e">
          <path d="M68 190c-28-18-52-14-64 0 22-6 42-2 64 0Z" />
          <path d="M68 190c-10-30-32-42-52-40 22 8 36 22 52 40Z" />
          <path d="M68 190c14-28 40-36 58-30-20 4-40 14-58 30Z" />
          <path d="M68 190c28-10 52-2 62 14-20-10-40-14-62-14Z" />
          <path d="M68 190c-4-24 4-44 18-54-6 18-10 34-18 54Z" />
        </g>
        <Box x={96} y={282} size={56} />
        <Box x={150} y={296} size={44} />
        <Box x={112} y={246} size={40} />
      </svg>
      <div className="absolute right-2 bottom-6 flex items-center gap-3 rounded-xl border border-slate-200 bg-white/95 px-4 py-3 shadow-lg sm:-right-4">
        <span className="flex size-9 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <MarketingIcon name="check" className="size-5" />
        </span>
        <div>
          <p className="text-sm font-semibold text-slate-900">{t('marketing.hero.cardTitle')}</p>
          <p className="text-xs text-slate-600">{t('marketing.hero.cardText')}</p>
        </div>
      </div>
    </div>
  );
}
