import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@shared/accounts/user-schema';
import { Button } from '@/components/ui/button';
import { LanguageSwitch } from './language-switch';
import { MobileMenuAccount } from './mobile-menu-account';
import { NavLinks } from './nav-links';

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
    </svg>
  );
}

// React prerenders `autofocus` but, rendering in the browser, only focuses the element on mount: the attribute is what
// the popover reads when it opens.
const keepAutofocus = (button: HTMLButtonElement | null) => button?.setAttribute('autofocus', '');

/**
 * The phone's slide-in menu: a popover the button opens by itself (popovertarget), so it works from the prerendered
 * HTML before the app has loaded (decision 137). The browser gives Escape, the button's expanded state, focus into the
 * menu and back to the button; the app only closes it when one of its links navigates without loading a page.
 */
export function MobileMenu({ user, onLogout }: { user: PublicUser | null; onLogout: () => void }) {
  const { t } = useTranslation();
  const panelId = useId();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = () => panel.current?.hidePopover();

  return (
    <>
      <Button variant="ghost" size="icon" aria-label={t('nav.openMenu')} aria-haspopup="dialog" popoverTarget={panelId} className="lg:hidden">
        <MenuIcon />
      </Button>
      {/* A non-modal dialog, as a popover is (the page is not made inert). It covers the screen: a popover's ::backdrop
          lets taps through to the page (the browser styles it pointer-events: none), so the dimmed part is a button
          that closes the menu, hidden from screen readers and the keyboard, which have the X and Escape. */}
      <div
        ref={panel}
        id={panelId}
        popover="auto"
        role="dialog"
        aria-labelledby={titleId}
        className="mobile-menu fixed inset-0 size-auto overflow-clip bg-transparent"
      >
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          popoverTarget={panelId}
          popoverTargetAction="hide"
          className="mobile-menu-scrim absolute inset-0 size-full cursor-default bg-slate-900/50"
        />
        <div className="mobile-menu-sheet absolute inset-y-0 right-0 w-[min(20rem,85vw)] overflow-y-auto bg-white p-6 text-slate-900 shadow-xl">
          <div className="flex items-center justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {t('nav.menu')}
            </h2>
            <button
              ref={keepAutofocus}
              type="button"
              autoFocus
              popoverTarget={panelId}
              popoverTargetAction="hide"
              aria-label={t('common.closeDialog')}
              className="-mr-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <CloseIcon />
            </button>
          </div>
          <nav aria-label={t('nav.mobile')} className="mt-6">
            <NavLinks className="space-y-1" linkClassName="text-base" onNavigate={close} />
          </nav>
          <div className="mt-6 space-y-2 border-t border-slate-200 pt-6">
            <MobileMenuAccount user={user} onLogout={onLogout} closeMenu={close} />
          </div>
          <div className="mt-6 border-t border-slate-200 pt-6">
            <LanguageSwitch tone="light" buttonClassName="min-h-11 min-w-24" />
          </div>
        </div>
      </div>
    </>
  );
}
