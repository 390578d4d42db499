import ky, { HTTPError, TimeoutError } from 'ky';
import i18n from './i18n';
import { loadServerMessages } from './server-message-loader';

export const api = ky.create({
  prefixUrl: '/api',
  credentials: 'include',
  retry: 0,
  timeout: 20_000,
  headers: { Accept: 'application/json' },
});

/**
 * An answer checked by its schema, the schema loading beside the request so that it, and zod, stay off the first load
 * (decision 101): `checkedAnswer(import('…').then((module) => module.SomeSchema), api.get('…').json())`.
 */
export async function checkedAnswer<T>(schema: Promise<{ parse(data: unknown): T }>, answer: Promise<unknown>): Promise<T> {
  const [loaded, data] = await Promise.all([schema, answer]);
  return loaded.parse(data);
}

export type ApiErrorBody = Record<string, unknown> & { error?: unknown; message?: unknown; code?: unknown };

/** What went wrong with a call, before it is turned into text. */
export type ApiFailure =
  | { kind: 'network' }
  | { kind: 'server'; status: number }
  | { kind: 'http'; status: number; error: string | null; body: ApiErrorBody }
  | { kind: 'unknown' };

export async function getApiFailure(error: unknown): Promise<ApiFailure> {
  if (error instanceof TimeoutError || error instanceof TypeError) return { kind: 'network' };
  if (!(error instanceof HTTPError)) return { kind: 'unknown' };
  const { status } = error.response;
  let body: unknown;
  try {
    body = await error.response.clone().json();
  } catch {
    return { kind: 'server', status };
  }
  if (!body || typeof body !== 'object') return { kind: 'server', status };
  const errorBody = body as ApiErrorBody;
  const text = typeof errorBody.error === 'string' ? errorBody.error : typeof errorBody.message === 'string' ? errorBody.message : null;
  return { kind: 'http', status, error: text, body: errorBody };
}

/** The text to show: the server's `{error}` (translated when known), or a network / server / fallback text. */
export async function describeApiFailure(failure: ApiFailure, fallback: string): Promise<string> {
  const t = i18n.t.bind(i18n);
  switch (failure.kind) {
    case 'network':
      return t('errors.network');
    case 'server':
      return t('errors.server', { status: failure.status });
    case 'http':
      return failure.error ? translateRefusal(failure.error, failure.body.code) : fallback;
    default:
      return fallback;
  }
}

async function translateRefusal(text: string, code: unknown): Promise<string> {
  try {
    const translate = await loadServerMessages();
    return translate(i18n.t.bind(i18n), text, code);
  } catch {
    return text; // offline with the translator not cached: the server's own words beat no message
  }
}

export async function apiErrorMessage(error: unknown, fallback: string): Promise<string> {
  return describeApiFailure(await getApiFailure(error), fallback);
}
