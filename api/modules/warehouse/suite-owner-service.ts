import { eq } from 'drizzle-orm';
import { RECEIVING_MESSAGES } from '../../../shared/receiving/receiving-messages';
import { normalizeSuiteCode } from '../../../shared/receiving/suite-code-input';
import type { SuiteOwner } from '../../../shared/receiving/suite-owner-schema';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { plansOf } from './owner-plans';

/** A suite as typed or read off a label, or 400. */
export function suiteOrRefuse(input: string): string {
  const suite = normalizeSuiteCode(input);
  if (!suite) throw new DomainError('invalid-input', RECEIVING_MESSAGES.suiteInvalid, { field: 'suite_code' });
  return suite;
}

/** The customer with this suite (as typed: "md 10482", "10482"); 400 for what cannot be a suite, 404 for nobody's. */
export async function ownerOfSuite(db: Db, input: string): Promise<UserRow> {
  const [owner] = await db.select().from(users).where(eq(users.suiteCode, suiteOrRefuse(input))).limit(1);
  if (!owner) throw new DomainError('not-found', RECEIVING_MESSAGES.suiteNotFound, { field: 'suite_code' });
  return owner;
}

/** Whose suite it is, as staff confirm it: the name and the current plan, nothing more of the account. */
export async function toSuiteOwner(db: Db, owner: UserRow, now: Date): Promise<SuiteOwner> {
  const plans = await plansOf(db, [owner.id], now);
  return { suite_code: owner.suiteCode, first_name: owner.firstName, last_name: owner.lastName, plan_type: plans.get(owner.id) ?? 'none' };
}

/** GET /api/admin/suite-codes/{code}: the owner staff are about to give a parcel to. */
export const lookUpSuiteOwner = async (db: Db, input: string, now: Date): Promise<SuiteOwner> => toSuiteOwner(db, await ownerOfSuite(db, input), now);
