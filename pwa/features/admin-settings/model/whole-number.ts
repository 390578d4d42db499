/** What staff typed as a whole number from min to max (digits only, spaces around ignored); null otherwise. */
export function wholeNumberIn(typed: string, min: number, max: number): number | null {
  const digits = typed.trim();
  if (!/^\d{1,4}$/.test(digits)) return null;
  const value = Number(digits);
  return value >= min && value <= max ? value : null;
}
