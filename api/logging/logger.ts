import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Level, type LevelWithSilent } from 'pino';
import type Pretty from 'pino-pretty';
import { maskEmails } from './mask';
import { requestLogFields } from './request-context';

export type Logger = pino.Logger;
export type LogLevel = Level;

/** Keys whose values are never written, at the top of a line's object or one or two levels down. */
const SECRET_KEYS = [
  'password',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'authorization',
  'cookie',
  'set-cookie',
  'nonce',
  'paymentMethodNonce',
  'payment_method_nonce',
  'cardNumber',
  'number',
  'cvv',
  'cvc',
  'expirationDate',
  'secret',
  'privateKey',
];
const REDACTED_PATHS = SECRET_KEYS.flatMap((key) => {
  const field = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const nested = field.startsWith('[') ? field : `.${field}`;
  return [field, `*${nested}`, `*.*${nested}`];
});

export interface LoggerOptions {
  level: LevelWithSilent;
  format: 'json' | 'pretty';
  /** Where the lines go instead of stdout (tests keep them). */
  destination?: DestinationStream;
}

/** Every line through the e-mail mask, whatever wrote the address into it (a message, a field, an error's stack). */
function masked(destination: DestinationStream): DestinationStream {
  return { write: (line: string) => destination.write(maskEmails(line)) };
}

/**
 * The process's logger: one JSON object a line (level, time, pid, hostname, msg and fields), or pino-pretty's readable
 * lines. Both write synchronously, in this thread: nothing is lost when the process exits, and the server's bundle
 * needs no worker file. A line written while a request is handled carries its `reqId`.
 */
export function createLogger({ level, format, destination }: LoggerOptions): Logger {
  const out =
    destination ??
    (format === 'pretty'
      ? // Loaded only for readable lines (development): production's JSON starts without it (decision 155).
        (createRequire(import.meta.url)('pino-pretty') as typeof Pretty)({
          sync: true,
          translateTime: 'SYS:HH:MM:ss.l',
          // A request on one line: its fields follow the message.
          ignore: 'pid,hostname,job,module,method,route,status,durationMs',
          messageFormat: '{if job}[{job}] {end}{if module}[{module}] {end}{msg}{if route} {method} {route} {status} {durationMs} ms{end}',
          colorize: process.stdout.isTTY,
        })
      : pino.destination({ dest: 1, sync: true }));
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      formatters: { level: (label) => ({ level: label }) },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: requestLogFields,
    },
    masked(out),
  );
}
