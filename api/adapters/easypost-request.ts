import EasyPostClient from '@easypost/api';

/** What EasyPost answered to one call: its status, its headers (Retry-After) and its body. */
export interface EasypostAnswer {
  status: number;
  headers: Record<string, unknown>;
  body: unknown;
}

/** A failed call: the HTTP status (0 when nothing answered), the SDK's message, and the answer when there was one. */
export interface EasypostFailure {
  status: number;
  message: string;
  answer: EasypostAnswer | null;
}

export interface EasypostRequestConfig {
  apiKey: string;
  baseUrl?: string;
  timeoutMs: number;
}

export type EasypostClient = InstanceType<typeof EasyPostClient>;

export type EasypostOutcome = { ok: true; body: unknown } | { ok: false; failure: EasypostFailure };

/**
 * One call through the official SDK, with a client of its own: the SDK stores its `timeout` option but never applies
 * it, and its errors drop the response headers, so the client sets the timeout on the request and keeps the answer
 * (for its body, and a 429's Retry-After).
 */
export async function easypostRequest(config: EasypostRequestConfig, run: (client: EasypostClient) => Promise<unknown>): Promise<EasypostOutcome> {
  const seen: { answer: EasypostAnswer | null } = { answer: null };
  const client = new EasyPostClient(config.apiKey, {
    baseUrl: config.baseUrl,
    requestMiddleware: (agentRequest: { timeout(limits: { response: number; deadline: number }): unknown }) =>
      agentRequest.timeout({ response: config.timeoutMs, deadline: config.timeoutMs }),
  });
  client.addResponseHook((response) => {
    seen.answer = { status: response.httpStatus, headers: response.headers, body: response.responseBody };
  });
  try {
    await run(client);
  } catch (error) {
    const fromError = (error as { statusCode?: unknown } | null)?.statusCode;
    const status = typeof fromError === 'number' ? fromError : (seen.answer?.status ?? 0);
    return { ok: false, failure: { status, message: error instanceof Error ? error.message : String(error), answer: seen.answer } };
  }
  return { ok: true, body: seen.answer?.body };
}
