/** The fallback glyph when the button's image cannot be loaded: a speech bubble with a handset. */
export function ChatIcon() {
  return (
    <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true">
      <path
        d="M16 3.5C9.1 3.5 3.5 9 3.5 15.8c0 2.3.6 4.4 1.8 6.3L3.5 28.5l6.6-1.7c1.8 1 3.8 1.5 5.9 1.5 6.9 0 12.5-5.5 12.5-12.3S22.9 3.5 16 3.5Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
      <path
        d="M11.6 9.8c.4 0 .8 0 1 .6l1.2 2.8c.1.3 0 .6-.1.8l-.8 1c-.2.2-.2.5 0 .8.9 1.6 2.2 2.8 3.9 3.6.3.1.6.1.8-.1l1.1-1.3c.2-.3.5-.3.8-.2l2.7 1.3c.3.1.5.4.4.8-.2 1.4-1.5 2.4-2.9 2.4-4.7-.4-8.6-4.3-9-9 0-1.4 1-2.7 2.4-2.9h.5Z"
        fill="currentColor"
      />
    </svg>
  );
}
