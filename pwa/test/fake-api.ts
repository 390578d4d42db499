import { vi } from 'vitest';

/** One request the component sent, as the server would read it. */
export interface ApiCall {
  method: string;
  /** Under /api, without the leading slash: 'subscriptions', 'users/7/subscription'. */
  path: string;
  /** The query string ('filter=to_ship'). */
  search: URLSearchParams;
  headers: Headers;
  /** The JSON body parsed, or the FormData of a multipart one. */
  body: unknown;
}

/** What the server does: answer with a status and JSON body, or never answer (the network is down). */
export type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'network-down';
type Handler = (call: ApiCall) => Answer | Promise<Answer>;
/** A route's answer: always the same, or decided per call. */
export type Route = Answer | Handler;

export const answer = (status: number, body?: unknown, headers?: Record<string, string>): Answer => ({ status, body, headers });

/** A held answer, released by the test, to look at the screen while a request is on its way. */
export function heldAnswer() {
  let release!: (value: Answer) => void;
  const promise = new Promise<Answer>((resolve) => (release = resolve));
  return { handler: () => promise, release };
}

/**
 * Stands in for the server at fetch, so the feature's own API functions, schemas and error reading run. Routes are
 * 'METHOD path' ('POST subscriptions'); a request no route knows answers 404 and is listed in `unexpected`.
 */
export function fakeApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  const unexpected: string[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data');
    const text = multipart ? '' : await request.text();
    const body = multipart ? await request.formData() : text ? (JSON.parse(text) as unknown) : undefined;
    const call: ApiCall = { method: request.method, path: url.pathname.replace(/^\/api\//, ''), search: url.searchParams, headers: request.headers, body };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (route === undefined) unexpected.push(`${call.method} ${call.path}`);
    const reply = route === undefined ? answer(404, { error: 'Not found' }) : typeof route === 'function' ? await route(call) : route;
    if (reply === 'network-down') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { ...(reply.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    calls,
    unexpected,
    /** The calls to one route, in order. */
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}
