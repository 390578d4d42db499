import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/app-env';
import { contractProblem, documentedOperations, findOperation } from './contract';

/** Paths served beside the document, not described in it. */
const UNDOCUMENTED = new Set(['/api/openapi.json', '/api/docs']);

export class ContractViolation extends Error {}

/** The body as the client reads it once its Content-Encoding is undone (the API compresses large JSON answers). */
async function decodedText(response: Response): Promise<string> {
  const encoding = response.headers.get('content-encoding');
  if (!encoding) return response.text();
  const bytes = Buffer.from(await response.arrayBuffer());
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  throw new ContractViolation(`unexpected Content-Encoding ${encoding}`);
}

/**
 * Every answer an API test receives is checked against the document: the operation exists, its status is documented,
 * and the body matches that status's schema. A field renamed on either side fails the test that reached it.
 */
export function checkedAgainstContract(app: OpenAPIHono<AppEnv>): OpenAPIHono<AppEnv> {
  const operations = documentedOperations(app);
  const request = app.request.bind(app);
  app.request = (async (...args: Parameters<typeof app.request>) => {
    const response = await request(...args);
    const [input, init] = args;
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://app.test');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (!url.pathname.startsWith('/api/') || UNDOCUMENTED.has(url.pathname)) return response;
    const operation = findOperation(operations, method, url.pathname);
    const body = await decodedText(response.clone());
    if (!operation) {
      if (response.status === 404 || response.status === 405) return response; // nothing is there: the catch-all answer
      throw new ContractViolation(`${method} ${url.pathname} answered ${response.status} but is not in the API document`);
    }
    const problem = contractProblem(operation, response.status, response.headers.get('content-type'), body);
    if (problem) throw new ContractViolation(`contract: ${problem}\n  body: ${body.slice(0, 400)}`);
    return response;
  }) as typeof app.request;
  return app;
}
