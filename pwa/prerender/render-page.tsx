import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/app-routes';
import { DashboardFrame } from '@/app/dashboard/dashboard-frame';
import { DASHBOARD_PATH } from '@/app/dashboard/dashboard-tabs';
import { faqGroups } from '@/features/marketing/model/faq-entries';
import { faqPageStructuredData } from '@/features/marketing/model/faq-structured-data';
import i18n, { startI18n } from '@/lib/i18n';
import type { AppLanguage } from '@/lib/languages';
import { translations } from '@/lib/locale-files';

export { PUBLIC_PAGES } from '@/app/public-pages';
/** Where the signed-in app's frame is served (pwa/lib/app-frame.ts). */
export const APP_FRAME_PATH = DASHBOARD_PATH;

/** Loaded by the build (prerender-plugin.ts) through Vite's SSR module loader; never part of the browser bundle. */
let started = false;

async function switchTo(language: AppLanguage) {
  if (!started) {
    await startI18n(language, translations);
    started = true;
  } else await i18n.changeLanguage(language);
}

export const translate = (key: string, language: AppLanguage) => i18n.t(key, { lng: language });

/** The JSON-LD of a page's head, from the same texts its markup shows (only the FAQ has any). */
export function structuredData(meta: string, language: AppLanguage): unknown {
  return meta === 'faq' ? faqPageStructuredData(faqGroups(i18n.getFixedT(language), language), language) : undefined;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

async function renderOnce(path: string, content: ReactNode = <AppRoutes />): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={path}>{content}</StaticRouter>
      </AppProviders>
    </StrictMode>,
    // Never outline a large boundary to reveal it later by script: the page is one plain document.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return streamToString(prelude);
}

/** A boundary whose content arrived after the shell (a lazy route's first load): React would reveal it by script. */
const PENDING_BOUNDARY = '<template id="B:';

/**
 * The markup of #root for `path` in `language`. A lazy route resolves during the first pass, which React can
 * only reveal with a script; the passes repeat until every lazy module is loaded and the HTML is plain.
 */
export async function renderPage(path: string, language: AppLanguage): Promise<string> {
  await switchTo(language);
  for (let pass = 0; pass < 4; pass++) {
    const html = await renderOnce(path);
    if (!html.includes(PENDING_BOUNDARY)) return html;
  }
  throw new Error(`${path} still suspends after 4 passes`);
}

/** The markup of the signed-in app's frame in `language` (no lazy parts: one pass). */
export async function renderAppFrame(language: AppLanguage): Promise<string> {
  await switchTo(language);
  return renderOnce(APP_FRAME_PATH, <DashboardFrame />);
}
