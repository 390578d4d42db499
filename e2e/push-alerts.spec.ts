import { createECDH, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, test, type BrowserContext, type Page } from './support/journey-test';
import type { PushPayload } from '../shared/push/push-schemas';
import { DEMO_ACCOUNTS } from '../api/seed/demo-accounts';
import { logInThroughForm, openSignIn } from './support/account-steps';
import { E2E_BASE_URL } from './support/e2e-config';
import { loadUnderServiceWorker } from './support/service-worker-steps';
import { asStaff } from './support/staff-writes';
import { newVerifiedCustomer, subscribeThroughApi } from './support/subscription-steps';

async function logInAsDemoCustomer(page: Page) {
  await page.goto('/');
  await openSignIn(page);
  await logInThroughForm(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The DevTools session of the page and the app worker's registration id (ServiceWorker domain). */
async function workerRegistration(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const scope = `${E2E_BASE_URL}/`;
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((candidate) => candidate.scopeURL === scope && !candidate.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await registration };
}

/** Sends a push message to the app's worker as the push service would (DevTools' "Push" button). */
async function deliverPush(context: BrowserContext, page: Page, payload: PushPayload) {
  const { cdp, registrationId } = await workerRegistration(context, page);
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: E2E_BASE_URL, registrationId, data: JSON.stringify(payload) });
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, icon, badge, data }) => ({ title, body, tag, icon, badge, data })),
  );

interface WorkerScope extends EventTarget {
  registration: ServiceWorkerRegistration;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
}

test.describe('push alerts in the browser', () => {
  test('the worker shows a pushed alert, and clicking it brings the app to that package', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await logInAsDemoCustomer(page);
    const { packages } = (await (await page.request.get('/api/tracking')).json()) as { packages: Array<{ id: number; title: string }> };
    const parcel = packages[0];
    if (!parcel) throw new Error('the demo customer has no packages');
    await loadUnderServiceWorker(page, '/dashboard');

    const payload: PushPayload = {
      kind: 'package-received',
      title: 'Recibimos tu paquete',
      body: `${parcel.title}: 30 días de almacenamiento`,
      url: `/dashboard/packages/${parcel.id}`,
      tag: `package-received-${parcel.id}`,
    };
    await deliverPush(context, page, payload);
    await expect.poll(() => shownNotifications(page)).toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: payload.tag,
        icon: `${E2E_BASE_URL}/icons/icon-192.png`,
        badge: `${E2E_BASE_URL}/icons/badge-96.png`,
        data: { url: payload.url, kind: 'package-received' },
      },
    ]);

    // Headless Chromium has no notification to click: the worker gets the click event the browser would send.
    const [worker] = context.serviceWorkers();
    if (!worker) throw new Error('no service worker');
    await worker.evaluate(async (tag) => {
      // Worker globals, which the DOM typings of this file do not know.
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications({ tag });
      if (!notification) throw new Error('no notification');
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    }, payload.tag);
    await expect(page).toHaveURL(new RegExp(`/dashboard/packages/${parcel.id}$`));
    await expect(page.getByRole('heading', { name: parcel.title })).toBeVisible();
    await expect.poll(() => shownNotifications(page)).toEqual([]);
  });

  test("a received alert carries the parcel's photo, which the worker loads with the owner's session", async ({ page, context, request }) => {
    await context.grantPermissions(['notifications']);
    const customer = await newVerifiedCustomer(page, 'Paula');
    await subscribeThroughApi(page, customer.email, 'drop_basic');
    const created = await page.request.post('/api/tracking/create', { data: { tracking_number: '7112 3456 7891 2345 6787', title: 'Lámpara' } });
    const { id } = ((await created.json()) as { package: { id: number } }).package;
    const staff = await asStaff();
    await staff.addPhoto(id, await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3b6d8a' } }).jpeg().toBuffer());
    await staff.dispose();
    const { tracking: parcel } = (await (await page.request.get(`/api/tracking/${id}`)).json()) as { tracking: { photos: Array<{ url: string }> } };
    const photoUrl = `${E2E_BASE_URL}${parcel.photos[0]?.url}`;
    // The browser's notification loader would get a 401 for it: the photo is the owner's only.
    expect((await request.get(photoUrl)).status()).toBe(401);

    await loadUnderServiceWorker(page, '/dashboard');
    const payload: PushPayload = { kind: 'package-received', title: 'Recibimos tu paquete', body: 'Lámpara', url: `/dashboard/packages/${id}`, tag: `package-received-${id}`, image: photoUrl };
    await deliverPush(context, page, payload);
    const image = () =>
      page.evaluate(async () => {
        const [shown] = (await (await navigator.serviceWorker.ready).getNotifications()) as Array<Notification & { image?: string }>;
        return shown?.image ?? null;
      });
    await expect.poll(image).toMatch(/^data:image\/jpeg;base64,/);
    const jpeg = Buffer.from((await image())?.split(',')[1] ?? '', 'base64');
    expect((await sharp(jpeg).metadata()).width).toBe(64);
  });
});

test('a Background Sync of the outbox tag tells every open window to send its queue', async ({ page, context }) => {
  await loadUnderServiceWorker(page, '/');
  const other = await context.newPage();
  await other.goto('/como-funciona');
  const listen = (tab: Page) =>
    tab.evaluate(() => {
      const heard: unknown[] = [];
      navigator.serviceWorker.addEventListener('message', (event) => heard.push(event.data));
      Object.assign(window, { heardFromWorker: heard });
    });
  await listen(page);
  await listen(other);
  const heard = (tab: Page) => tab.evaluate(() => (window as unknown as { heardFromWorker: unknown[] }).heardFromWorker);

  const { cdp, registrationId } = await workerRegistration(context, page);
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: E2E_BASE_URL, registrationId, tag: 'other-tag', lastChance: false });
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: E2E_BASE_URL, registrationId, tag: 'outbox', lastChance: false });
  await expect.poll(() => heard(page)).toEqual([{ type: 'outbox-sync' }]);
  await expect.poll(() => heard(other)).toEqual([{ type: 'outbox-sync' }]);
});

/** A subscription the local push sandbox accepts: a real P-256 key pair and auth secret, as a browser makes. */
function deviceSubscription(name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.local/e2e/${name}-${randomBytes(6).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    language: 'es',
  };
}

test.describe('the alerts opt-in on the account page', () => {
  test.beforeEach(async ({ page }) => {
    // Counts the page's permission requests and passes each one on to the browser unchanged.
    await page.addInitScript(() => {
      const ask = Notification.requestPermission.bind(Notification);
      Object.assign(window, { permissionRequests: 0 });
      Notification.requestPermission = () => {
        Object.assign(window, { permissionRequests: (window as unknown as { permissionRequests: number }).permissionRequests + 1 });
        return ask();
      };
    });
  });
  const permissionRequests = (page: Page) => page.evaluate(() => (window as unknown as { permissionRequests: number }).permissionRequests);

  test('asks for permission only when the switch is flipped, and explains a refusal', async ({ page }) => {
    await newVerifiedCustomer(page, 'Renata');
    await page.goto('/dashboard/account');
    const alerts = page.getByRole('region', { name: 'Alertas' });
    const deviceSwitch = alerts.getByRole('switch', { name: 'Alertas en este dispositivo' });
    await expect(deviceSwitch).not.toBeChecked();
    await expect(alerts.getByRole('switch', { name: 'Retiro', exact: true })).toHaveCount(0);
    expect(await permissionRequests(page)).toBe(0);

    // Headless Chromium answers an ungranted request with "denied", as a user who blocks the site.
    await deviceSwitch.click();
    await expect(alerts.getByText('Las notificaciones están bloqueadas')).toBeVisible();
    await expect(deviceSwitch).toBeDisabled();
    await expect(deviceSwitch).not.toBeChecked();
    expect(await permissionRequests(page)).toBe(1);
  });

  test('with permission, turning alerts on fetches the key and subscribes; an unreachable push service is reported', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await newVerifiedCustomer(page, 'Bruno');
    await loadUnderServiceWorker(page, '/dashboard/account');
    const alerts = page.getByRole('region', { name: 'Alertas' });
    const vapidKey = page.waitForResponse('**/api/push/vapid-public-key');
    await alerts.getByRole('switch', { name: 'Alertas en este dispositivo' }).click();
    expect((await vapidKey).status()).toBe(200);
    // A test browser has no push service to register with (Chromium refuses it in a test profile).
    await expect(page.getByText('No pudimos cambiar las alertas de este dispositivo. Inténtalo de nuevo.')).toBeVisible();
    await expect(alerts.getByRole('switch', { name: 'Alertas en este dispositivo' })).not.toBeChecked();
    expect(await permissionRequests(page)).toBe(0);
  });

  test('with alerts on a device, each kind switches on and off for the account', async ({ page }) => {
    await newVerifiedCustomer(page, 'Irene');
    const saved = await page.request.post('/api/push/subscriptions', { data: deviceSubscription('irene-phone') });
    expect(saved.status()).toBe(201);

    await page.goto('/dashboard/account');
    const alerts = page.getByRole('region', { name: 'Alertas' });
    await expect(alerts.getByText('Tienes alertas activadas en 1 dispositivo.')).toBeVisible();
    const pickup = alerts.getByRole('switch', { name: 'Retiro', exact: true });
    await expect(alerts.getByRole('switch', { name: 'Paquete recibido', exact: true })).toBeChecked();
    await expect(pickup).toBeChecked();
    await expect(alerts.getByRole('switch', { name: 'Fin del almacenamiento', exact: true })).toBeChecked();

    const put = page.waitForResponse((response) => response.url().endsWith('/api/push/preferences') && response.request().method() === 'PUT');
    await pickup.click();
    expect((await put).status()).toBe(200);
    await expect(pickup).not.toBeChecked();
    const status = (await (await page.request.get('/api/push/preferences')).json()) as Record<string, unknown>;
    expect(status).toEqual({ received: true, tracking: true, pickup: false, storage: true, devices: 1 });

    await page.reload();
    await expect(alerts.getByRole('switch', { name: 'Retiro', exact: true })).not.toBeChecked();
  });
});
