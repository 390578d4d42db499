import type { SessionRow } from '../db/schema/sessions';
import type { UserRow } from '../db/schema/users';

export interface Auth {
  user: UserRow;
  session: SessionRow;
  token: string;
}

export interface AppEnv {
  Variables: { auth: Auth | null };
}
