import { AUTH_STORAGE_KEYS } from '../../shared/accounts/session-rules';
import { LANGUAGE_STORAGE_KEY } from '../lib/languages';
import { HELD_INSTALL_PROMPT } from '../lib/held-install-prompt';
import { GO_AFTER_PAINT, GO_FUNCTION, REACT_PROPS_PREFIX, withStarter } from './page-scripts';

/** The built service worker (vite.config.ts: VitePWA's `filename`, built to the dist root). */
export const SERVICE_WORKER_URL = '/sw.js';
/** What counts as someone using the page: any of these starts the app (decision 132). */
export const FIRST_USE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'wheel', 'keydown', 'focusin'] as const;
/** A placeholder of what the API will tell (components/ui/skeleton.tsx) this close to the view starts the app. */
const PLACEHOLDER_MARGIN = '200px';
/** How often a held tap or typed field is checked for React having taken its element over, and for how long. */
const REPLAY_POLL_MS = 16;
const REPLAY_GIVE_UP_MS = 30_000;

// Lines of ES5 joined without separators: each ends in `;`, `{` or `}`. `d` holds the scripts and the settings.
const SCRIPT = [
  '(function(d){',
  GO_FUNCTION,
  'var held=null,typed=[],timer=0,since=0;',
  'function get(k){try{return localStorage.getItem(k)}catch(x){return null}}',
  // React's props on an element: set when React hydrates it, then by every commit that changes them.
  'function props(n){var k=Object.keys(n).filter(function(k){return k.indexOf(d.k)==0})[0];return k?n[k]:null}',
  'function reacts(n){return !!props(n)}',
  // The starter runs in the head: the page's elements are looked up when needed.
  'function mine(t){var r=document.getElementById("root");return r&&r.contains(t)&&!reacts(t)}',
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
  // A tap or a submit before React has taken its element over is held, and replayed once it has. What was typed is
  // kept and told to React first: it is not in React's state, and React's next render puts the state's value back.
  'function hold(e){',
  'var t=e.type=="submit"?e.target:e.target.closest&&e.target.closest("button,[role=button],input[type=checkbox],input[type=radio],input[type=submit]");',
  'if(!t||!mine(t))return;',
  'e.preventDefault();e.stopPropagation();held={t:t,submit:e.type=="submit"};go();watch()',
  '}',
  'function note(e){',
  'var t=e.target,f=typed.filter(function(x){return x.t==t})[0];',
  'if(!/^(INPUT|TEXTAREA)$/.test(t.tagName))return;',
  // Typing once React has the field: React reads the field itself.
  'if(!mine(t)){if(f&&e.isTrusted)typed.splice(typed.indexOf(f),1);return}',
  'if(f)f.v=t.value;else typed.push({t:t,v:t.value});go();watch()',
  '}',
  // Told until React shows it has it: a controlled field's value prop, an uncontrolled field's own value. An event
  // React receives while it cannot yet hydrate the field is dropped; the next tick tells it again.
  'function told(x){var p=props(x.t);return (p.value===undefined?x.t.value:p.value)===x.v}',
  // Through React's value tracker (the element's own `value`) to something else, then natively to the typed text:
  // React sees a change and calls the field's onChange with it.
  'function tell(x){',
  'var t=x.t,set=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t),"value").set;',
  't.value=x.v?"":" ";set.call(t,x.v);t.dispatchEvent(new Event("input",{bubbles:true}))',
  '}',
  'function watch(){',
  'if(timer)return;since=Date.now();',
  'timer=setInterval(function(){',
  'typed=typed.filter(function(x){if(!x.t.isConnected)return false;if(!reacts(x.t))return true;if(told(x))return false;tell(x);return true});',
  'if(held&&!held.t.isConnected)held=null;',
  'if(held&&!typed.length&&reacts(held.t)){var h=held;held=null;if(h.submit)h.t.requestSubmit();else h.t.click()}',
  'if(!held&&!typed.length||Date.now()-since>d.g){clearInterval(timer);timer=0;held=null;typed=[]}',
  '},d.r)',
  '}',
  'document.addEventListener("click",hold,true);document.addEventListener("submit",hold,true);document.addEventListener("input",note,true)',
  '})',
].join('');

/**
 * A prerendered public page is read before it is used: its scripts (the app, 150 KB of gzip) start on the first sign
 * of someone using it (a touch, the pointer, the wheel, a key, focus), when a placeholder of what the API will tell
 * (the contact details) nears the view, or at once where the page needs the app (decision 132). Until the app has
 * taken the page over, taps on its buttons and its forms' submits are held and replayed, so nothing done in that
 * moment is lost.
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
      r: REPLAY_POLL_MS,
      g: REPLAY_GIVE_UP_MS,
      k: REACT_PROPS_PREFIX,
    };
    return `${SCRIPT}(${JSON.stringify(settings)})`;
  });
}
