import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, type PackagePhoto } from '../../../../shared/packages/package-photo-schema';
import type { PackageDetail } from '../../../../shared/packages/package-schema';
import { startLocalS3Server } from '../../../adapters/files/local-s3-server';
import { createS3FileStore } from '../../../adapters/files/s3-file-store';
import { photos, type UserRow } from '../../../db/tables';
import { savePhoto } from '../photo-service';
import { createPackage, createSubscription, createUser, loginAs } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp } from '../../../test/test-app';
import { cameraJpeg, EXIF_ARTIST, smallGif, smallPng, smallWebp, tinyPngWith, zlibBomb, zTxtChunk } from '../../../test/photo-fixtures';

interface Upload {
  bytes: Uint8Array;
  type: string;
  name?: string;
  field?: string;
}

const blob = (bytes: Uint8Array, type: string) => new Blob([new Uint8Array(bytes)], { type });

function upload(testApp: TestApp, packageId: number, token: string | undefined, file: Upload) {
  const form = new FormData();
  form.append(file.field ?? 'photo', blob(file.bytes, file.type), file.name ?? 'parcel.jpg');
  const headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.10' };
  if (token) headers.authorization = `Bearer ${token}`;
  return testApp.app.request(`/api/packages/${packageId}/photos`, { method: 'POST', headers, body: form });
}

const fetchPhoto = (testApp: TestApp, url: string, token?: string) => call(testApp, 'GET', url, { token });

describe('package photos: POST /api/packages/{id}/photos and GET /api/photos/{id}', () => {
  let testApp: TestApp;
  let jpeg: Buffer;
  let owner: UserRow;
  let ownerToken: string;
  let otherToken: string;
  let adminToken: string;
  let superToken: string;
  let admin: UserRow;
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
    ({ user: admin } = await createUser(testApp, { role: 'admin' }));
    adminToken = await loginAs(testApp, admin.email);
    const { user: superadmin } = await createUser(testApp, { role: 'superadmin' });
    superToken = await loginAs(testApp, superadmin.email);
  });
  afterEach(() => testApp.close());

  const jpegUpload = (): Upload => ({ bytes: jpeg, type: 'image/jpeg' });

  it('lets staff add photos and nobody else; the owner and staff fetch them, another customer gets 404, anonymous 401', async () => {
    const pkg = await createPackage(testApp, owner.id);
    expect((await upload(testApp, pkg.id, undefined, jpegUpload())).status).toBe(401);
    for (const token of [ownerToken, otherToken]) {
      const refused = await upload(testApp, pkg.id, token, jpegUpload());
      expect(refused.status).toBe(403);
      expect(await jsonOf(refused)).toEqual({ error: expect.any(String) });
    }
    const added: PackagePhoto[] = [];
    for (const token of [adminToken, superToken]) {
      const response = await upload(testApp, pkg.id, token, jpegUpload());
      expect(response.status).toBe(201);
      const { photo } = await jsonOf<{ photo: PackagePhoto }>(response);
      expect(photo).toEqual({ id: expect.any(Number), url: `/api/photos/${photo.id}`, created_at: testApp.clock.now().toISOString() });
      added.push(photo);
    }
    for (const token of [ownerToken, adminToken, superToken]) {
      const response = await fetchPhoto(testApp, added[0]!.url, token);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toBe('private, max-age=86400');
    }
    const stranger = await fetchPhoto(testApp, added[0]!.url, otherToken);
    expect(stranger.status).toBe(404);
    expect(await jsonOf(stranger)).toEqual({ error: PHOTO_MESSAGES.notFound });
    expect(stranger.headers.get('cache-control')).toBe('no-store');
    expect((await fetchPhoto(testApp, added[0]!.url)).status).toBe(401);
    expect((await fetchPhoto(testApp, '/api/photos/999999', adminToken)).status).toBe(404);
  });

  it('stores an upright JPEG inside 1600 px with no EXIF, GPS or ICC left', async () => {
    const pkg = await createPackage(testApp, owner.id);
    const before = await sharp(jpeg).metadata();
    expect(before).toMatchObject({ width: 3000, height: 2000, orientation: 6 });
    expect(before.exif).toBeDefined();

    const { photo } = await jsonOf<{ photo: PackagePhoto }>(await upload(testApp, pkg.id, adminToken, jpegUpload()));
    const stored = Buffer.from(await (await fetchPhoto(testApp, photo.url, ownerToken)).arrayBuffer());
    const after = await sharp(stored).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 1067, height: 1600 });
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.includes(EXIF_ARTIST)).toBe(false);
    expect(stored.includes('TabletCo')).toBe(false);
    expect(stored.length).toBeLessThan(jpeg.length);
    expect(stored.length).toBeLessThan(600 * 1024);
    const row = (await testApp.db.select().from(photos).where(eq(photos.id, photo.id)).limit(1))[0];
    expect(row).toMatchObject({ packageId: pkg.id, contentType: 'image/jpeg', byteSize: stored.length, width: 1067, height: 1600, uploadedBy: admin.id });
  });

  it('takes PNG (transparency on white) and WebP, never enlarging a small one', async () => {
    const pkg = await createPackage(testApp, owner.id);
    const stored: Buffer[] = [];
    for (const [bytes, type] of [[await smallPng(), 'image/png'], [await smallWebp(), 'image/webp']] as const) {
      const response = await upload(testApp, pkg.id, adminToken, { bytes, type, name: 'small' });
      expect(response.status).toBe(201);
      const { photo } = await jsonOf<{ photo: PackagePhoto }>(response);
      stored.push(Buffer.from(await (await fetchPhoto(testApp, photo.url, adminToken)).arrayBuffer()));
      expect(await sharp(stored.at(-1)).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 30, hasAlpha: false });
    }
    const fromTransparentPng = await sharp(stored[0]).stats();
    expect(fromTransparentPng.channels.map((channel) => Math.round(channel.mean))).toEqual([255, 255, 255]);
  });

  it('shows the photos in the package detail, oldest first, to the owner and in the admin list', async () => {
    const pkg = await createPackage(testApp, owner.id);
    const bare = await createPackage(testApp, owner.id);
    const first = await jsonOf<{ photo: PackagePhoto }>(await upload(testApp, pkg.id, adminToken, jpegUpload()));
    testApp.clock.advance(60_000);
    const second = await jsonOf<{ photo: PackagePhoto }>(await upload(testApp, pkg.id, adminToken, { bytes: await smallPng(), type: 'image/png' }));
    const { tracking } = await jsonOf<{ tracking: PackageDetail }>(await call(testApp, 'GET', `/api/tracking/${pkg.id}`, { token: ownerToken }));
    expect(tracking.photos).toEqual([first.photo, second.photo]);
    const other = await jsonOf<{ tracking: PackageDetail }>(await call(testApp, 'GET', `/api/tracking/${bare.id}`, { token: ownerToken }));
    expect(other.tracking.photos).toEqual([]);
    const list = await jsonOf<{ packages: Array<{ id: number; photos: PackagePhoto[] }> }>(await call(testApp, 'GET', '/api/admin/packages?status=all', { token: adminToken }));
    expect(list.packages.find((item) => item.id === pkg.id)?.photos).toEqual([first.photo, second.photo]);
    expect(list.packages.find((item) => item.id === bare.id)?.photos).toEqual([]);
  });

  it('refuses bad uploads with a clear 4xx JSON error and stores nothing', async () => {
    const pkg = await createPackage(testApp, owner.id);
    const refusals: Array<[string, Upload | 'json', number, string]> = [
      ['a text file', { bytes: new TextEncoder().encode('hello'), type: 'text/plain', name: 'notes.txt' }, 415, PHOTO_MESSAGES.unsupportedType],
      ['a GIF', { bytes: await smallGif(), type: 'image/gif', name: 'a.gif' }, 415, PHOTO_MESSAGES.unsupportedType],
      ['a GIF sent as a JPEG', { bytes: await smallGif(), type: 'image/jpeg' }, 415, PHOTO_MESSAGES.unsupportedType],
      ['bytes that are no image', { bytes: new TextEncoder().encode('not really a png at all'), type: 'image/png' }, 400, PHOTO_MESSAGES.unreadableImage],
      ['a truncated JPEG', { bytes: jpeg.subarray(0, 2000), type: 'image/jpeg' }, 400, PHOTO_MESSAGES.unreadableImage],
      ['the file in another field', { ...jpegUpload(), field: 'file' }, 400, PHOTO_MESSAGES.missing],
      ['an empty file', { bytes: new Uint8Array(0), type: 'image/jpeg' }, 400, PHOTO_MESSAGES.missing],
      ['just over 10 MB', { bytes: new Uint8Array(PHOTO_MAX_BYTES + 1), type: 'image/jpeg' }, 413, PHOTO_MESSAGES.tooLarge],
      ['far over 10 MB', { bytes: new Uint8Array(PHOTO_MAX_BYTES + 512 * 1024), type: 'image/jpeg' }, 413, PHOTO_MESSAGES.tooLarge],
      ['JSON instead of a form', 'json', 415, PHOTO_MESSAGES.notMultipart],
    ];
    for (const [name, file, status, error] of refusals) {
      const response = file === 'json' ? await call(testApp, 'POST', `/api/packages/${pkg.id}/photos`, { token: adminToken, body: { photo: 'x' } }) : await upload(testApp, pkg.id, adminToken, file);
      expect(response.status, name).toBe(status);
      expect(await jsonOf(response), name).toMatchObject(error === PHOTO_MESSAGES.unsupportedType || error === PHOTO_MESSAGES.unreadableImage ? { error, field: 'photo' } : { error });
    }
    const text = await testApp.app.request(`/api/packages/${pkg.id}/photos`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'multipart/form-data; boundary=xyz' }, body: 'garbage' });
    expect(text.status).toBe(400);
    expect(await jsonOf(text)).toEqual({ error: PHOTO_MESSAGES.unreadableForm });
    const unknown = await upload(testApp, 999_999, adminToken, jpegUpload());
    expect(unknown.status).toBe(404);
    expect(await jsonOf(unknown)).toEqual({ error: 'Package not found' });
    expect((await testApp.db.select().from(photos))).toEqual([]);
  });

  it('refuses a decompression bomb: a small PNG claiming more than 60 megapixels', async () => {
    const pkg = await createPackage(testApp, owner.id);
    const bomb = await sharp({ create: { width: 9000, height: 7000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(PHOTO_MAX_BYTES);
    const response = await upload(testApp, pkg.id, adminToken, { bytes: bomb, type: 'image/png' });
    expect(response.status).toBe(413);
    expect(await jsonOf(response)).toMatchObject({ error: PHOTO_MESSAGES.tooManyPixels, field: 'photo' });
  });

  it('refuses a decompression bomb: a small PNG whose compressed text inflates to a gigabyte', async () => {
    const pkg = await createPackage(testApp, owner.id);
    const response = await upload(testApp, pkg.id, adminToken, { bytes: tinyPngWith([zTxtChunk('Comment', zlibBomb(1024))]), type: 'image/png' });
    expect(response.status).toBe(413);
    expect(await jsonOf(response)).toEqual({ error: PHOTO_MESSAGES.metadataTooLarge, field: 'photo' });
    expect((await testApp.db.select().from(photos))).toEqual([]);
  });

  it('keeps the 256 KB limit on every other body, multipart or not', async () => {
    const form = new FormData();
    form.append('photo', blob(new Uint8Array(300 * 1024), 'image/jpeg'), 'big.jpg');
    const response = await testApp.app.request('/api/tracking/create', { method: 'POST', headers: { authorization: `Bearer ${ownerToken}` }, body: form });
    expect(response.status).toBe(413);
    expect(await jsonOf(response)).toEqual({ error: 'Request body too large' });
  });

  it("answers 404 for a photo whose file is gone, and only staff see an unidentified parcel's photo", async () => {
    const pkg = await createPackage(testApp, owner.id);
    const { photo } = await jsonOf<{ photo: PackagePhoto }>(await upload(testApp, pkg.id, adminToken, jpegUpload()));
    const row = (await testApp.db.select().from(photos).where(eq(photos.id, photo.id)).limit(1))[0]!;
    await testApp.deps.files.delete(row.storageKey);
    expect((await fetchPhoto(testApp, photo.url, ownerToken)).status).toBe(404);
    expect(testApp.logs.join('\n')).toContain(`photo ${photo.id} has no file`);

    const parcelPhoto = await savePhoto(testApp.deps, admin, { unidentifiedParcelId: 42 }, () => Promise.resolve(jpeg));
    expect((await fetchPhoto(testApp, parcelPhoto.url, ownerToken)).status).toBe(404);
    expect((await fetchPhoto(testApp, parcelPhoto.url, adminToken)).status).toBe(200);
  });
  it('deletes the photo files with a pending package its owner deletes, and keeps everyone else\'s', async () => {
    // Staff photographed it while it was still pending (a label read at the door, before it was marked received).
    const pkg = await createPackage(testApp, owner.id, { status: 'pending', deliveryStatus: 'pending', receivedAt: null });
    const kept = await createPackage(testApp, owner.id);
    for (const id of [pkg.id, pkg.id, kept.id]) expect((await upload(testApp, id, adminToken, jpegUpload())).status).toBe(201);
    const storageKeys = async (packageId: number) => (await testApp.db.select().from(photos).where(eq(photos.packageId, packageId))).map((row) => row.storageKey);
    const deletedKeys = await storageKeys(pkg.id);
    const keptKeys = await storageKeys(kept.id);
    expect(deletedKeys).toHaveLength(2);

    const deleted = await call(testApp, 'DELETE', `/api/tracking/${pkg.id}`, { token: ownerToken });
    expect(deleted.status).toBe(200);
    expect(await storageKeys(pkg.id)).toEqual([]);
    for (const key of deletedKeys) expect(await testApp.deps.files.get(key)).toBeNull();
    for (const key of keptKeys) expect(await testApp.deps.files.get(key)).not.toBeNull();
  });
});

describe('a photo file the store cannot remove', () => {
  it('is logged by its key, and the customer still deletes the package', async () => {
    const testApp = await createTestApp();
    const store = testApp.deps.files;
    testApp.deps.files = { ...store, put: store.put.bind(store), get: store.get.bind(store), delete: () => Promise.reject(new Error('disk is read-only')) };
    try {
      const { user: owner } = await createUser(testApp);
      await createSubscription(testApp, owner.id);
      const { user: admin } = await createUser(testApp, { role: 'admin' });
      const pkg = await createPackage(testApp, owner.id, { status: 'pending', deliveryStatus: 'pending', receivedAt: null });
      const photo = await savePhoto(testApp.deps, admin, { packageId: pkg.id }, cameraJpeg);
      const { storageKey } = (await testApp.db.select().from(photos).where(eq(photos.id, photo.id)).limit(1))[0]!;
      const deleted = await call(testApp, 'DELETE', `/api/tracking/${pkg.id}`, { token: await loginAs(testApp, owner.email) });
      expect(deleted.status).toBe(200);
      expect(testApp.logs).toContainEqual(expect.stringMatching(new RegExp(`${storageKey}.*disk is read-only`)));
    } finally {
      testApp.close();
    }
  });
});

describe('package photos in an S3-compatible store', () => {
  let s3: Awaited<ReturnType<typeof startLocalS3Server>>;
  beforeAll(async () => {
    s3 = await startLocalS3Server('parcel-photos');
  });
  afterAll(() => s3.close());

  it('puts the processed JPEG in the bucket and serves it from there', async () => {
    const files = createS3FileStore({ bucket: 'parcel-photos', region: 'us-east-1', endpoint: s3.endpoint, accessKeyId: 'k', secretAccessKey: 's' });
    const testApp = await createTestApp({ files });
    try {
      const { user } = await createUser(testApp);
      const { user: staff } = await createUser(testApp, { role: 'admin' });
      const token = await loginAs(testApp, staff.email);
      const pkg = await createPackage(testApp, user.id);
      const response = await upload(testApp, pkg.id, token, { bytes: await cameraJpeg(), type: 'image/jpeg' });
      expect(response.status).toBe(201);
      const { photo } = await jsonOf<{ photo: PackagePhoto }>(response);
      const row = (await testApp.db.select().from(photos).where(eq(photos.id, photo.id)).limit(1))[0]!;
      expect(s3.objects.get(row.storageKey)?.contentType).toBe('image/jpeg');
      const served = Buffer.from(await (await fetchPhoto(testApp, photo.url, token)).arrayBuffer());
      expect(served.equals(s3.objects.get(row.storageKey)!.bytes)).toBe(true);
    } finally {
      testApp.close();
    }
  });
});
