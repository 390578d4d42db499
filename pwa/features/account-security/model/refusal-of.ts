import { describeApiFailure, getApiFailure } from '@/lib/api-client';

export interface Refusal {
  /** The form field the server named, when the form has it. */
  field?: string;
  message: string;
}

/** A failed call as the text to show, translated, and the form field it belongs under (API names mapped to the form's). */
export async function refusalOf(error: unknown, fields: Readonly<Record<string, string>>, fallback: string): Promise<Refusal> {
  const failure = await getApiFailure(error);
  const named = failure.kind === 'http' && typeof failure.body.field === 'string' ? fields[failure.body.field] : undefined;
  return { field: named, message: await describeApiFailure(failure, fallback) };
}
