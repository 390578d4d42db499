import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whatsappChatUrl } from '@shared/settings/contact-links';
import { useWhatsappNumber } from '@/lib/whatsapp-number-query';
import { ChatIcon } from './chat-icon';

const IMAGE_SRC = '/icons/whatsapp.svg';

/**
 * The floating WhatsApp button of every page (part 2 section 2); hidden until a number is loaded. It sits in a
 * landmark of its own, so a screen reader moving by regions reaches it like the rest of the page.
 */
export function SupportChatButton() {
  const { t } = useTranslation();
  const number = useWhatsappNumber();
  const [imageFailed, setImageFailed] = useState(false);
  if (!number) return null;
  return (
    <aside aria-label={t('supportChat.region')}>
      <a
        href={whatsappChatUrl(number)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('supportChat.label')}
        data-testid="support-chat-button"
        className="fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-[#1f9d55] text-white shadow-lg shadow-slate-900/20 transition-transform hover:scale-105 focus-visible:outline-offset-4 print:hidden sm:right-6 sm:bottom-6"
      >
        {imageFailed ? (
          <span data-testid="support-chat-fallback">
            <ChatIcon />
          </span>
        ) : (
          <img src={IMAGE_SRC} alt="" width={56} height={56} className="size-14 rounded-full" onError={() => setImageFailed(true)} />
        )}
      </a>
    </aside>
  );
}
