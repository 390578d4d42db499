import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, HonoRequest } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from './app-deps';
import type { AppEnv } from './http/app-env';
import { apiFrame } from './http/api-frame';
import { errorAnswer } from './http/error-answer';
import { requestLog } from './http/request-log';
import { MAX_JSON_BYTES } from './http/validation';
import { originCheck } from './http/origin-check';
import { createRouter } from './http/openapi/create-router';
import { registerComponents } from './http/openapi/document';
import { deliveriesRoutes } from './modules/deliveries/http/deliveries-routes';
import { deliverySettingsRoutes } from './modules/deliveries/http/delivery-settings-routes';
import { staffDeliveriesRoutes } from './modules/deliveries/http/staff-deliveries-routes';
import { addressRoutes } from './modules/addresses/http/address-routes';
import { docsRoutes } from './modules/api-docs/http/docs-routes';
import { adminRoutes } from './modules/warehouse/http/admin-packages-routes';
import { adminReceiveRoutes } from './modules/warehouse/http/admin-receive-routes';
import { suiteCodesRoutes } from './modules/warehouse/http/suite-codes-routes';
import { adminTrackingRoutes } from './modules/warehouse/http/admin-tracking-routes';
import { adminUsersRoutes } from './modules/accounts/http/admin-users-routes';
import { braintreeRoutes } from './modules/payments/http/braintree-routes';
import { contactMessagesRoutes, contactRoutes, supportRoutes } from './modules/messages/http/contact-routes';
import { healthRoutes } from './modules/health/http/health-routes';
import { metricsHandler } from './modules/health/http/metrics-routes';
import { newsletterRoutes } from './modules/messages/http/newsletter-routes';
import { packagePhotosRoutes } from './modules/photos/http/package-photos-routes';
import { packagesRoutes } from './modules/warehouse/http/packages-routes';
import { isPhotoUpload, photoUploadFrame } from './modules/photos/http/photo-upload';
import { photosRoutes } from './modules/photos/http/photos-routes';
import { pickupRoutes, pickupsRoutes } from './modules/pickups/http/pickup-routes';
import { pickupPassRoutes } from './modules/pickups/http/pickup-pass-routes';
import { stagingRoutes } from './modules/pickups/http/staging-routes';
import { pushRoutes } from './modules/alerts/http/push-routes';
import { messagingRoutes } from './modules/alerts/http/messaging-routes';
import { emailPreferencesRoutes } from './modules/alerts/http/email-preferences-routes';
import { phoneVerificationRoutes } from './modules/alerts/http/phone-verification-routes';
import { warehouseRoutes } from './modules/warehouse-addresses/http/warehouse-routes';
import { trackingRoutes } from './modules/packages/http/tracking-routes';
import { tripRoutes } from './modules/trips/http/trip-routes';
import { tripSettingsRoutes } from './modules/trips/http/trip-settings-routes';
import { declarationRoutes } from './modules/packages/http/declaration-routes';
import { packageTitleRoutes } from './modules/packages/http/package-title-routes';
import { invoiceRoutes } from './modules/invoices/http/invoice-routes';
import { isInvoiceUpload } from './modules/invoices/http/invoice-upload';
import { missingParcelsRoutes } from './modules/missing-parcels/http/missing-parcels-routes';
import { missingParcelSettingsRoutes } from './modules/missing-parcels/http/missing-parcel-settings-routes';
import { passwordResetRoutes } from './modules/accounts/http/password-reset-routes';
import { passwordChangeRoutes } from './modules/accounts/http/password-change-routes';
import { emailChangeRoutes } from './modules/accounts/http/email-change-routes';
import { paymentsRoutes } from './modules/payments/http/payments-routes';
import { paypalRoutes } from './modules/payments/http/paypal-routes';
import { recaptchaRoutes } from './modules/limits/http/recaptcha-routes';
import { sessionsRoutes } from './modules/sessions/http/sessions-routes';
import { settingsRoutes } from './modules/settings/http/settings-routes';
import { supportResponseRoutes } from './modules/settings/http/support-response-routes';
import { subscriptionStatusRoutes } from './modules/subscriptions/http/subscription-status-routes';
import { subscriptionsRoutes } from './modules/subscriptions/http/subscriptions-routes';
import { userSubscriptionRoutes } from './modules/subscriptions/http/user-subscription-routes';
import { unidentifiedParcelsRoutes } from './modules/warehouse/http/unidentified-parcels-routes';
import { usersRoutes } from './modules/accounts/http/users-routes';
import { accountDataRoutes } from './modules/accounts/http/account-data-routes';
import { webhooksRoutes } from './modules/webhooks/http/webhooks-routes';
import { storageExtensionRoutes } from './modules/storage/http/storage-extension-routes';
import { publicStoragePolicyRoutes, storageSettingsRoutes } from './modules/storage/http/storage-policy-routes';
import { overdueParcelsRoutes } from './modules/storage/http/overdue-parcels-routes';

/** Any other body but a photo: provider webhooks, forms. */
const MAX_BODY_BYTES = 256 * 1024;
const isJson = (request: HonoRequest) => Boolean(request.header('content-type')?.toLowerCase().startsWith('application/json'));

/** The API under /api. The server adds the PWA's static files beside it. */
export function createApiApp(deps: AppDeps) {
  const api = createRouter();
  registerComponents(api);
  api.use('*', apiFrame(deps));
  api.use('*', originCheck(deps.config.appUrl, deps.config.trustProxy));
  // Only requests that carry a body pass the body limit (a GET never matches it: one frame less on every read).
  // Hono's bodyLimit counts a body sent without Content-Length (chunked) as it streams in (decision 112).
  const tooLarge = (c: Context) => c.json({ error: 'Request body too large' }, 413);
  const limitJson = bodyLimit({ maxSize: MAX_JSON_BYTES, onError: tooLarge });
  const limitBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  const limitFor = (request: HonoRequest) => (isJson(request) && !request.path.startsWith('/api/webhooks/') ? limitJson : limitBody);
  api.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', async (c, next) => {
    // A photo upload has a frame of its own: its route reads the body, and refuses it once it is in (decision 140).
    if (isPhotoUpload(c.req) || isInvoiceUpload(c.req)) return photoUploadFrame(c, next);
    const refused = await limitFor(c.req)(c, next);
    // The rest of a refused body may still be on its way: the connection closes instead of being kept for another request.
    const answer = refused ?? c.res;
    if (answer.status === 413) answer.headers.set('connection', 'close');
    return refused;
  });

  api.route('/', healthRoutes(deps));
  api.route('/', sessionsRoutes(deps));
  api.route('/users/phone', phoneVerificationRoutes(deps));
  api.route('/users/password', passwordChangeRoutes(deps));
  api.route('/users/email', emailChangeRoutes(deps));
  api.route('/users', usersRoutes(deps));
  api.route('/users', accountDataRoutes(deps));
  api.route('/password-reset', passwordResetRoutes(deps));
  api.route('/recaptcha', recaptchaRoutes(deps));
  api.route('/settings', settingsRoutes(deps));
  api.route('/settings', supportResponseRoutes(deps));
  api.route('/settings', deliverySettingsRoutes(deps));
  api.route('/settings', missingParcelSettingsRoutes(deps));
  api.route('/settings', tripSettingsRoutes(deps));
  api.route('/subscriptions', subscriptionsRoutes(deps));
  api.route('/subscription-status', subscriptionStatusRoutes(deps));
  api.route('/users', userSubscriptionRoutes(deps));
  api.route('/braintree', braintreeRoutes(deps));
  api.route('/payments', paymentsRoutes(deps));
  api.route('/paypal', paypalRoutes(deps));
  api.route('/webhooks', webhooksRoutes(deps));
  api.route('/contact', contactRoutes(deps));
  api.route('/contact-messages', contactMessagesRoutes(deps));
  api.route('/support', supportRoutes(deps));
  api.route('/newsletter', newsletterRoutes(deps));
  api.route('/tracking', trackingRoutes(deps));
  api.route('/tracking', declarationRoutes(deps));
  api.route('/tracking', packageTitleRoutes(deps));
  api.route('/tracking', invoiceRoutes(deps));
  api.route('/packages', packagesRoutes(deps));
  api.route('/packages', packagePhotosRoutes(deps));
  api.route('/packages', storageExtensionRoutes(deps));
  api.route('/settings', storageSettingsRoutes(deps));
  api.route('/storage-policy', publicStoragePolicyRoutes(deps));
  api.route('/admin/overdue-parcels', overdueParcelsRoutes(deps));
  api.route('/photos', photosRoutes(deps));
  api.route('/pickup', pickupRoutes(deps));
  api.route('/pickup', pickupPassRoutes(deps));
  api.route('/pickups', pickupsRoutes(deps));
  api.route('/trips', tripRoutes(deps));
  api.route('/warehouse', warehouseRoutes(deps));
  api.route('/addresses', addressRoutes(deps));
  api.route('/deliveries', deliveriesRoutes(deps));
  api.route('/push', pushRoutes(deps));
  api.route('/messaging', messagingRoutes(deps));
  api.route('/notifications', emailPreferencesRoutes(deps));
  api.route('/admin/users', adminUsersRoutes(deps));
  api.route('/admin/tracking', adminTrackingRoutes(deps));
  api.route('/admin/receive', adminReceiveRoutes(deps));
  api.route('/admin/suite-codes', suiteCodesRoutes(deps));
  api.route('/admin/deliveries', staffDeliveriesRoutes(deps));
  api.route('/unidentified-parcels', unidentifiedParcelsRoutes(deps));
  api.route('/admin/pickups', stagingRoutes(deps));
  api.route('/admin', missingParcelsRoutes(deps));
  api.route('/admin', adminRoutes(deps));
  api.route('/', docsRoutes(deps, api));

  const onError = (error: Error, c: Context) => {
    const answer = errorAnswer(error);
    if (answer) {
      for (const [name, value] of Object.entries(answer.headers)) c.header(name, value);
      return c.json(answer.body, answer.status);
    }
    if (error instanceof HTTPException && error.status < 500) return c.json({ error: error.message || 'Bad request' }, error.status);
    deps.logger.error({ reqId: c.get('requestId'), method: c.req.method, path: c.req.path, err: error }, 'request failed');
    return c.json({ error: 'Internal server error' }, 500);
  };
  // The error handler is the outer app's alone: one on `api` too would wrap every handler and middleware of it in
  // a compose of its own when mounted (Hono's route()), and the outer compose catches at each level just the same.

  // An OpenAPIHono too, so the operations' definitions are kept with their /api paths (the contract tests read them).
  const app = new OpenAPIHono<AppEnv>();
  app.use('*', requestLog(deps));
  // Before the PWA's catch-all, which the server mounts after this.
  app.get('/metrics', metricsHandler(deps));
  app.route('/api', api);
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));
  app.onError(onError);
  return app;
}
