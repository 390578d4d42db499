import { useTranslation } from 'react-i18next';
import { normalizeWhatsappNumber, whatsappChatUrl } from '@shared/settings/settings-schema';
import { FacebookIcon, InstagramIcon, WhatsappIcon } from './contact-icons';

// The business's public profiles; WhatsApp uses the support number from the server.
const INSTAGRAM_URL = 'https://www.instagram.com/miamidrop';
const FACEBOOK_URL = 'https://www.facebook.com/miamidrop';

export function SocialLinks({ phone }: { phone: string | null }) {
  const { t } = useTranslation();
  const whatsapp = normalizeWhatsappNumber(phone);
  const links = [
    { key: 'instagram', href: INSTAGRAM_URL, Icon: InstagramIcon },
    ...(whatsapp ? [{ key: 'whatsapp', href: whatsappChatUrl(whatsapp), Icon: WhatsappIcon }] : []),
    { key: 'facebook', href: FACEBOOK_URL, Icon: FacebookIcon },
  ];
  return (
    <div>
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
