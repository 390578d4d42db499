import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVOICE_MAX_BYTES, type PackageInvoice } from '../../../../shared/packages/invoice-schema';
import type { PackageDetail } from '../../../../shared/packages/package-schema';
import { packageInvoices, type UserRow } from '../../../db/tables';
import { createPackage, createSubscription, createUser, loginAs } from '../../../test/factories';
import { cameraJpeg, smallGif, smallPng } from '../../../test/photo-fixtures';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

interface Upload {
  bytes: Uint8Array;
  type: string;
  name?: string;
  field?: string;
}

function upload(testApp: TestApp, packageId: number, token: string | undefined, file: Upload) {
  const form = new FormData();
  form.append(file.field ?? 'invoice', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name ?? 'invoice.pdf');
  const headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.10' };
  if (token) headers.authorization = `Bearer ${token}`;
  return testApp.app.request(`/api/tracking/${packageId}/invoice`, { method: 'POST', headers, body: form });
}

describe('package invoices: POST, GET and DELETE /api/tracking/{id}/invoice', () => {
  let testApp: TestApp;
  let jpeg: Buffer;
  let owner: UserRow;
  let ownerToken: string;
  let otherToken: string;
  let staffToken: string;
  beforeAll(async () => {
    jpeg = await cameraJpeg();
  });
  beforeEach(async () => {
    testApp = await createTestApp();
    ({ user: owner } = await createUser(testApp));
    ownerToken = await loginAs(testApp, owner.email);
    await createSubscription(testApp, owner.id);
    const { user: other } = await createUser(testApp);
    otherToken = await loginAs(testApp, other.email);
    const { user: staff } = await createUser(testApp, { role: 'admin' });
    staffToken = await loginAs(testApp, staff.email);
  });
  afterEach(() => testApp.close());

  const pending = () => createPackage(testApp, owner.id, { status: 'in_transit', deliveryStatus: 'pending', receivedAt: null });
  const detailOf = async (id: number, token = ownerToken) => (await jsonOf<{ tracking: PackageDetail }>(await call(testApp, 'GET', `/api/tracking/${id}`, { token }))).tracking;
  const storedKeys = async (packageId: number) => (await testApp.db.select().from(packageInvoices).where(eq(packageInvoices.packageId, packageId))).map((row) => row.storageKey);

  it('takes a PDF from the owner, kept as sent, readable by the owner and staff, and shown in the package answer', async () => {
    const pkg = await pending();
    const response = await upload(testApp, pkg.id, ownerToken, { bytes: PDF, type: 'application/pdf', name: 'Factura «Zapatos».pdf' });
    expect(response.status).toBe(201);
    const { invoice } = await jsonOf<{ invoice: PackageInvoice }>(response);
    expect(invoice).toEqual({
      url: `/api/tracking/${pkg.id}/invoice`,
      content_type: 'application/pdf',
      file_name: 'Factura «Zapatos».pdf',
      byte_size: PDF.byteLength,
      created_at: testApp.clock.now().toISOString(),
    });
    expect((await detailOf(pkg.id)).invoice).toEqual(invoice);
    for (const token of [ownerToken, staffToken]) {
      const file = await call(testApp, 'GET', invoice.url, { token });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('cache-control')).toBe('private, no-cache');
      expect(file.headers.get('content-disposition')).toBe(`inline; filename="Factura _Zapatos_.pdf"; filename*=UTF-8''${encodeURIComponent('Factura «Zapatos».pdf')}`);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    }
  });

  it('stores a photo like a parcel photo: a JPEG without its metadata', async () => {
    const pkg = await pending();
    const response = await upload(testApp, pkg.id, ownerToken, { bytes: await smallPng(), type: 'image/png', name: 'receipt.png' });
    expect(response.status).toBe(201);
    expect((await jsonOf<{ invoice: PackageInvoice }>(response)).invoice.content_type).toBe('image/jpeg');
    const file = await call(testApp, 'GET', `/api/tracking/${pkg.id}/invoice`, { token: staffToken });
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
    expect(Buffer.from(bytes).includes(Buffer.from('Warehouse Cam 7'))).toBe(false);
  });

  it('replaces the invoice before, and removes its file; the owner deletes it, then it is gone', async () => {
    const pkg = await pending();
    await upload(testApp, pkg.id, ownerToken, { bytes: PDF, type: 'application/pdf' });
    const [firstKey] = await storedKeys(pkg.id);
    expect((await upload(testApp, pkg.id, ownerToken, { bytes: jpeg, type: 'image/jpeg', name: 'photo.jpg' })).status).toBe(201);
    const keys = await storedKeys(pkg.id);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBe(firstKey);
    expect(await testApp.deps.files.get(firstKey!)).toBeNull();
    expect((await detailOf(pkg.id)).invoice?.file_name).toBe('photo.jpg');

    expect((await call(testApp, 'DELETE', `/api/tracking/${pkg.id}/invoice`, { token: staffToken })).status).toBe(404);
    const removed = await call(testApp, 'DELETE', `/api/tracking/${pkg.id}/invoice`, { token: ownerToken });
    expect(await jsonOf(removed)).toEqual({ message: 'Invoice removed' });
    expect(await testApp.deps.files.get(keys[0]!)).toBeNull();
    expect((await detailOf(pkg.id)).invoice).toBeNull();
    expect((await call(testApp, 'GET', `/api/tracking/${pkg.id}/invoice`, { token: ownerToken })).status).toBe(404);
    expect((await call(testApp, 'DELETE', `/api/tracking/${pkg.id}/invoice`, { token: ownerToken })).status).toBe(404);
  });

  it('goes with its package: deleting the package removes the file', async () => {
    const pkg = await pending();
    await upload(testApp, pkg.id, ownerToken, { bytes: PDF, type: 'application/pdf' });
    const [key] = await storedKeys(pkg.id);
    expect((await call(testApp, 'DELETE', `/api/tracking/${pkg.id}`, { token: ownerToken })).status).toBe(200);
    expect(await testApp.deps.files.get(key!)).toBeNull();
  });

  it('refuses anyone but the owner to attach, and anyone but the owner and staff to read', async () => {
    const pkg = await pending();
    expect((await upload(testApp, pkg.id, undefined, { bytes: PDF, type: 'application/pdf' })).status).toBe(401);
    for (const token of [otherToken, staffToken]) expect((await upload(testApp, pkg.id, token, { bytes: PDF, type: 'application/pdf' })).status).toBe(404);
    expect((await upload(testApp, 999999, ownerToken, { bytes: PDF, type: 'application/pdf' })).status).toBe(404);
    await upload(testApp, pkg.id, ownerToken, { bytes: PDF, type: 'application/pdf' });
    expect((await call(testApp, 'GET', `/api/tracking/${pkg.id}/invoice`)).status).toBe(401);
    expect((await call(testApp, 'GET', `/api/tracking/${pkg.id}/invoice`, { token: otherToken })).status).toBe(404);
    expect((await call(testApp, 'DELETE', `/api/tracking/${pkg.id}/invoice`, { token: otherToken })).status).toBe(404);
  });

  it('checks a PDF by its bytes, not its name or type, and refuses other types, a missing file and one too large', async () => {
    const pkg = await pending();
    const fake = await upload(testApp, pkg.id, ownerToken, { bytes: new TextEncoder().encode('<html><script>alert(1)</script></html>'), type: 'application/pdf', name: 'invoice.pdf' });
    expect([fake.status, await jsonOf(fake)]).toEqual([415, { error: 'The file is not a PDF document', field: 'invoice' }]);
    const gif = await upload(testApp, pkg.id, ownerToken, { bytes: await smallGif(), type: 'image/gif', name: 'a.gif' });
    expect([gif.status, await jsonOf(gif)]).toEqual([415, { error: 'The invoice must be a JPEG, PNG or WebP photo or a PDF', field: 'invoice' }]);
    expect((await upload(testApp, pkg.id, ownerToken, { bytes: PDF, type: 'image/jpeg', name: 'a.jpg' })).status).toBe(400);
    const missing = await upload(testApp, pkg.id, ownerToken, { bytes: PDF, type: 'application/pdf', field: 'photo' });
    expect([missing.status, await jsonOf(missing)]).toEqual([400, { error: 'Attach the invoice as a file in the "invoice" field', field: 'invoice' }]);
    const large = new Uint8Array(INVOICE_MAX_BYTES + 1);
    large.set(PDF);
    expect((await upload(testApp, pkg.id, ownerToken, { bytes: large, type: 'application/pdf' })).status).toBe(413);
    const json = await call(testApp, 'POST', `/api/tracking/${pkg.id}/invoice`, { token: ownerToken, body: {} });
    expect(json.status).toBe(415);
    expect(await storedKeys(pkg.id)).toEqual([]);
  });
});
