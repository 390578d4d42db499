import { expect, request } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-config';
import { DEMO_ADMIN } from './staff-api';

/** The demo admin's warehouse calls through the API: mark a package received or picked up, add its photo. */
export async function asStaff(baseURL = E2E_BASE_URL) {
  const context = await request.newContext({ baseURL });
  const login = await context.post('/api/login', { data: { ...DEMO_ADMIN, remember_me: false } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const put = async (path: string, data: Record<string, unknown>) => {
    const response = await context.put(path, { headers: { authorization: `Bearer ${token}` }, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  };
  const addPhoto = async (packageId: number, jpeg: Buffer) => {
    const response = await context.post(`/api/packages/${packageId}/photos`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: { photo: { name: 'parcel.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  return {
    addPhoto,
    markReceived: (packageId: number) => put(`/api/packages/${packageId}/received`, { weight_lb: 3.2 }),
    markPickedUp: (packageId: number, pickupBy: string) => put(`/api/packages/${packageId}/picked-up`, { pickup_by: pickupBy }),
    dispose: () => context.dispose(),
  };
}
