import { OpenAPIHono } from '@hono/zod-openapi';
import { NOT_FOUND } from '../../../shared/errors/common-messages';
import { ApiError } from '../api-error';
import type { AppEnv } from '../app-env';
import { validationError } from '../validation';

/**
 * A router whose invalid input answers 400 with the shared message (never zod's text). A path parameter of the
 * wrong form names nothing, so it is 404, as an unmatched path would be.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (result.success) return;
      if (result.target === 'param') throw new ApiError(404, NOT_FOUND);
      throw validationError(result.error);
    },
  });
}
