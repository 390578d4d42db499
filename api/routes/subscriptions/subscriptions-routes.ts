import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { RECAPTCHA_TOKEN_MISSING, RECAPTCHA_VERIFICATION_FAILED } from '../../../shared/accounts/user-schema';
import { IDEMPOTENCY_KEY_HEADER, SubscribeRequestSchema } from '../../../shared/subscription/subscribe-request-schema';
import type { AppDeps } from '../../app-deps';
import type { ApiError } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth';
import { clientIp } from '../../http/client-ip';
import { parseBody } from '../../http/parse-body';
import { CHARGE_IN_PROGRESS } from '../../services/card-charge-lock';
import { idempotent } from '../../services/idempotency-service';
import { requireRecaptcha } from '../../services/recaptcha-check';
import { subscribe } from '../../services/subscription-service';

/** Answers worth replaying for the same key: not reCAPTCHA failures or a charge still in flight. */
const replayable = (error: ApiError) => ![RECAPTCHA_TOKEN_MISSING, RECAPTCHA_VERIFICATION_FAILED, CHARGE_IN_PROGRESS].includes(error.error) && error.status !== 401;

/** POST /api/subscriptions: the card subscription of onboarding step 3. */
export function subscriptionsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const user = requireUser(c);
    const input = await parseBody(c, SubscribeRequestSchema);
    const { recaptcha_token: recaptchaToken, ...fingerprint } = input;
    const answer = await idempotent(
      deps,
      { scope: user.id, key: c.req.header(IDEMPOTENCY_KEY_HEADER), method: 'POST', path: '/subscriptions', fingerprint, storeErrors: replayable },
      async () => {
        await requireRecaptcha(deps, recaptchaToken, 'subscribe', clientIp(c, deps.config.trustProxy));
        return { status: 201, body: await subscribe(deps, user, input) };
      },
    );
    if (answer.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(answer.body as object, answer.status as ContentfulStatusCode);
  });
}
