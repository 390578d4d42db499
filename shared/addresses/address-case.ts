const DIRECTIONS = new Set(['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW']);
const hasLetters = (text: string) => /\p{L}/u.test(text);

/** Typed all in capitals or all in small letters (carriers shout; phones type in lower case). */
export const isOneCase = (text: string) => hasLetters(text) && (text === text.toUpperCase() || text === text.toLowerCase());

function tidyWord(word: string): string {
  const upper = word.toUpperCase();
  if (DIRECTIONS.has(upper)) return upper;
  // 5TH → 5th; a unit such as 4B or PH2 stays in capitals.
  if (/^\d+(ST|ND|RD|TH)$/.test(upper)) return word.toLowerCase();
  if (/\d/.test(word)) return upper;
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** "1601 COLLINS AVE" → "1601 Collins Ave", "miami beach" → "Miami Beach"; mixed case is the writer's and is kept. */
export function tidyAddressCase(text: string): string {
  if (!isOneCase(text)) return text;
  return text.replace(/[\p{L}\d]+/gu, tidyWord);
}

/** Two spellings of a line are the same address: case, spaces and the punctuation carriers drop aside. */
export const sameAddressLine = (a: string | null, b: string | null) => normalizedLine(a) === normalizedLine(b);

export const normalizedLine = (text: string | null) =>
  (text ?? '')
    .toUpperCase()
    .replace(/[.,#]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
