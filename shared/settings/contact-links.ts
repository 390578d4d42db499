// Plain functions, no zod: the footer and chat button use them on first paint (decision 101).

/** The phone as a tel: link takes it: digits and a leading plus only; null when nothing is left. */
export function telLink(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
}

/**
 * The support number as the chat button uses it: whitespace and hyphens removed.
 * null means "no number", and then no button is shown.
 */
export function normalizeWhatsappNumber(raw: string | null | undefined): string | null {
  const normalized = (raw ?? '').replace(/[\s-]/g, '');
  return normalized === '' ? null : normalized;
}

/** wa.me links take the number without the plus sign. */
export const whatsappChatUrl = (normalizedNumber: string) => `https://wa.me/${normalizedNumber.replace(/^\+/, '')}`;

