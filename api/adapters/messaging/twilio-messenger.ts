import twilio from 'twilio';
import { messagingErrorOf, MessagingError, type Messenger, type SentText } from './messenger';

const SEND_TIMEOUT_MS = 10_000;

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** The SMS sender, E.164. */
  smsFrom: string;
  /** The WhatsApp sender, E.164; none: WhatsApp is not offered. */
  whatsappFrom?: string;
  timeoutMs?: number;
  /** Tests only: a local stand-in for https://api.twilio.com. */
  baseUrl?: string;
}

type RequestOptions = Parameters<InstanceType<typeof twilio.RequestClient>['request']>[0];

/**
 * The SDK's own HTTP client, sending to a local stand-in: the documented way to change the requests it makes (a custom
 * `httpClient`, twilio-node's advanced-examples/custom-http-client.md), so the SDK's parsing and errors are what the
 * tests exercise.
 */
class StandInRequestClient extends twilio.RequestClient {
  constructor(
    private readonly baseUrl: string,
    timeout: number,
  ) {
    super({ timeout });
  }

  override request<TData>(options: RequestOptions & { data?: TData }) {
    const { pathname, search } = new URL(options.uri);
    return super.request<TData>({ ...options, uri: new URL(`${pathname}${search}`, this.baseUrl).href });
  }
}

function errorOf(error: unknown): MessagingError {
  if (error instanceof twilio.RestException) return messagingErrorOf(error.status, error.code ?? null, error.message);
  // No answer: a time-out (axios' ECONNABORTED), a refused connection, a reset.
  return new MessagingError('unavailable', `Twilio could not be reached: ${error instanceof Error ? error.message : String(error)}`);
}

/** The real adapter: Twilio's Programmable Messaging through its Node SDK (loaded on first use, decision 155). */
export function createTwilioMessenger(config: TwilioConfig): Messenger {
  const timeout = config.timeoutMs ?? SEND_TIMEOUT_MS;
  const httpClient = config.baseUrl ? new StandInRequestClient(config.baseUrl, timeout) : new twilio.RequestClient({ timeout });
  const client = twilio(config.accountSid, config.authToken, { httpClient });

  async function send(to: string, from: string, body: string): Promise<SentText> {
    try {
      const message = await client.messages.create({ to, from, body });
      return { id: message.sid };
    } catch (error) {
      throw errorOf(error);
    }
  }

  return {
    kind: 'twilio',
    whatsapp: Boolean(config.whatsappFrom),
    sendSms: (to, body) => send(to, config.smsFrom, body),
    async sendWhatsapp(to, body) {
      if (!config.whatsappFrom) throw new MessagingError('refused', 'No WhatsApp sender is configured (TWILIO_WHATSAPP_FROM)');
      return send(`whatsapp:${to}`, `whatsapp:${config.whatsappFrom}`, body);
    },
    verifyInbound: async (signature, url, params) => twilio.validateRequest(config.authToken, signature, url, params),
  };
}
