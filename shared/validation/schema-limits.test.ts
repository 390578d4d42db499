import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isValidationMessageKey, validationMessages, type ValidationMessageKey } from './messages';

/**
 * Walks every zod object schema exported under shared/ and checks that each string field's length
 * limits answer with that field's own message (issue 11: the contact message's maximum answered with
 * the name's). A key names its field (`messageTooLong` belongs to `message`); the generic keys below
 * fit any field. New limits are found automatically, so a copied wrong key fails here.
 */
const modules = import.meta.glob(['../**/*.ts', '!../**/*.test.ts'], { eager: true }) as Record<string, Record<string, unknown>>;

const GENERIC_KEYS: ReadonlySet<ValidationMessageKey> = new Set(['fieldTooLong', 'fieldRequired', 'invalidRequest']);
/** Keys whose subject is spelled differently in field names. */
const KEY_SUBJECT_ALIASES: Partial<Record<string, string[]>> = {
  name: ['name', 'pickup_by', 'collected_by'],
  delegateName: ['name'],
  pickupBy: ['pickup_by', 'collected_by'],
  staffNote: ['note'],
  packageTitle: ['title'],
  pickupDate: ['pickup_date', 'date'],
  deliveryRate: ['rate_id'],
};

const subjectOf = (key: string) => key.replace(/(Required|Missing|TooLong|TooShort|Invalid|sDoNotMatch)$/, '');
const normalise = (text: string) => text.replace(/[_-]/g, '').toLowerCase();

function keyFitsField(key: ValidationMessageKey, field: string): boolean {
  if (GENERIC_KEYS.has(key)) return true;
  const subject = subjectOf(key);
  const spellings = KEY_SUBJECT_ALIASES[subject] ?? [subject];
  return spellings.some((spelling) => normalise(field).includes(normalise(spelling)));
}

interface Limit {
  where: string;
  field: string;
  kind: 'min' | 'max';
  length: number;
  schema: z.ZodType;
}

/** The string schema under wrappers (optional, nullable, default, pipe/transform). */
function innerString(schema: z.ZodType): z.ZodString | null {
  let current: z.ZodType = schema;
  for (let depth = 0; depth < 10; depth += 1) {
    if (current instanceof z.ZodString) return current;
    const def = (current as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
    const next = (def.innerType ?? def.in) as z.ZodType | undefined;
    if (!next) return null;
    current = next;
  }
  return null;
}

function limitsOf(where: string, object: z.ZodObject): Limit[] {
  const found: Limit[] = [];
  for (const [field, fieldSchema] of Object.entries(object.shape as Record<string, z.ZodType>)) {
    const nested = unwrapObject(fieldSchema);
    if (nested) {
      found.push(...limitsOf(`${where}.${field}`, nested));
      continue;
    }
    const text = innerString(fieldSchema);
    if (!text) continue;
    if (text.maxLength !== null) found.push({ where, field, kind: 'max', length: text.maxLength, schema: fieldSchema });
    // A minimum of 1 is the "required" check: its message is the field's required key, walked too.
    if (text.minLength !== null && text.minLength > 0) found.push({ where, field, kind: 'min', length: text.minLength, schema: fieldSchema });
  }
  return found;
}

function unwrapObject(schema: z.ZodType): z.ZodObject | null {
  let current: z.ZodType = schema;
  for (let depth = 0; depth < 10; depth += 1) {
    if (current instanceof z.ZodObject) return current;
    const def = (current as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
    const next = (def.innerType ?? def.in ?? def.schema) as z.ZodType | undefined;
    if (!next) return null;
    current = next;
  }
  return null;
}

const limits: Limit[] = [];
const seen = new Set<z.ZodType>();
for (const [path, exports] of Object.entries(modules)) {
  for (const [name, value] of Object.entries(exports)) {
    const object = value instanceof z.ZodType ? unwrapObject(value) : null;
    if (!object || seen.has(object)) continue;
    seen.add(object);
    limits.push(...limitsOf(`${path.replace('../', 'shared/')}:${name}`, object));
  }
}

/** The messages a value just past the limit gets for its length (format checks may add others). */
function lengthMessages(limit: Limit): string[] {
  const value = 'a'.repeat(limit.kind === 'max' ? limit.length + 1 : limit.length - 1);
  const result = limit.schema.safeParse(value);
  const code = limit.kind === 'max' ? 'too_big' : 'too_small';
  return (result.error?.issues ?? []).filter((issue) => issue.code === code).map((issue) => issue.message);
}

describe('every shared schema limit carries its own field\'s message', () => {
  it('finds the limits (the walk itself works)', () => {
    expect(limits.length).toBeGreaterThan(30);
    expect(limits).toContainEqual(expect.objectContaining({ field: 'message', kind: 'max', length: 5000 }));
  });

  it.each(limits.map((limit) => [`${limit.where} ${limit.field} ${limit.kind} ${limit.length}`, limit] as const))('%s', (_name, limit) => {
    const messages = lengthMessages(limit);
    expect(messages, 'a value past the limit is refused for its length').not.toEqual([]);
    for (const message of messages) {
      if (!isValidationMessageKey(message)) continue;
      expect(keyFitsField(message, limit.field), `${message} does not belong to ${limit.field}`).toBe(true);
      expect(validationMessages.es[message]).not.toBe(validationMessages.en[message]);
    }
  });

  it('the contact message\'s maximum says so, in both languages', () => {
    const limit = limits.find((candidate) => candidate.where.includes('ContactFormSchema') && candidate.field === 'message' && candidate.kind === 'max');
    expect(limit && lengthMessages(limit)).toEqual(['messageTooLong']);
    expect(validationMessages.en.messageTooLong).toBe('Message must be at most 5000 characters');
    expect(validationMessages.es.messageTooLong).toBe('El mensaje debe tener como máximo 5000 caracteres');
  });
});
