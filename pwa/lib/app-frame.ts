/**
 * The app frame (decision 101): a first visit to /dashboard over the network arrives with the signed-in app's frame
 * drawn in the HTML (#app-frame: header, navigation, the home screen's lead and placeholders, no one's data), so the
 * phone paints it before any script. styles.css hides #root while the frame is there; the app removes the frame in
 * the same commit that draws its own screen, so the one replaces the other in a single paint.
 */
export const APP_FRAME_ID = 'app-frame';

export function releaseAppFrame(): void {
  if (typeof document === 'undefined') return;
  document.getElementById(APP_FRAME_ID)?.remove();
}
