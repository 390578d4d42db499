import { GO_AFTER_PAINT, GO_FUNCTION, withStarter } from './page-scripts';

/**
 * The signed-in app's frame is readable before any script runs, so on a slow link its first paint should not share
 * the bandwidth with the JavaScript (issue 10): the entry and its preloads are added once the first frame is painted.
 */
export function startAfterFirstPaint(html: string): string {
  return withStarter(html, (scripts) => `(function(d){${GO_FUNCTION}${GO_AFTER_PAINT}})(${JSON.stringify(scripts)})`);
}
