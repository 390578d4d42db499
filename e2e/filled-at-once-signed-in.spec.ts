import { expect, test, type Browser, type Locator } from './support/journey-test';
import { DEMO_ACCOUNTS } from '../api/seed/demo-accounts';
import { PICKUP_TIME_SLOTS } from '../shared/pickup/pickup-slots';
import { addDaysToDateString, isWeekendDateString } from '../shared/time/date-string';
import { newYorkDateString } from '../shared/time/new-york';
import type { AppServer } from './support/app-server';
import { newPhone, runTries, PHONES_AT_ONCE, startPhoneFormsServer, TRIES_PER_FORM, type Phone, type TriesReport } from './support/phone-forms';
import { autofill } from './support/autofill';
import { apiAs, pageErrors, recordRequests, signInOnPhone, type Account, type BearerApi } from './support/signed-in-phone';
import { uniqueUnknownNumber, uniqueUpsNumber } from './support/tracking-numbers';

/**
 * Issue 26, the signed-in forms: each filled and sent as fast as autofill would, the moment its first field shows,
 * by TRIES_PER_FORM new phones (Lighthouse's mobile profile). Nothing waits for the app: a page is opened without
 * waiting for its load, and a journey waits only for what a person waits for (the button to open a form, its field).
 * Every try checks that the server got what the fields showed, and that the screen says it was done.
 */

const PORT = Number(process.env.E2E_SIGNED_IN_FORMS_PORT ?? 8874);

/** A try's step (an action, or the screen it waits for) that takes longer fails that try, not the whole test. */
const TRY_STEP_TIMEOUT_MS = 60_000;
const onScreen = expect.configure({ timeout: TRY_STEP_TIMEOUT_MS });

let server: AppServer;
type Client = BearerApi & { dispose: () => Promise<void> };
let staff: Client;
let customer: Client;

test.describe.configure({ timeout: 600_000 });

test.beforeAll(async () => {
  server = await startPhoneFormsServer(PORT);
  staff = await apiAs(server.baseUrl, DEMO_ACCOUNTS.admin);
  customer = await apiAs(server.baseUrl, DEMO_ACCOUNTS.customer);
});

test.afterAll(async () => {
  await staff?.dispose();
  await customer?.dispose();
  await server?.stop();
});

/** Weekdays from tomorrow on (New York): days whose every slot is ahead. */
function weekdaysAhead(count: number): string[] {
  const days: string[] = [];
  for (let day = addDaysToDateString(newYorkDateString(new Date()), 1); days.length < count; day = addDaysToDateString(day, 1)) {
    if (!isWeekendDateString(day)) days.push(day);
  }
  return days;
}
const DAYS = weekdaysAhead(12);

interface Package {
  id: number;
  tracking_number: string;
  title: string;
  carrier: string | null;
  estimated_delivery: string | null;
}
interface Pickup {
  id: number;
  pickup_date: string;
  pickup_time: string;
  notes: string | null;
  package_ids: number[];
}

/**
 * One try: a new phone at address `address`, signed in as `account`, closed at the end whatever happened (a failed
 * try leaves the phone's screen beside the test's results).
 */
async function onPhone(browser: Browser, address: number, account: Account, attempt: (phone: Phone, api: BearerApi) => Promise<void>) {
  const phone = await newPhone(browser, server.baseUrl, address);
  phone.context.setDefaultTimeout(TRY_STEP_TIMEOUT_MS);
  const errors = pageErrors(phone);
  try {
    const api = await signInOnPhone(phone, account);
    await attempt(phone, api);
    expect(errors, 'uncaught exceptions on the phone').toEqual([]);
  } catch (error) {
    await phone.page.screenshot({ path: test.info().outputPath(`phone-${address}.png`) }).catch(() => undefined);
    throw error;
  } finally {
    await phone.context.close();
  }
}

function expectEveryTry(form: string, report: TriesReport) {
  const slowest = Math.max(...report.trySeconds);
  console.log(`${form}: ${report.passed}/${TRIES_PER_FORM} tries passed in ${report.seconds} s (slowest try ${slowest} s)`);
  expect(report.failures, `${form}: tries that lost what was filled`).toEqual([]);
}

const ownPackage = async (api: BearerApi, number: string) =>
  (await api.get<{ packages: Package[] }>('/api/tracking')).packages.find((pkg) => pkg.tracking_number === number);

/** A received package of the demo customer, ready for a pickup (the try's own, so its title names it). */
async function receivedPackage(api: BearerApi, title: string): Promise<Package> {
  const { package: pkg } = await api.send<{ package: Package }>('POST', '/api/tracking/create', { tracking_number: uniqueUnknownNumber(), title }, 201);
  await staff.send('PUT', `/api/packages/${pkg.id}/received`, { weight_lb: 1.5 }, 200);
  return pkg;
}

/** Handed over, so the package no longer counts against the plan (and its pickup is done). */
const handOver = (pkg: Package) => staff.send('PUT', `/api/packages/${pkg.id}/picked-up`, { pickup_by: 'Prueba de formularios' }, 200);

/** Taps a day of the pickup calendar, moving to its month first (the calendar opens on the day it starts with). */
async function chooseDay(dialog: Locator, date: string) {
  const day = dialog.locator(`button[data-date="${date}"]`);
  const firstShown = dialog.getByRole('grid').locator('button[data-date]').first();
  for (let turns = 0; turns < 3 && (await day.count()) === 0; turns += 1) {
    const shown = (await firstShown.getAttribute('data-date')) ?? '';
    await dialog.getByRole('button', { name: shown < date ? 'Mes siguiente' : 'Mes anterior' }).click();
    await onScreen(firstShown).not.toHaveAttribute('data-date', shown);
  }
  await day.click();
}

const slot = (dialog: Locator, time: string) => dialog.locator(`[role="radio"][value="${time}"]`);

test('add package: the package created is the one the dialog showed', async ({ browser }) => {
  const report = await runTries(TRIES_PER_FORM, PHONES_AT_ONCE, (index) =>
    onPhone(browser, index, DEMO_ACCOUNTS.customer, async (phone, api) => {
      const { page } = phone;
      // Half the numbers are UPS's (the carrier is detected), half unknown (the customer picks it in a field that appears).
      const unknownCarrier = index % 2 === 1;
      const number = unknownCarrier ? uniqueUnknownNumber() : uniqueUpsNumber();
      const title = `Zapatillas ${index} ${number.slice(-5)}`;
      const estimated = DAYS[index % DAYS.length]!;
      const sent = await recordRequests(phone, 'POST', /\/api\/tracking\/create$/);

      try {
        await page.goto('/dashboard/packages', { waitUntil: 'commit' });
        await page.getByTestId('add-package').first().click();
        const dialog = page.getByRole('dialog', { name: 'Agregar paquete' });
        await dialog.getByLabel('Número de seguimiento').waitFor();
        await autofill(dialog, { 'Número de seguimiento': number, 'Nombre del paquete': title, 'Fecha estimada de entrega (opcional)': estimated });
        // The carrier's field shows once the number is there.
        if (unknownCarrier) await dialog.getByLabel('Transportista', { exact: true }).selectOption('dhl');
        await dialog.getByRole('button', { name: 'Agregar paquete' }).click();

        const created = page.getByRole('dialog', { name: 'Paquete agregado' });
        await onScreen(created).toContainText(title);
        await onScreen(created).toContainText(unknownCarrier ? 'DHL' : 'UPS');
        expect(sent.map(({ body }) => body)).toEqual([{ tracking_number: number, title, estimated_delivery: estimated, ...(unknownCarrier ? { carrier: 'dhl' } : {}) }]);
        // The estimated delivery sent is checked above: the carrier's first answer may replace it on the server.
        expect(await ownPackage(api, number)).toMatchObject({ title, carrier: unknownCarrier ? 'dhl' : 'ups' });
      } finally {
        // Deleted, so the plan has room for the next tries.
        const stored = await ownPackage(api, number);
        if (stored) await api.send('DELETE', `/api/tracking/${stored.id}`, undefined, 200);
      }
    }),
  );
  expectEveryTry('add package', report);
});

test('schedule pickup: the pickup booked is the one the dialog showed', async ({ browser }) => {
  const report = await runTries(TRIES_PER_FORM, PHONES_AT_ONCE, (index) =>
    onPhone(browser, TRIES_PER_FORM + index, DEMO_ACCOUNTS.customer, async (phone, api) => {
      const { page } = phone;
      const pkg = await receivedPackage(api, `Retiro ${index} ${Date.now() % 100_000}`);
      // A slot of its own per try, so no try finds its slot full.
      const date = DAYS[index % 4]!;
      const time = PICKUP_TIME_SLOTS[2 + Math.floor(index / 4)]!;
      const notes = `Retira Lucía, prueba ${index}`;
      const sent = await recordRequests(phone, 'POST', /\/api\/pickup\/schedule$/);
      try {
        await page.goto('/dashboard/pickup', { waitUntil: 'commit' });
        await page.getByRole('button', { name: 'Programar retiro' }).click();
        const dialog = page.getByRole('dialog', { name: 'Programar retiro' });
        // Every package at the warehouse starts ticked (other tries' too, and the demo's): only this try's goes.
        const checklist = dialog.getByRole('group', { name: 'Paquetes a retirar' });
        const mine = checklist.getByRole('listitem').filter({ hasText: pkg.tracking_number });
        await mine.waitFor();
        await autofill(dialog, { 'Notas (opcional)': notes });
        await mine.getByRole('checkbox').check();
        for (const other of await checklist.getByRole('listitem').filter({ hasNotText: pkg.tracking_number }).all()) await other.getByRole('checkbox').uncheck();
        await chooseDay(dialog, date);
        await slot(dialog, time).click();
        await dialog.getByRole('button', { name: 'Programar retiro' }).click();

        // One pickup a day (decision 184): another try's pickup that day asks first, and this try wants one of its own.
        const confirmation = dialog.getByTestId('pickup-confirmation');
        const second = dialog.getByTestId('same-day-second');
        await onScreen(confirmation.or(second)).toBeVisible();
        if (await second.isVisible()) await second.click();
        await onScreen(confirmation).toContainText('Retiro agendado');
        const asked = { package_ids: [pkg.id], pickup_date: date, pickup_time: time, notes };
        expect(sent.map(({ body }) => body)).toEqual(sent.length === 1 ? [asked] : [asked, { ...asked, allow_second: true }]);
        const { pickups } = await api.get<{ pickups: Pickup[] }>('/api/pickups');
        expect(pickups.find((pickup) => pickup.package_ids.includes(pkg.id))).toMatchObject({ package_ids: [pkg.id], pickup_date: date, pickup_time: time, notes });
      } finally {
        await handOver(pkg);
      }
    }),
  );
  expectEveryTry('schedule pickup', report);
});

test('edit pickup: the pickup moves to the day and time the dialog showed', async ({ browser }) => {
  const report = await runTries(TRIES_PER_FORM, PHONES_AT_ONCE, (index) =>
    onPhone(browser, 2 * TRIES_PER_FORM + index, DEMO_ACCOUNTS.customer, async (phone, api) => {
      const { page } = phone;
      const title = `Mover ${index} ${Date.now() % 100_000}`;
      const pkg = await receivedPackage(api, title);
      const booked = { date: DAYS[4 + (index % 4)]!, time: PICKUP_TIME_SLOTS[Math.floor(index / 4)]! };
      const moved = { date: DAYS[8 + (index % 4)]!, time: PICKUP_TIME_SLOTS[6 + Math.floor(index / 4)]!, notes: `Retira Martín, prueba ${index}` };
      const { pickup } = await api.send<{ pickup: Pickup }>(
        'POST',
        '/api/pickup/schedule',
        // Other tries book the same days for the same customer: each asks for a pickup of its own (decision 184).
        { package_ids: [pkg.id], pickup_date: booked.date, pickup_time: booked.time, notes: 'Retira Lucía', allow_second: true },
        201,
      );
      const sent = await recordRequests(phone, 'PUT', /\/api\/pickup\/\d+\/reschedule$/);
      try {
        await page.goto('/dashboard/pickup', { waitUntil: 'commit' });
        await page.getByTestId('pickup-card').filter({ hasText: title }).getByRole('button', { name: 'Editar retiro' }).click();
        const dialog = page.getByRole('dialog', { name: 'Editar fecha de retiro' });
        await dialog.getByRole('grid').waitFor();
        await autofill(dialog, { 'Notas (opcional)': moved.notes });
        await chooseDay(dialog, moved.date);
        await slot(dialog, moved.time).click();
        await dialog.getByRole('button', { name: 'Guardar cambios' }).click();

        const confirmation = dialog.getByTestId('pickup-confirmation');
        const second = dialog.getByTestId('same-day-second');
        await onScreen(confirmation.or(second)).toBeVisible();
        if (await second.isVisible()) await second.click();
        await onScreen(confirmation).toContainText('Retiro actualizado');
        const path = `/api/pickup/${pickup.id}/reschedule`;
        const asked = { pickup_date: moved.date, pickup_time: moved.time, notes: moved.notes };
        expect(sent.map(({ url, body }) => [url.pathname, body])).toEqual(sent.length === 1 ? [[path, asked]] : [[path, asked], [path, { ...asked, allow_second: true }]]);
        const { pickups } = await api.get<{ pickups: Pickup[] }>('/api/pickups');
        expect(pickups.find(({ id }) => id === pickup.id)).toMatchObject({ pickup_date: moved.date, pickup_time: moved.time, notes: moved.notes });
      } finally {
        await handOver(pkg);
      }
    }),
  );
  expectEveryTry('edit pickup', report);
});

test('support: the message staff read is the one the dialog showed', async ({ browser }) => {
  const report = await runTries(TRIES_PER_FORM, PHONES_AT_ONCE, (index) =>
    onPhone(browser, 3 * TRIES_PER_FORM + index, DEMO_ACCOUNTS.customer, async (phone) => {
      const { page } = phone;
      // Every field, the ones the account fills in too: a late fill-in would show here as a changed name or address.
      const message = {
        fullName: `Lucía Prueba ${index}`,
        email: `lucia.${index}.${Date.now()}@example.com`,
        phone: `+54 11 5555-${1000 + index}`,
        subject: 'facturacion',
        message: `No encuentro la factura de este mes (prueba ${index}, ${Date.now()}).`,
      };
      const sent = await recordRequests(phone, 'POST', /\/api\/contact\/dashboard$/);

      await page.goto('/dashboard', { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Contactar a soporte' }).click();
      const dialog = page.getByRole('dialog', { name: 'Contactar a soporte' });
      await dialog.getByLabel('Nombre completo').waitFor();
      await autofill(dialog, {
        'Nombre completo': message.fullName,
        'Correo electrónico': message.email,
        'Teléfono (opcional)': message.phone,
        Asunto: message.subject,
        Mensaje: message.message,
      });
      await dialog.getByRole('button', { name: 'Enviar mensaje' }).click();

      await onScreen(page.getByText('Mensaje enviado. Te responderemos a la brevedad.')).toBeVisible();
      await onScreen(dialog).toBeHidden();
      expect(sent.map(({ body }) => body)).toEqual([message]);
      const { messages } = await staff.get<{ messages: Array<{ full_name: string; email: string; phone: string | null; subject: string; message: string; source: string }> }>(
        '/api/contact-messages',
        { limit: '50' },
      );
      expect(messages.find((stored) => stored.message === message.message)).toMatchObject({
        source: 'dashboard',
        full_name: message.fullName,
        email: message.email,
        phone: message.phone,
        subject: message.subject,
      });
    }),
  );
  expectEveryTry('support', report);
});

test("the receiving station's lookup: the parcel found is the one whose number the field showed", async ({ browser }) => {
  const report = await runTries(TRIES_PER_FORM, PHONES_AT_ONCE, async (index) => {
    const number = uniqueUnknownNumber();
    const title = `Recepción ${index} ${number.slice(-5)}`;
    const { package: pkg } = await customer.send<{ package: Package }>('POST', '/api/tracking/create', { tracking_number: number, title }, 201);
    try {
      await onPhone(browser, 4 * TRIES_PER_FORM + index, DEMO_ACCOUNTS.admin, async (phone) => {
        const { page } = phone;
        const sent = await recordRequests(phone, 'GET', /\/api\/admin\/receive\/lookup\?/);

        await page.goto('/admin/receive', { waitUntil: 'commit' });
        const field = page.getByRole('textbox', { name: 'Número de seguimiento' });
        await field.waitFor();
        await autofill(page.getByRole('search'), { 'Número de seguimiento': number });
        await field.press('Enter');

        const match = page.getByTestId('receive-match');
        await onScreen(match).toContainText(title);
        await onScreen(match).toContainText(number);
        expect(sent.map(({ url }) => url.searchParams.get('tracking_number'))).toEqual([number]);
      });
    } finally {
      await customer.send('DELETE', `/api/tracking/${pkg.id}`, undefined, 200);
    }
  });
  expectEveryTry('receiving lookup', report);
});
