import { useTranslation } from 'react-i18next';

/** The About page's image: our warehouse with shelves of parcels, drawn in SVG. */
export function AboutIllustration() {
  const { t } = useTranslation();
  const shelves = [70, 140, 210];
  return (
    <svg viewBox="0 0 440 320" role="img" aria-label={t('marketing.about.illustration')} className="h-auto w-full rounded-3xl shadow-sm">
      <rect width="440" height="320" fill="#ecfeff" />
      <path d="M0 270h440v50H0Z" fill="#cbd5e1" />
      <path d="M20 60 220 14l200 46v210H20Z" fill="#ffffff" stroke="#0e7490" strokeWidth="3" />
      <path d="M10 64 220 12l210 52" fill="none" stroke="#0e7490" strokeWidth="8" strokeLinecap="round" />
      {shelves.map((y) => (
        <g key={y}>
          <path d={`M48 ${y + 42}h220`} stroke="#0e7490" strokeWidth="4" />
          {[56, 100, 150, 200].map((x, index) => (
            <rect key={x} x={x} y={y + 42 - (index % 2 ? 30 : 38)} width={index % 2 ? 36 : 42} height={index % 2 ? 30 : 38} rx="3" fill="#e7b877" stroke="#a86b2d" strokeWidth="2" />
          ))}
        </g>
      ))}
      <path d="M48 70v200M268 70v200" stroke="#0e7490" strokeWidth="4" />
      <rect x="300" y="150" width="96" height="120" fill="#cffafe" stroke="#0e7490" strokeWidth="3" />
      <path d="M300 170h96M300 190h96M300 210h96M300 230h96M300 250h96" stroke="#67e8f9" strokeWidth="2" />
      <circle cx="348" cy="96" r="26" fill="#0e7490" />
      <path d="M336 96l8 8 16-16" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
