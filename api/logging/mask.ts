/** An e-mail address inside any text: the local part's first character is kept, the domain shown whole. */
const EMAIL_ADDRESS = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;

/**
 * `ana@example.com` is `a***@example.com`. Run over a whole serialized log line: the characters it matches and writes
 * need no JSON escaping, so a JSON line stays valid.
 */
export function maskEmails(text: string): string {
  return text.replace(EMAIL_ADDRESS, '$1***@$2');
}
