import { AUTH_STORAGE_KEYS } from '../../shared/accounts/session-rules';
import { LANGUAGE_STORAGE_KEY } from '../lib/languages';
import { HELD_INSTALL_PROMPT } from '../lib/held-install-prompt';
import { GO_AFTER_PAINT, GO_FUNCTION, withStarter } from './page-scripts';

/** The built service worker (vite.config.ts: VitePWA's `filename`, built to the dist root). */
export const SERVICE_WORKER_URL = '/sw.js';
/** What counts as someone using the page: any of these starts the app (decision 132). */
export const FIRST_USE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'wheel', 'keydown', 'focusin'] as const;
/** A placeholder of what the API will tell (components/ui/skeleton.tsx) this close to the view starts the app. */
const PLACEHOLDER_MARGIN = '200px';

// Lines of ES5 joined without separators: each ends in `;`, `{` or `}`. `d` holds the scripts and the settings.
const SCRIPT = [
  '(function(d){',
  GO_FUNCTION,
  'function get(k){try{return localStorage.getItem(k)}catch(x){return null}}',
  // The app is needed at once: a query the app reads, someone signed in, a language chosen that the page is not in,
  // the installed app.
  'var chosen=get(d.l);',
  'if(location.search||get(d.u)||(chosen&&chosen!=document.documentElement.lang)||matchMedia("(display-mode: standalone)").matches){',
  GO_AFTER_PAINT,
  '}else{',
  'd.w.forEach(function(t){addEventListener(t,go,{capture:true,passive:true,once:true})});',
  'document.addEventListener("DOMContentLoaded",function(){',
  'var p=document.querySelectorAll("#root [data-skeleton]");',
  'if(!p.length||!window.IntersectionObserver)return;',
  'var o=new IntersectionObserver(function(e){if(e.some(function(x){return x.isIntersecting})){o.disconnect();go()}},{rootMargin:d.m});',
  'for(var i=0;i<p.length;i++)o.observe(p[i])',
  '});',
  // Offline use and installing do not wait for the app: the worker is registered as the app would have.
  'addEventListener("load",function(){if(!s&&navigator.serviceWorker)navigator.serviceWorker.register(d.s).catch(function(){})})',
  '}',
  // The browser's install offer comes once, early: kept for the app (features/install-app) like the app keeps it.
  'addEventListener("beforeinstallprompt",function(e){e.preventDefault();window[d.i]=e});',
  '})',
].join('');

/**
 * A prerendered public page is read before it is used: its scripts (the app, 150 KB of gzip) start on the first sign
 * of someone using it (a touch, the pointer, the wheel, a key, focus), when a placeholder of what the API will tell
 * (the contact details) nears the view, or at once where the page needs the app (decisions 132 and 137). Nothing
 * done before the app arrives needs it: controls that go somewhere are links, and a form sent before it is hydrated is
 * kept by React's own form replaying (React DOM's prerender writes it beside a form with an action) and sent then.
 */
export function startOnFirstUse(html: string): string {
  return withStarter(html, (scripts) => {
    const settings = {
      ...scripts,
      w: FIRST_USE_EVENTS,
      m: PLACEHOLDER_MARGIN,
      s: SERVICE_WORKER_URL,
      u: AUTH_STORAGE_KEYS.user,
      l: LANGUAGE_STORAGE_KEY,
      i: HELD_INSTALL_PROMPT,
    };
    return `${SCRIPT}(${JSON.stringify(settings)})`;
  });
}
