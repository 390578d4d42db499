import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PackageDetail } from '../../../../shared/packages/package-schema';
import { PACKAGE_TITLE_MAX_LENGTH } from '../../../../shared/packages/package-schemas';
import { PACKAGE_MESSAGES } from '../../../../shared/packages/package-messages';
import { packages } from '../../../db/tables';
import { createPackage, signedIn } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';

describe('PUT /api/tracking/{id}/title', () => {
  let testApp: TestApp;
  let owner: { id: number; token: string };
  let other: { id: number; token: string };
  beforeEach(async () => {
    testApp = await createTestApp();
    const first = await signedIn(testApp);
    owner = { id: first.user.id, token: first.token };
    const second = await signedIn(testApp);
    other = { id: second.user.id, token: second.token };
  });
  afterEach(() => testApp.close());

  const rename = (id: number, body: unknown, token?: string) => call(testApp, 'PUT', `/api/tracking/${id}/title`, { token, body });
  const storedTitle = async (id: number) => (await testApp.db.select({ title: packages.title }).from(packages).where(eq(packages.id, id)).limit(1))[0]?.title;

  it('renames the owner\'s package, trimmed, at any stage; the list and the detail show the new title', async () => {
    const pkg = await createPackage(testApp, owner.id, { title: 'Paquete UPS terminado en 6784', deliveryStatus: 'received' });
    const response = await rename(pkg.id, { title: '  Zapatillas para Sofi  ' }, owner.token);
    expect(response.status).toBe(200);
    expect((await jsonOf<{ tracking: PackageDetail }>(response)).tracking).toMatchObject({ id: pkg.id, title: 'Zapatillas para Sofi', delivery_status: 'received' });
    expect(await storedTitle(pkg.id)).toBe('Zapatillas para Sofi');
    const list = await jsonOf<{ packages: { id: number; title: string }[] }>(await call(testApp, 'GET', '/api/tracking', { token: owner.token }));
    expect(list.packages.find((p) => p.id === pkg.id)?.title).toBe('Zapatillas para Sofi');
    // The same title again is a harmless repeat.
    expect((await rename(pkg.id, { title: 'Zapatillas para Sofi' }, owner.token)).status).toBe(200);
  });

  it("answers 404 for another customer's package or none, and changes nothing", async () => {
    const pkg = await createPackage(testApp, owner.id, { title: 'Campera' });
    const theirs = await rename(pkg.id, { title: 'Mine now' }, other.token);
    expect(theirs.status).toBe(404);
    expect(await jsonOf(theirs)).toEqual({ error: PACKAGE_MESSAGES.notFound });
    expect((await rename(999_999, { title: 'Nothing' }, owner.token)).status).toBe(404);
    expect(await storedTitle(pkg.id)).toBe('Campera');
  });

  it('refuses an empty, blank or too long title (400), and an anonymous caller (401)', async () => {
    const pkg = await createPackage(testApp, owner.id, { title: 'Campera' });
    for (const body of [{ title: '' }, { title: '   ' }, {}, { title: 42 }, { title: 'x'.repeat(PACKAGE_TITLE_MAX_LENGTH + 1) }]) {
      const response = await rename(pkg.id, body, owner.token);
      expect(response.status).toBe(400);
      expect(await jsonOf(response)).toMatchObject({ error: expect.any(String), field: 'title' });
    }
    expect((await rename(pkg.id, { title: 'x'.repeat(PACKAGE_TITLE_MAX_LENGTH) }, owner.token)).status).toBe(200);
    expect((await rename(pkg.id, { title: 'Anon' })).status).toBe(401);
    expect(await storedTitle(pkg.id)).toBe('x'.repeat(PACKAGE_TITLE_MAX_LENGTH));
  });
});
