import { GO_FUNCTION, withStarter } from './page-scripts';

/**
 * The signed-in app's frame is readable before any script runs, so on a slow link its first paint should not share
 * the bandwidth with the JavaScript (issue 10): the entry and its preloads are added once the first frame is painted
 * (a fallback timer covers a tab opened in the background, where frames wait).
 */
const HIDDEN_TAB_FALLBACK_MS = 1000;

export function startAfterFirstPaint(html: string): string {
  return withStarter(
    html,
    (scripts) =>
      `(function(d){${GO_FUNCTION}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,${HIDDEN_TAB_FALLBACK_MS})})(${JSON.stringify(scripts)})`,
  );
}
