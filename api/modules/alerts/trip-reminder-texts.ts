import { formatLongDate, type DateLanguage } from '../../../shared/time/new-york';

/** What a trip reminder is written from: the titles of what is in, on its way in time, and late (docs/decisions/174). */
export interface TripReminderFacts {
  arrivalDate: string;
  ready: string[];
  onTime: string[];
  late: string[];
}

const count = { es: (n: number) => (n === 1 ? '1 paquete' : `${n} paquetes`), en: (n: number) => (n === 1 ? '1 package' : `${n} packages`) };

const WORDS = {
  es: {
    title: 'Tu viaje a Miami se acerca',
    arrive: (date: string) => `Llegas el ${date}.`,
    ready: (n: string) => `Listos en el depósito: ${n}.`,
    none: 'Todavía no hay nada en el depósito.',
    onTime: (n: string) => `En camino y a tiempo: ${n}.`,
    late: (n: string, titles: string) => `Podrían no llegar a tiempo: ${n} (${titles}).`,
  },
  en: {
    title: 'Your trip to Miami is coming up',
    arrive: (date: string) => `You arrive on ${date}.`,
    ready: (n: string) => `Ready at the warehouse: ${n}.`,
    none: 'Nothing is at the warehouse yet.',
    onTime: (n: string) => `On the way in time: ${n}.`,
    late: (n: string, titles: string) => `May not arrive in time: ${n} (${titles}).`,
  },
} as const;

export const tripReminderTitle = (language: DateLanguage) => WORDS[language].title;

/** "You arrive on March 30, 2026. Ready at the warehouse: 2 packages. May not arrive in time: 1 package (Shoes)." */
export function tripReminderBody(facts: TripReminderFacts, language: DateLanguage): string {
  const words = WORDS[language];
  const n = count[language];
  return [
    words.arrive(formatLongDate(facts.arrivalDate, language)),
    facts.ready.length ? words.ready(n(facts.ready.length)) : words.none,
    facts.onTime.length ? words.onTime(n(facts.onTime.length)) : null,
    facts.late.length ? words.late(n(facts.late.length), facts.late.join(', ')) : null,
  ]
    .filter(Boolean)
    .join(' ');
}
