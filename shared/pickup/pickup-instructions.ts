/**
 * A scheduled package's delivery_instructions carry the booked time and the customer's notes
 * as text (part 2 section 3): "Pickup time: 10:30" and, when given, "Notes: ..." on the next line.
 */
const PICKUP_TIME_PREFIX = 'Pickup time: ';
const NOTES_PREFIX = 'Notes: ';

export function formatPickupInstructions(pickupTime: string, notes?: string | null): string {
  const trimmedNotes = notes?.trim();
  return trimmedNotes ? `${PICKUP_TIME_PREFIX}${pickupTime}\n${NOTES_PREFIX}${trimmedNotes}` : `${PICKUP_TIME_PREFIX}${pickupTime}`;
}

export interface PickupInstructions {
  pickupTime: string | null;
  notes: string | null;
}

/** Reads both parts back; notes run to the end of the text, so they may span lines. */
export function parsePickupInstructions(text: string | null | undefined): PickupInstructions {
  const source = text ?? '';
  const time = /Pickup time:\s*(\d{2}:\d{2})/.exec(source);
  const notesAt = source.indexOf(NOTES_PREFIX);
  const notes = notesAt >= 0 ? source.slice(notesAt + NOTES_PREFIX.length).trim() : '';
  return { pickupTime: time?.[1] ?? null, notes: notes === '' ? null : notes };
}
