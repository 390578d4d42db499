import { createRoute, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { createRouter } from '../http/openapi/create-router';
import { errors, json, UNEXPECTED_ERROR } from '../http/openapi/responses';
import { contractProblem, documentedOperations, findOperation } from './contract';

const Thing = z.object({ id: z.number(), plan_type: z.string(), note: z.string().nullable() });

function operations() {
  const router = createRouter();
  const responses = { 200: json(Thing, 'A thing'), ...errors(404), default: UNEXPECTED_ERROR };
  router.openapi(createRoute({ method: 'get', path: '/things/{id}', responses }), (c) => c.json({ id: 1, plan_type: 'plus', note: null }, 200));
  router.openapi(createRoute({ method: 'get', path: '/things/latest', responses }), (c) => c.json({ id: 1, plan_type: 'plus', note: null }, 200));
  return documentedOperations(router);
}

const problemFor = (status: number, body: unknown, contentType = 'application/json') => {
  const operation = findOperation(operations(), 'GET', '/things/7');
  if (!operation) throw new Error('operation not found');
  return contractProblem(operation, status, contentType, JSON.stringify(body));
};

describe('the contract check', () => {
  it('finds the documented operation, literal paths before parameters', () => {
    expect(findOperation(operations(), 'GET', '/things/latest')?.path).toBe('/things/latest');
    expect(findOperation(operations(), 'GET', '/things/9')?.path).toBe('/things/{id}');
    expect(findOperation(operations(), 'POST', '/things/9')).toBeUndefined();
  });

  it('accepts an answer exactly as documented', () => {
    expect(problemFor(200, { id: 7, plan_type: 'plus', note: null })).toBeNull();
    expect(problemFor(404, { error: 'Not found' })).toBeNull();
    expect(problemFor(500, { error: 'Internal server error' })).toBeNull();
  });

  it('fails a field renamed on the server (the document still names the old one)', () => {
    expect(problemFor(200, { id: 7, planType: 'plus', note: null })).toMatch(/plan_type|planType/);
  });

  it('fails a field the document does not name', () => {
    expect(problemFor(200, { id: 7, plan_type: 'plus', note: null, secret: 'x' })).toMatch(/secret/);
  });

  it('fails a wrong type, an undocumented success status and an undocumented media type', () => {
    expect(problemFor(200, { id: '7', plan_type: 'plus', note: null })).toMatch(/id/);
    expect(problemFor(201, { id: 7, plan_type: 'plus', note: null })).toMatch(/status not documented/);
    expect(problemFor(200, '<html>', 'text/html')).toMatch(/text\/html not documented/);
  });

  it('fails an error answer without the { error } shape', () => {
    expect(problemFor(404, { message: 'Not found' })).toMatch(/error/);
  });
});
