/**
 * An answer and the schema module that checks it, fetched side by side: the schema, and zod, stay off the first load
 * (decision 101). Resolves a task after both have arrived, so that evaluating a schema module that has just loaded
 * (zod builds every schema in it) and checking the answer are two tasks rather than one long enough to hold up a tap
 * on a phone (decision 135).
 */
export async function schemaBesideAnswer<Module>(schemaModule: Promise<Module>, answer: Promise<unknown>): Promise<[Module, unknown]> {
  const arrived = await Promise.all([schemaModule, answer]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return arrived;
}
