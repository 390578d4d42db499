import type { StorageBadgeTone } from '@shared/packages/storage';

/** Colours of a package's displayed status (customer and staff screens alike); carrier statuses fall back to sky. */
const STATUS_TONES: Record<string, string> = {
  scheduled: 'bg-cyan-700 text-white',
  received: 'bg-indigo-100 text-indigo-900',
  picked_up: 'bg-slate-200 text-slate-700',
  shipped: 'bg-teal-100 text-teal-900',
  disposed: 'bg-stone-200 text-stone-800',
  delivered: 'bg-emerald-100 text-emerald-900',
  exception: 'bg-red-100 text-red-800',
  failed_attempt: 'bg-amber-100 text-amber-900',
  returned: 'bg-red-100 text-red-800',
};

export const statusTone = (status: string) => STATUS_TONES[status] ?? 'bg-sky-100 text-sky-900';

/** The storage badge: red when expired, orange at 3 days or fewer, green otherwise (part 2 section 4). */
export const STORAGE_TONES: Record<StorageBadgeTone, string> = {
  red: 'bg-red-100 text-red-800 ring-red-200',
  orange: 'bg-orange-100 text-orange-900 ring-orange-200',
  green: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
};
