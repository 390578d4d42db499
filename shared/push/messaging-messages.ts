/** Server texts of the SMS and WhatsApp calls (decision 164); the PWA translates them by their exact text. */
export const MESSAGING_MESSAGES = {
  noPhone: 'Add the mobile number to text first',
  cannotText: 'This number cannot receive text messages. Check it, or use another mobile number.',
  optedOut: 'This number asked us to stop texting it. Reply START to our last text, then try again.',
  sendFailed: 'We could not send the text message. Please try again in a few minutes.',
  tooManyCodes: 'Too many codes requested. Please try again later.',
  noCode: 'This code has expired. Ask for a new one.',
  wrongCode: 'That code is not correct',
  tooManyWrongCodes: 'Too many wrong codes. Ask for a new one.',
  phoneNotVerified: 'Confirm your mobile number with the code we text you first',
  whatsappUnavailable: 'WhatsApp alerts are not available',
} as const;
