/** The customer's own messages and the answers to them. */
export const SUPPORT_THREADS_KEY = ['support', 'messages'] as const;
