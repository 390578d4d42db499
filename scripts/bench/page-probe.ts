/**
 * The phone bench's eyes inside the page, installed before the page's own scripts in every document of a context.
 * Times are absolute (performance.timeOrigin + performance.now(), in ms), so a time taken before a navigation and one
 * after compare, and a document's navigation start is its timeOrigin.
 *
 * - A tap's time is the timeStamp of its first touchstart or pointerdown after arm(): when the finger came down, even
 *   if the page's main thread was busy and handled it later. If the tap opens another document, that document knows
 *   it too (sessionStorage).
 * - "On screen" is checked at every animation frame (requestAnimationFrame, then performance.now()): the time is the
 *   start of the first frame that renders the target, which is painted at the end of that frame.
 * - The first visual answer is the start of the first frame after the first change to the page's body that follows
 *   the tap: an element added or removed (not a script, style or link), an attribute given another value (not an
 *   aria-* state), a text changed. A change that only CSS makes (:active) is not seen; a change the app makes for
 *   another reason at that moment is.
 *
 * Targets are found the way a person or a screen reader finds them, by role and accessible name (a small subset of
 * the ARIA rules: aria-labelledby, aria-label, <label>, then the text; aria-hidden and inert subtrees left out, as
 * Playwright's getByRole leaves them out), or by their exact text. The phone bench confirms every timed target with
 * Playwright's own getByRole afterwards.
 */

export type Role = 'button' | 'link' | 'heading' | 'textbox' | 'checkbox' | 'navigation' | 'region' | 'banner' | 'main' | 'contentinfo';

export interface Scope {
  role: Role;
  name?: string;
}

export interface Target {
  /** Several roles: any of them (a control that may be a button now and a link to a page later). */
  role?: Role | Role[];
  /** The accessible name, exactly (whitespace collapsed). */
  name?: string;
  /** A part of the accessible name. */
  nameIncludes?: string;
  /** A heading's level. */
  level?: number;
  /** Instead of a role: an element whose own text is exactly this. */
  text?: string;
  within?: Scope;
  /** A field that takes typing: not disabled, not read-only. */
  editable?: boolean;
  /** Inside the viewport, wholly (a sheet that is still sliding in is not yet). */
  inViewport?: boolean;
}

export interface Probe {
  /** Forgets the last tap and watches for the next one, and for the page's first change after it. */
  arm(): void;
  tapAt(): number | null;
  /** The first frame after the first change that followed the armed tap (NaN in a document that was not armed). */
  answerAt(): Promise<number>;
  /** Watches, from now, for the first frame in which every target is on screen. */
  watch(id: string, targets: Target[]): void;
  /** That frame's time, or null if it has not come within timeoutMs. */
  wait(id: string, timeoutMs: number): Promise<number | null>;
  /** When the first `input` event after arm() changed a field's value. */
  inputAt(): number | null;
}

declare global {
  interface Window {
    __bench?: Probe;
    /** A watch to start at document start (set by startWatchScript, whichever of the two init scripts runs first). */
    __benchStartWatch?: { id: string; targets: Target[] };
  }
}

/** Runs in the page: no closures over this module, only its argument. */
function installProbe(): void {
  if (window.__bench) return;
  const now = () => performance.timeOrigin + performance.now();
  const norm = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const selectors: Record<Role, string> = {
    button: 'button, [role=button], input[type=button], input[type=submit]',
    link: 'a[href], [role=link]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    textbox: 'input:not([type]), input[type=text], input[type=email], input[type=search], input[type=tel], input[type=url], textarea, [role=textbox]',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    navigation: 'nav, [role=navigation]',
    region: 'section[aria-label], section[aria-labelledby], [role=region]',
    banner: 'header, [role=banner]',
    main: 'main, [role=main]',
    contentinfo: 'footer, [role=contentinfo]',
  };
  const namedByContent = new Set<Role>(['button', 'link', 'heading', 'checkbox']);
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
    if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true' || /^(SCRIPT|STYLE|TEMPLATE)$/.test(node.tagName)) return '';
    if (node.tagName === 'IMG') return node.getAttribute('alt') ?? '';
    return [...node.childNodes].map(textOf).join('');
  };
  const nameOf = (element: Element, role: Role) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return norm(labelledBy.split(/\s+/).map((id) => { const label = document.getElementById(id); return label ? textOf(label) : ''; }).join(' '));
    const label = element.getAttribute('aria-label');
    if (label) return norm(label);
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return norm([...labels].map(textOf).join(' '));
    return namedByContent.has(role) ? norm(textOf(element)) : '';
  };
  // The first of the roles asked for that the element has, by its tag or its role attribute.
  const roleOf = (element: Element, roles: Role[]) => {
    const explicit = element.getAttribute('role');
    return roles.find((role) => (explicit ? explicit === role : element.matches(selectors[role])));
  };
  const onScreen = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true }) && !element.closest('[aria-hidden="true"], [inert]');
  };
  const level = (element: Element) => Number(element.getAttribute('aria-level') ?? element.tagName.slice(1));
  const byRole = (roots: ParentNode[], wanted: Role | Role[], name?: string, nameIncludes?: string, headingLevel?: number) => {
    const roles = Array.isArray(wanted) ? wanted : [wanted];
    return roots.flatMap((root) =>
      [...root.querySelectorAll(roles.map((role) => selectors[role]).join(', '))].filter((element) => {
        const role = roleOf(element, roles);
        return (
          role !== undefined &&
          onScreen(element) &&
          (name === undefined || nameOf(element, role) === name) &&
          (nameIncludes === undefined || nameOf(element, role).includes(nameIncludes)) &&
          (headingLevel === undefined || level(element) === headingLevel)
        );
      }),
    );
  };
  const ownText = (element: Element) => norm([...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => (node as Text).data).join(''));
  const find = (target: Target): Element | undefined => {
    const roots: ParentNode[] = target.within ? byRole([document], target.within.role, target.within.name) : [document];
    const found = target.text !== undefined
      ? roots.flatMap((root) => [...root.querySelectorAll('body *')].filter((element) => ownText(element) === target.text && onScreen(element)))
      : byRole(roots, target.role!, target.name, target.nameIncludes, target.level);
    return found.find((element) => {
      if (target.editable && (element.matches(':disabled') || (element as HTMLInputElement).readOnly)) return false;
      if (!target.inViewport) return true;
      const box = element.getBoundingClientRect();
      return box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight;
    });
  };

  // A tap that opens another document (a link followed natively) is remembered for it, in this tab only.
  const TAP_KEY = '__bench_tap';
  const remembered = () => {
    try {
      return Number(sessionStorage.getItem(TAP_KEY)) || null;
    } catch {
      return null;
    }
  };
  const remember = (value: number | null) => {
    try {
      if (value === null) sessionStorage.removeItem(TAP_KEY);
      else sessionStorage.setItem(TAP_KEY, String(value));
    } catch {
      // a document without storage (about:blank) has no next document to tell
    }
  };
  let armed = false;
  let tap: number | null = null;
  let input: number | null = null;
  let answer: Promise<number> = Promise.resolve(Number.NaN);
  const watches = new Map<string, Promise<number>>();
  const onTouch = (event: Event) => {
    if (!armed || tap !== null) return;
    tap = performance.timeOrigin + event.timeStamp;
    remember(tap);
  };
  addEventListener('touchstart', onTouch, { capture: true, passive: true });
  addEventListener('pointerdown', onTouch, { capture: true, passive: true });
  addEventListener('input', () => { if (armed && input === null) input = now(); }, { capture: true, passive: true });
  const loading = /^(SCRIPT|LINK|STYLE|META|TEMPLATE|NOSCRIPT)$/;
  const visible = (record: MutationRecord) => {
    if (record.type === 'childList') return [...record.addedNodes, ...record.removedNodes].some((node) => !(node instanceof Element && loading.test(node.tagName)));
    if (record.type === 'characterData') return record.oldValue !== record.target.textContent;
    // React sets some attributes again to the value they have; ARIA states change no pixel.
    const name = record.attributeName ?? '';
    return !name.startsWith('aria-') && record.oldValue !== (record.target as Element).getAttribute(name);
  };

  window.__bench = {
    arm: () => {
      armed = true;
      tap = null;
      remember(null);
      input = null;
      answer = new Promise((resolve) => {
        const observer = new MutationObserver((records) => {
          if (tap === null || !records.some(visible)) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(now()));
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeOldValue: true, characterData: true, characterDataOldValue: true });
      });
    },
    tapAt: () => tap ?? remembered(),
    answerAt: () => answer,
    watch: (id, targets) => {
      watches.set(id, new Promise((resolve) => {
        const check = () => (targets.every((target) => find(target)) ? resolve(now()) : requestAnimationFrame(check));
        requestAnimationFrame(check);
      }));
    },
    wait: (id, timeoutMs) => {
      const watched = watches.get(id);
      if (!watched) return Promise.reject(new Error(`no watch ${id}`));
      return Promise.race([watched, new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs))]);
    },
    inputAt: () => input,
  };
  const startWatch = window.__benchStartWatch;
  if (startWatch) window.__bench.watch(startWatch.id, startWatch.targets);
}

/** Runs in the page: starts a watch at document start, whether the probe is installed yet or not. */
function startWatch(watch: { id: string; targets: Target[] }): void {
  if (window.__bench) window.__bench.watch(watch.id, watch.targets);
  else window.__benchStartWatch = watch;
}

// tsx keeps functions' names with a `__name` helper that the page does not have: the page gets a stand-in.
const pageFunction = (fn: (arg: never) => void, arg: unknown) => `var __name = (target) => target; (${fn.toString()})(${JSON.stringify(arg)});`;

/** The probe, as an init script's content. */
export const probeScript = () => pageFunction(installProbe, null);

/** A watch that starts with the next document, as an init script's content (dispose the script after the navigation). */
export const startWatchScript = (id: string, targets: Target[]) => pageFunction(startWatch, { id, targets });
