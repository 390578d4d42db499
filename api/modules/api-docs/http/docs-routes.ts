import type { OpenAPIHono } from '@hono/zod-openapi';
import { Scalar } from '@scalar/hono-api-reference';
import { Hono, type Context } from 'hono';
import { NOT_FOUND } from '../../../../shared/errors/common-messages';
import type { AppDeps } from '../../../app-deps';
import { ApiError } from '../../../http/api-error';
import type { AppEnv } from '../../../http/app-env';
import { openApiDocument } from '../../../http/openapi/document';
import { docsContentSecurityPolicy, inlineScriptHashes } from '../../../http/security-headers';

/** GET /api/openapi.json (always) and the reference page GET /api/docs (where configured). Not themselves documented. */
export function docsRoutes(deps: AppDeps, api: OpenAPIHono<AppEnv>) {
  let document: ReturnType<typeof openApiDocument> | undefined;
  const reference = Scalar({ url: '/api/openapi.json', pageTitle: 'Miami Drop API' });
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => c.json((document ??= openApiDocument(api)), 200))
    .get('/docs', async (c, next) => {
      if (!deps.config.apiReference) throw new ApiError(404, NOT_FOUND);
      const page = await reference(c as unknown as Context, next); // Scalar types its handler for Hono's default env
      if (page) page.headers.set('Content-Security-Policy', docsContentSecurityPolicy(inlineScriptHashes(await page.clone().text())));
      return page;
    });
}
