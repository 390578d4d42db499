import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TWILIO_MAGIC_NUMBERS } from './local-messenger';

/** Test support: a loopback HTTP server answering Twilio's Messages resource the way Twilio documents it. */

export const LOCAL_TWILIO_ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
/** Made per process, so no credential is written in the source (decision 111). */
export const LOCAL_TWILIO_AUTH_TOKEN = randomBytes(16).toString('hex');
/** Numbers that make this server answer as Twilio does when it is busy or slow (the magic numbers give the errors). */
export const STAND_IN_NUMBERS = { rateLimited: '+15005550429', serverError: '+15005550500', slow: '+15005550777' } as const;
export const SLOW_ANSWER_MS = 1_500;

export interface StandInRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

export interface LocalTwilioServer {
  baseUrl: string;
  requests: StandInRequest[];
  close(): Promise<void>;
}

const RFC_2822 = 'Tue, 10 Mar 2026 15:00:00 +0000';

/** The Message resource a create answers with 201 (Twilio's documented example, our values). */
export function twilioMessage(form: Record<string, string>, sid: string) {
  return {
    account_sid: LOCAL_TWILIO_ACCOUNT_SID,
    api_version: '2010-04-01',
    body: form.Body ?? '',
    date_created: RFC_2822,
    date_sent: null,
    date_updated: RFC_2822,
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: form.From ?? null,
    messaging_service_sid: null,
    num_media: '0',
    num_segments: '1',
    price: null,
    price_unit: null,
    sid,
    status: 'queued',
    subresource_uris: { media: `/2010-04-01/Accounts/${LOCAL_TWILIO_ACCOUNT_SID}/Messages/${sid}/Media.json` },
    to: form.To ?? '',
    uri: `/2010-04-01/Accounts/${LOCAL_TWILIO_ACCOUNT_SID}/Messages/${sid}.json`,
  };
}

/** Twilio's error document: { code, message, more_info, status }. */
const errorBody = (status: number, code: number, message: string) => JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

function answer(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(body);
}

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return Object.fromEntries(new URLSearchParams(text));
}

export async function startLocalTwilioServer(): Promise<LocalTwilioServer> {
  const requests: StandInRequest[] = [];
  const messagesPath = `/2010-04-01/Accounts/${LOCAL_TWILIO_ACCOUNT_SID}/Messages.json`;
  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    const form = await readForm(request);
    requests.push({ method: request.method ?? '', path: request.url ?? '', authorization: request.headers.authorization, form });
    if (request.method !== 'POST' || request.url !== messagesPath) return answer(response, 404, errorBody(404, 20404, 'The requested resource was not found'));
    if (request.headers.authorization !== `Basic ${Buffer.from(`${LOCAL_TWILIO_ACCOUNT_SID}:${LOCAL_TWILIO_AUTH_TOKEN}`).toString('base64')}`) {
      return answer(response, 401, errorBody(401, 20003, 'Authenticate'));
    }
    const to = (form.To ?? '').replace(/^whatsapp:/, '');
    const magic = TWILIO_MAGIC_NUMBERS[to];
    if (magic) return answer(response, 400, errorBody(400, magic.code, magic.message));
    switch (to) {
      case STAND_IN_NUMBERS.rateLimited:
        return answer(response, 429, errorBody(429, 20429, 'Too Many Requests'));
      case STAND_IN_NUMBERS.serverError:
        return answer(response, 503, errorBody(503, 20503, 'Service unavailable'));
      case STAND_IN_NUMBERS.slow:
        setTimeout(() => response.destroyed || answer(response, 201, JSON.stringify(twilioMessage(form, 'SMslow'))), SLOW_ANSWER_MS).unref();
        return;
    }
    answer(response, 201, JSON.stringify(twilioMessage(form, `SM${randomBytes(16).toString('hex')}`)));
  };
  const server = createServer((request, response) => void serve(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
