const PATHS = {
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z M12 7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z',
  radar: 'M12 3a9 9 0 1 0 9 9 M12 7a5 5 0 1 0 5 5 M12 12l7-7 M16 5h3v3',
  box: 'M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5Z M3.5 7.5 12 12l8.5-4.5 M12 12v9',
  calendar: 'M4 6h16v14H4Z M4 10h16 M8 3v4 M16 3v4 M8 14h3v3H8Z',
  chat: 'M4 5h16v11H9l-5 4Z M8 9h8 M8 12h5',
  lock: 'M6 10h12v10H6Z M8.5 10V7a3.5 3.5 0 0 1 7 0v3 M12 14v2.5',
  shield: 'M12 3 4.5 6v5.5c0 4.5 3.2 8.2 7.5 9.5 4.3-1.3 7.5-5 7.5-9.5V6Z M9 12l2 2 4-4',
  handshake: 'M3 11l4-4 5 1 5-1 4 4-4 4-2-1-3 3-3-3-2 1Z M12 8l-3 3 2 2',
  bolt: 'M13 3 5 13h6l-1 8 8-10h-6Z',
  bulb: 'M9 18h6 M10 21h4 M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3Z',
  heart: 'M12 20s-8-4.8-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.2 12 20 12 20Z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z M4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5',
  cart: 'M3 4h2l2.2 11h11L20 7H6.2 M9 20a1 1 0 1 0 0-.01 M17 20a1 1 0 1 0 0-.01',
  truck: 'M3 6h11v10H3Z M14 10h4l3 3v3h-7 M7 19a2 2 0 1 0 0-.01 M17 19a2 2 0 1 0 0-.01',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z M12 7v5l3 2',
  dashboard: 'M4 4h7v8H4Z M13 4h7v5h-7Z M13 11h7v9h-7Z M4 14h7v6H4Z',
  check: 'M5 12.5 10 17 19 7',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z M12 11v5 M12 7.5v.5',
  alert: 'M12 3 2 20h20Z M12 9v5 M12 17v.5',
} as const;

export type IconName = keyof typeof PATHS;

/** Line icons drawn in SVG (no icon font or network image). */
export function MarketingIcon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={PATHS[name]} />
    </svg>
  );
}
