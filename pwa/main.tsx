import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import { currentLanguage, detectLanguage, startI18n, storedLanguage, takeLanguageFromAddress } from '@/lib/i18n';
import { isAppLanguage } from '@/lib/languages';
import { App } from '@/app/app';
import { useAuthStore } from '@/features/auth/store/auth-store';
import { followLanguageInManifest, pointManifestAt } from '@/app/manifest-link';
import { captureInstallPrompt } from '@/features/install-app/model/install-prompt';
import { registerServiceWorker } from '@/app/pwa-update';

captureInstallPrompt();
registerServiceWorker();

/**
 * A prerendered page (decision 100) arrives with its text in #root and its language on <html lang>: the app
 * starts in that language and hydrates it. The shell (deep links, offline) has an empty #root and renders.
 */
async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  takeLanguageFromAddress();
  const pageLanguage = root.firstElementChild ? document.documentElement.lang : null;
  // A stored choice the page was not served in (made before the language cookie existed, or with the cookie
  // cleared): the app renders in the choice instead of hydrating the other language's HTML (switching during
  // hydration would change texts under React), and the cookie it sets serves the choice from the next page on.
  const chosen = storedLanguage();
  const hydrate = isAppLanguage(pageLanguage) && (chosen === null || chosen === pageLanguage);
  const language = hydrate ? pageLanguage : detectLanguage();
  // Before the await, so before the load event: the language's chunk can arrive after it.
  pointManifestAt(language);
  await startI18n(language);
  // Rendered rather than hydrated (the signed-in app, the shell): a stored session is taken up before the first render,
  // so the screens it opens are that render, time-sliced in the transition below, not a blocking update after it.
  // A hydrated page keeps the signed-out state its HTML was prerendered in until the session bootstrap runs.
  if (!hydrate) useAuthStore.getState().restoreStoredSession();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Rendering in a transition lets React yield to the browser every few milliseconds instead of holding the main
  // thread for the whole first render (a prerendered page is already readable; a tap during hydration is replayed).
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app, { onRecoverableError: (error) => reportUnlessSwitched(error, language) });
    else createRoot(root).render(app);
  });
  followLanguageInManifest();
}

/**
 * A language switched while parts of the page were still being hydrated (their code arriving) draws those parts in
 * the chosen language, not the page's: React reports the text it did not find and draws them anew, which is what the
 * switch asked for. Anything else it recovers from is reported as React would.
 */
function reportUnlessSwitched(error: unknown, pageLanguage: string) {
  if (currentLanguage() !== pageLanguage) return;
  reportError(error);
}

void start();
