/**
 * The app as a person on a phone feels it: Debian's Chromium driven by Playwright under Lighthouse's mobile profile
 * (phone-profile.ts), the production build served by the real server on a fresh SQLite file with the demo seed. Each
 * measure runs RUNS times, each on a fresh browser context (a first visit) unless it says returning; reported as the
 * median and the runs' range. Times are taken inside the page (page-probe.ts): a tap from the moment the finger came
 * down, a load from its navigation start, to the start of the frame that shows the answer.
 *
 * - first answer (once the app runs): the first frame in which anything on the page changed after the tap;
 * - shown: the first frame in which what the tap asked for is on screen (for a form: its e-mail field, editable);
 * - typed text kept: text typed into that field at once was still there once the app had taken the field over.
 *
 * Controls and content are found by role and name in the Spanish texts (pwa/lib/locales/es), so a dialog that
 * becomes a page keeps being measured; every timed target is confirmed with Playwright's getByRole afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_WAREHOUSE } from '../../api/seed/demo-accounts';
import { demoPackages } from '../../api/seed/demo-packages';
import { startAppServer } from '../../e2e/support/app-server';
import { suiteLine } from '../../pwa/features/warehouse-address/model/address-lines';
import authText from '../../pwa/lib/locales/es/auth.json';
import dashboardText from '../../pwa/lib/locales/es/dashboard.json';
import footerText from '../../pwa/lib/locales/es/footer.json';
import marketingText from '../../pwa/lib/locales/es/marketing.json';
import navText from '../../pwa/lib/locales/es/nav.json';
import packagesText from '../../pwa/lib/locales/es/packages.json';
import pickupText from '../../pwa/lib/locales/es/pickup.json';
import registrationText from '../../pwa/lib/locales/es/registration.json';
import warehouseText from '../../pwa/lib/locales/es/warehouse.json';
import supportChatText from '../../pwa/lib/locales/es/supportChat.json';
import { probeScript, startWatchScript, type Target } from './page-probe';
import { storeDemoSession } from './demo-session';
import { PHONE_CONTEXT, PHONE_PROFILE_LABEL, throttlePage } from './phone-profile';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const PORT = Number(process.env.BENCH_PHONE_PORT ?? 8921);
const RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 5);
/** A measure with nothing on screen by then is reported as missed. */
const GIVE_UP_MS = 30_000;
/** "Tapped 1 s after load". */
const AFTER_LOAD_MS = 1000;
/** In the signed-in app, a person looks at a screen for a moment before the next tap. */
const LOOK_MS = 1000;
/** The dashboard's query cache is written to IndexedDB a moment after it changes (as lighthouse-bench.ts waits). */
const HELD_DATA_WRITE_MS = 2000;
const TYPED = 'lucia';

// What the demo customer sees: the newest parcel heads the home's summary; the one received at the warehouse can be
// picked up.
const SEED = demoPackages(new Date(), 0).map((demo) => demo.values);
const NEWEST = [...SEED].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
const RECEIVED = SEED.find((values) => values.deliveryStatus === 'received')!;

const T = {
  // A button opening a dialog today; a link to a page of its own would be found too.
  headerSignIn: { role: ['button', 'link'], name: navText.login, within: { role: 'banner' } },
  signInEmail: { role: 'textbox', name: authText.login.email, editable: true },
  registerCta: { role: ['button', 'link'], name: marketingText.hero.cta },
  registerEmail: { role: 'textbox', name: registrationText.email, editable: true },
  menuButton: { role: 'button', name: navText.openMenu },
  menuLink: (name: string) => ({ role: 'link', name, within: { role: 'navigation', name: navText.mobile }, inViewport: true }),
  footerLink: (name: string) => ({ role: 'link', name, within: { role: 'contentinfo' } }),
  pageTitle: (name: string) => ({ role: 'heading', level: 1, name }),
  tab: (name: string) => ({ role: 'link', name, within: { role: 'navigation', name: dashboardText.nav } }),
  packageCard: { role: 'link', nameIncludes: RECEIVED.trackingNumber },
  scheduleButton: { role: 'button', name: pickupText.screen.schedule },
  pickupChoice: { role: 'checkbox', nameIncludes: RECEIVED.title },
} satisfies Record<string, Target | ((name: string) => Target)>;

const MENU_LINKS = [navText.howItWorks, navText.pricing, navText.about, navText.contact].map(T.menuLink);

/** The home's address with the customer's suite, and the latest packages. */
function dashboardReady(suiteCode: string): Target[] {
  const address = { role: 'region', name: warehouseText.title } as const;
  return [
    { text: suiteLine(suiteCode), within: address },
    { text: DEMO_WAREHOUSE.streetAddress, within: address },
    { role: 'link', nameIncludes: NEWEST.title, within: { role: 'region', name: packagesText.summary.title } },
  ];
}

/** The same target as a Playwright locator (getByRole / getByText), for tapping, typing and confirming. */
function locate(page: Page, target: Target): Locator {
  const root = target.within ? page.getByRole(target.within.role, target.within.name === undefined ? {} : { name: target.within.name, exact: true }) : page;
  if (target.text !== undefined) return root.getByText(target.text, { exact: true }).first();
  const roles = Array.isArray(target.role) ? target.role : [target.role!];
  const byRole = roles.map((role) => root.getByRole(role, { name: target.name ?? target.nameIncludes, exact: target.name !== undefined, level: target.level }));
  return byRole.reduce((either, next) => either.or(next)).first();
}

interface Sample {
  /** ms from the tap (or the navigation start) to the first changed frame, to the target on screen. */
  answer?: number;
  shown: number;
  /** For a tap as soon as the control showed: ms from navigation start to the tap. */
  tappedAt?: number;
  kept?: boolean;
}
type Outcome = Sample | { missed: string };

const results = new Map<string, Outcome[]>();
const record = (label: string, outcome: Outcome) => results.set(label, [...(results.get(label) ?? []), outcome]);

async function newPhonePage(browser: Browser) {
  const context = await browser.newContext({ ...PHONE_CONTEXT, locale: 'es-AR', timezoneId: 'America/New_York' });
  await context.addInitScript({ content: probeScript() });
  const page = await context.newPage();
  return { context, page };
}

/** Opens `url`, optionally watching for `targets` from the new document's start; answers the navigation start. */
async function open(page: Page, url: string, waitUntil: 'commit' | 'load', watch?: Target[]): Promise<number> {
  const script = watch ? await page.addInitScript({ content: startWatchScript('load', watch) }) : undefined;
  await page.goto(url, { waitUntil });
  await script?.dispose();
  if (!(await page.evaluate(() => Boolean(window.__bench)))) throw new Error(`the bench's probe is missing in ${url}`);
  return page.evaluate(() => performance.timeOrigin);
}

async function waitFor(page: Page, id: string): Promise<number | null> {
  return page.evaluate(([watch, ms]) => window.__bench!.wait(watch, ms), [id, GIVE_UP_MS] as const);
}

/** Every timed target must be what Playwright's getByRole finds too, or the probe measured something else. */
async function confirm(page: Page, targets: Target[]): Promise<void> {
  for (const target of targets) {
    await locate(page, target).waitFor({ state: 'visible', timeout: 5000 }).catch(() => {
      throw new Error(`Playwright does not see ${JSON.stringify(target)}, which the bench's probe found on screen`);
    });
  }
}

/**
 * Taps `control` and times the answer and `targets` on screen. A tap that opens another document is followed there:
 * the same watch starts with it, and the answer is then the targets' frame.
 */
async function timeTap(page: Page, control: Locator, targets: Target[]): Promise<Outcome & { tapAt?: number }> {
  await page.evaluate((watched) => {
    window.__bench!.arm();
    window.__bench!.watch('tap', watched);
  }, targets);
  const nextDocument = await page.addInitScript({ content: startWatchScript('tap', targets) });
  let shownAt: number | null;
  try {
    await control.tap();
    shownAt = await waitFor(page, 'tap').catch(async (error: unknown) => {
      // The tapped document went away mid-wait: Playwright evaluates in the one that replaced it.
      if (!(error instanceof Error && /context was destroyed|navigat/i.test(error.message))) throw error;
      return waitFor(page, 'tap');
    });
  } finally {
    await nextDocument.dispose();
  }
  const tapAt = await page.evaluate(() => window.__bench!.tapAt());
  if (tapAt === null) throw new Error(`the tap on ${control} never reached the page`);
  if (shownAt === null) return { missed: `nothing on screen ${GIVE_UP_MS / 1000} s after the tap` };
  await confirm(page, targets);
  const answerAt = await page.evaluate(() => window.__bench!.answerAt());
  return { ...(Number.isNaN(answerAt) ? {} : { answer: Math.min(answerAt, shownAt) - tapAt }), shown: shownAt - tapAt, tapAt };
}

/** Types into the field just shown; true if the text is still there once the app runs (its support chat link shows). */
async function typedTextKept(page: Page, field: Target): Promise<boolean> {
  await locate(page, field).pressSequentially(TYPED);
  const running = await page
    .getByRole('link', { name: supportChatText.label })
    .waitFor({ timeout: GIVE_UP_MS })
    .then(() => true, () => false);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return running && (await locate(page, field).inputValue()) === TYPED;
}

type Moment = 'after load' | 'as shown';

/** Opens the landing on a fresh phone and taps `control` 1 s after load or as soon as it shows. */
async function landingTap(browser: Browser, baseUrl: string, moment: Moment, control: Target, targets: Target[], label: string, then?: (page: Page, sample: Sample) => Promise<void>) {
  const { context, page } = await newPhonePage(browser);
  try {
    await throttlePage(context, page);
    let start: number | undefined;
    if (moment === 'after load') {
      await open(page, `${baseUrl}/`, 'load');
      await page.waitForTimeout(AFTER_LOAD_MS);
    } else {
      start = await open(page, `${baseUrl}/`, 'commit', [control]);
      if ((await waitFor(page, 'load')) === null) return record(label, { missed: 'the control never showed' });
    }
    const { tapAt, ...outcome } = await timeTap(page, locate(page, control), targets);
    if ('missed' in outcome) return record(label, outcome);
    // No first answer here: the tap starts the app (decision 132), whose start changes the page whatever was tapped.
    const sample: Sample = { shown: outcome.shown, ...(start === undefined || tapAt === undefined ? {} : { tappedAt: tapAt - start }) };
    await then?.(page, sample);
    record(label, sample);
  } finally {
    await context.close();
  }
}

async function signedInCustomer(baseUrl: string): Promise<{ suiteCode: string }> {
  const { email, password } = DEMO_ACCOUNTS.customer;
  const answer = await fetch(`${baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const { user } = (await answer.json()) as { user: { suite_code: string } };
  return { suiteCode: user.suite_code };
}

const FOOTER_TAP = `footer "${footerText.links.howItWorks}", tapped 1 s after load`;
const LANDING_TAPS = [...['sign-in form', 'registration form', 'menu'].flatMap((what) => [`${what}, tapped 1 s after load`, `${what}, tapped as soon as shown`]), FOOTER_TAP];
const LANDING_ON = [`menu → "${navText.howItWorks}" page`, 'sign in → dashboard address and packages'];

async function landingJourneys(browser: Browser, baseUrl: string, suiteCode: string) {
  const { email, password } = DEMO_ACCOUNTS.customer;
  for (const moment of ['after load', 'as shown'] as const) {
    const when = moment === 'after load' ? 'tapped 1 s after load' : 'tapped as soon as shown';
    for (let run = 0; run < RUNS; run++) {
      await landingTap(browser, baseUrl, moment, T.headerSignIn, [T.signInEmail], `sign-in form, ${when}`, async (page, sample) => {
        sample.kept = await typedTextKept(page, T.signInEmail);
        if (moment !== 'after load') return;
        // Into the app: the credentials typed, the form's "Iniciar sesión" tapped, until the dashboard is on screen.
        const emailField = locate(page, T.signInEmail);
        await emailField.fill(email);
        await page.getByLabel(authText.login.password, { exact: true }).fill(password);
        const submit = page.locator('form').filter({ has: emailField }).getByRole('button', { name: authText.login.submit, exact: true });
        record(LANDING_ON[1]!, await timeTap(page, submit, dashboardReady(suiteCode)));
      });
      await landingTap(browser, baseUrl, moment, T.registerCta, [T.registerEmail], `registration form, ${when}`, async (page, sample) => {
        sample.kept = await typedTextKept(page, T.registerEmail);
      });
      await landingTap(browser, baseUrl, moment, T.menuButton, MENU_LINKS, `menu, ${when}`, async (page) => {
        if (moment === 'after load') record(LANDING_ON[0]!, await timeTap(page, locate(page, T.menuLink(navText.howItWorks)), [T.pageTitle(marketingText.howItWorks.title)]));
      });
      // Scrolled to (the scroll itself, near the footer's placeholders, starts the app) and tapped: a link the browser
      // may follow itself, to the prerendered page, if the app has not taken the page over yet.
      if (moment === 'after load') await landingTap(browser, baseUrl, moment, T.footerLink(footerText.links.howItWorks), [T.pageTitle(marketingText.howItWorks.title)], FOOTER_TAP);
    }
  }
}


/** Opens `url` and times, from its navigation start, until `targets` are on screen. */
async function timeLoad(page: Page, url: string, targets: Target[]): Promise<Outcome> {
  const start = await open(page, url, 'commit', targets);
  const shownAt = await waitFor(page, 'load');
  if (shownAt === null) return { missed: `nothing on screen ${GIVE_UP_MS / 1000} s after navigation start` };
  await confirm(page, targets);
  return { shown: shownAt - start };
}

const APP_TAPS: Array<[string, Target, Target[]]> = [
  [`tab "${dashboardText.tabs.packages}" → the list`, T.tab(dashboardText.tabs.packages), [T.pageTitle(packagesText.title), T.packageCard]],
  ['a package → its detail', T.packageCard, [T.pageTitle(RECEIVED.title)]],
  [`tab "${dashboardText.tabs.pickup}" → the pickup screen`, T.tab(dashboardText.tabs.pickup), [T.scheduleButton]],
  [`"${pickupText.screen.schedule}" → the booking form`, T.scheduleButton, [T.pickupChoice]],
];

async function dashboardJourney(browser: Browser, baseUrl: string, suiteCode: string) {
  const { context, page } = await newPhonePage(browser);
  try {
    await storeDemoSession(page, baseUrl);
    await throttlePage(context, page);
    const ready = dashboardReady(suiteCode);
    const firstVisit = await timeLoad(page, `${baseUrl}/dashboard`, ready);
    record('dashboard, first visit', firstVisit);
    if ('missed' in firstVisit) return;
    for (const [label, control, targets] of APP_TAPS) {
      await page.waitForTimeout(LOOK_MS);
      const { tapAt: _tapAt, ...outcome } = await timeTap(page, locate(page, control), targets);
      record(label, outcome);
      if ('missed' in outcome) return;
    }
    // The next day: the service worker holds the app, IndexedDB the data.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForTimeout(HELD_DATA_WRITE_MS);
    const returning = await timeLoad(page, `${baseUrl}/dashboard`, ready);
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    record('dashboard, returning', controlled ? returning : { missed: 'the service worker was not in charge' });
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const spread = (values: number[]) => `${ms(median(values)).padStart(8)} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;

function report(labels: string[]) {
  for (const label of labels) {
    const outcomes = results.get(label) ?? [];
    const samples = outcomes.filter((outcome): outcome is Sample => !('missed' in outcome));
    const missed = outcomes.filter((outcome): outcome is { missed: string } => 'missed' in outcome);
    const parts: string[] = [];
    const tapped = samples.flatMap((sample) => (sample.tappedAt === undefined ? [] : [sample.tappedAt]));
    if (tapped.length) parts.push(`tap at ${spread(tapped)} after navigation start`);
    const answers = samples.flatMap((sample) => (sample.answer === undefined ? [] : [sample.answer]));
    if (answers.length) parts.push(`first answer ${spread(answers)}`);
    if (samples.length) parts.push(`shown ${spread(samples.map((sample) => sample.shown))}`);
    const kept = samples.filter((sample) => sample.kept !== undefined);
    if (kept.length) parts.push(`typed text kept ${kept.filter((sample) => sample.kept).length}/${kept.length}`);
    if (missed.length) parts.push(`MISSED ${missed.length}/${outcomes.length}: ${[...new Set(missed.map((outcome) => outcome.missed))].join('; ')}`);
    console.log(`    ${label.padEnd(46)} ${parts.join('   ')}`);
  }
}

export async function benchPhone(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'miami-drop-bench-phone-'));
  // No mail is sent on these paths; the SMTP port is never reached.
  const server = await startAppServer({ port: PORT, dataDir, smtpPort: 1 });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const { suiteCode } = await signedInCustomer(server.baseUrl);
    await landingJourneys(browser, server.baseUrl, suiteCode);
    for (let run = 0; run < RUNS; run++) await dashboardJourney(browser, server.baseUrl, suiteCode);

    console.log(`Phone (${PHONE_PROFILE_LABEL}; production build, real server; median of ${RUNS} runs, min–max in ms):`);
    console.log('  landing /, first visit: from the tap');
    report([...LANDING_TAPS, ...LANDING_ON]);
    console.log('  /dashboard signed in: from navigation start to the address with the suite and the latest packages');
    report(['dashboard, first visit', 'dashboard, returning']);
    console.log('  in the signed-in app, first visit: from the tap');
    report(APP_TAPS.map(([label]) => label));
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPhone();
