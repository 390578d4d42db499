import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import { isDeepStrictEqual } from 'node:util';
import type { ZodType } from 'zod';
import type { AppEnv } from '../http/app-env';

interface Operation {
  method: string;
  path: string;
  pattern: RegExp;
  params: number;
  route: RouteConfig;
}

/** Operations as documented, from the router's registry (paths in OpenAPI form, e.g. /api/users/{id}). */
export function documentedOperations(app: OpenAPIHono<AppEnv>): Operation[] {
  return app.openAPIRegistry.definitions.flatMap((definition) => {
    if (definition.type !== 'route') return [];
    const { route } = definition;
    const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^/}]+\}/g, '[^/]+');
    return [{ method: route.method.toUpperCase(), path: route.path, pattern: new RegExp(`^${source}$`), params: (route.path.match(/\{/g) ?? []).length, route }];
  });
}

/** The documented operation a request reaches; literal segments win over parameters, as in the router. */
export function findOperation(operations: Operation[], method: string, path: string): Operation | undefined {
  return operations.filter((operation) => operation.method === method && operation.pattern.test(path)).sort((a, b) => a.params - b.params)[0];
}

type ResponseDoc = { content?: Record<string, { schema?: unknown }> };

/**
 * What is wrong with an answer against its documented response, or null. The body must parse with the schema of its
 * status (or `default` for failures) and parsing must drop nothing: a field the document does not name is a mismatch.
 */
export function contractProblem(operation: Operation, status: number, contentType: string | null, body: string): string | null {
  const responses = operation.route.responses as Record<string, ResponseDoc>;
  const documented = responses[String(status)] ?? (status >= 400 ? responses.default : undefined);
  const where = `${operation.method} ${operation.path} → ${status}`;
  if (!documented) return `${where}: status not documented`;
  const isJson = contentType?.toLowerCase().startsWith('application/json') ?? false;
  const documentedTypes = Object.keys(documented.content ?? {});
  if (!body) return documentedTypes.length && status !== 304 ? `${where}: documented a body, got none` : null;
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!documentedTypes.includes(type)) return `${where}: ${type || 'a body without content type'} not documented`;
  if (!isJson) return null;
  const schema = documented.content?.[type]?.schema as ZodType | undefined;
  if (!schema) return null;
  const value: unknown = JSON.parse(body);
  const parsed = schema.safeParse(value);
  if (!parsed.success) return `${where}: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'} ${issue.message}`).join('; ')}`;
  const normalized: unknown = JSON.parse(JSON.stringify(parsed.data));
  if (!isDeepStrictEqual(normalized, value)) return `${where}: the answer carries fields the document does not name (${extraKeys(value, normalized).join(', ')})`;
  return null;
}

function extraKeys(actual: unknown, documented: unknown, prefix = ''): string[] {
  if (Array.isArray(actual) && Array.isArray(documented)) return actual.flatMap((item, index) => extraKeys(item, documented[index], `${prefix}${index}.`));
  if (!actual || typeof actual !== 'object' || !documented || typeof documented !== 'object') return actual === documented ? [] : [prefix.slice(0, -1) || '(value)'];
  return Object.entries(actual).flatMap(([key, value]) =>
    key in documented ? extraKeys(value, (documented as Record<string, unknown>)[key], `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
