/** Server texts of the push calls; the PWA translates them by their exact text (pwa/lib/server-messages.ts). */
export const PUSH_MESSAGES = {
  invalidKeys: 'The push subscription keys are not valid',
} as const;
