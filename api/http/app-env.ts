import type { SessionRow, UserRow } from '../db/tables';

export interface Auth {
  user: UserRow;
  session: SessionRow;
  token: string;
}

export interface AppEnv {
  /** requestId: X-Request-Id, kept or made by requestLog (api/http/request-log.ts). */
  Variables: { auth: Auth | null; requestId: string };
}
