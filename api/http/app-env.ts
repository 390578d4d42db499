import type { SessionRow, UserRow } from '../db/tables';

export interface Auth {
  user: UserRow;
  session: SessionRow;
  token: string;
}

export interface AppEnv {
  Variables: { auth: Auth | null };
}
