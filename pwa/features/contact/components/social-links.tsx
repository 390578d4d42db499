import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { whatsappChatUrl } from '@shared/settings/contact-links';
import { FacebookIcon, InstagramIcon, WhatsappIcon } from './contact-icons';

interface SocialLinksProps {
  instagramUrl: string;
  facebookUrl: string;
  /** The support WhatsApp number, normalized; null: no WhatsApp link. */
  whatsapp: string | null;
}

/** The business's public profiles as the settings give them; a profile not set is left out. */
export function SocialLinks({ instagramUrl, facebookUrl, whatsapp }: SocialLinksProps) {
  const { t } = useTranslation();
  const links = [
    ...(instagramUrl ? [{ key: 'instagram', href: instagramUrl, Icon: InstagramIcon }] : []),
    ...(whatsapp ? [{ key: 'whatsapp', href: whatsappChatUrl(whatsapp), Icon: WhatsappIcon }] : []),
    ...(facebookUrl ? [{ key: 'facebook', href: facebookUrl, Icon: FacebookIcon }] : []),
  ];
  if (links.length === 0) return null;
  return (
    <div className="mt-6 border-t border-slate-100 pt-5">
      <h3 className="text-sm font-semibold text-slate-900">{t('contact.social.title')}</h3>
      <ul className="mt-3 flex gap-3">
        {links.map(({ key, href, Icon }) => (
          <li key={key}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${t(`contact.social.${key}`)} ${t('contact.map.newTab')}`}
              className="flex size-11 items-center justify-center rounded-full border border-slate-200 bg-white text-cyan-800 transition-colors hover:border-cyan-600 hover:bg-cyan-50"
            >
              <Icon />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The profiles' place while the settings load: the same title and row height. */
export function SocialLinksPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="mt-6 border-t border-slate-100 pt-5">
      <h3 className="text-sm font-semibold text-slate-900">{t('contact.social.title')}</h3>
      <div className="mt-3 flex gap-3 text-slate-400">
        <Skeleton className="size-11 rounded-full" />
        <Skeleton className="size-11 rounded-full" />
      </div>
    </div>
  );
}
