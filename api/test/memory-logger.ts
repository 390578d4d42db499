import { createLogger, type Logger } from '../logging/logger';

/** One line as written: pino's fields (level as its label, msg) and the line's own. */
export type LogRecord = { level: string; msg: string; job?: string; module?: string; reqId?: string } & Record<string, unknown>;

export interface MemoryLogger {
  logger: Logger;
  /** Every line, parsed, in order: written through the real logger (masked and redacted as in production). */
  records: LogRecord[];
  /** Each line's message, for the tests that look for a text. */
  messages: string[];
}

/** The app's logger writing into memory, at every level, instead of stdout. */
export function createMemoryLogger(): MemoryLogger {
  const records: LogRecord[] = [];
  const messages: string[] = [];
  const logger = createLogger({
    level: 'trace',
    format: 'json',
    destination: {
      write(line: string) {
        const record = JSON.parse(line) as LogRecord;
        records.push(record);
        messages.push(record.msg);
      },
    },
  });
  return { logger, records, messages };
}
