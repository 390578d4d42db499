import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@shared/packages/package-photo-schema';
import type { UnidentifiedParcel } from '@shared/receiving/unidentified-parcel-schema';
import { answer, fakeApi, type Route } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import type { TestLanguage } from '@/test/test-i18n';
import { UnidentifiedForm, type LoggedOutcome } from './unidentified-form';

const PARCEL: UnidentifiedParcel = {
  id: 12,
  tracking_number: '1Z999AA10123456784',
  suite_code: null,
  weight_lb: null,
  notes: null,
  status: 'open',
  package_id: null,
  photos: [],
  created_at: '2026-11-21T17:00:00.000Z',
};
const STORED = { photo: { id: 5, url: '/api/photos/5', created_at: '2026-11-21T17:00:01.000Z' } };
const UPLOAD = `POST unidentified-parcels/${PARCEL.id}/photos`;
const SUBMIT = { es: 'Recibir como paquete sin identificar', en: 'Receive as unidentified parcel' };

/** A photo from the tablet's camera; jsdom decodes no image, so it is sent as it is when the server would take its size. */
const cameraPhoto = (bytes: number) => new File([new Uint8Array(bytes)], 'parcel.jpg', { type: 'image/jpeg' });

async function logParcelWithPhoto(photoRoute: Route, photo: File, language: TestLanguage = 'es') {
  const api = fakeApi({ 'POST unidentified-parcels': answer(201, { parcel: PARCEL }), [UPLOAD]: photoRoute });
  const onLogged = vi.fn<(outcome: LoggedOutcome) => void>();
  const { user } = renderWithProviders(<UnidentifiedForm trackingNumber={PARCEL.tracking_number} onLogged={onLogged} />, { language });
  await user.upload(screen.getByTestId('parcel-photo-input'), photo);
  await user.click(screen.getByRole('button', { name: SUBMIT[language] }));
  await waitFor(() => expect(onLogged).toHaveBeenCalledTimes(1));
  return { api, outcome: onLogged.mock.calls[0]![0] };
}

describe('UnidentifiedForm and its photo', () => {
  const createObjectURL = URL.createObjectURL;
  beforeEach(() => {
    // The preview: jsdom has no object URLs.
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
  });

  it("shows the server's refusal of the photo in the reader's language, the parcel logged", async () => {
    const { api, outcome } = await logParcelWithPhoto(answer(413, { error: PHOTO_MESSAGES.tooLarge }), cameraPhoto(2 * 1024 * 1024));
    expect(outcome).toMatchObject({ parcel: PARCEL, photoUrls: [], photoError: 'La foto debe pesar 10 MB o menos' });
    expect(api.callsTo(UPLOAD)).toHaveLength(1);
  });

  it('shows it in English on an English page', async () => {
    const { outcome } = await logParcelWithPhoto(answer(415, { error: PHOTO_MESSAGES.unsupportedType, field: 'photo' }), cameraPhoto(1024), 'en');
    expect(outcome.photoError).toBe('The photo must be a JPEG, PNG or WebP image');
  });

  it('sends no photo larger than the server takes: refused here with the same words', async () => {
    const { api, outcome } = await logParcelWithPhoto(answer(201, STORED), cameraPhoto(PHOTO_MAX_BYTES + 1));
    expect(outcome).toMatchObject({ photoUrls: [], photoError: 'La foto debe pesar 10 MB o menos' });
    expect(api.callsTo(UPLOAD)).toEqual([]);
  });

  it('sends the photo again after the wait a busy server asks for', async () => {
    const answers = [answer(503, { error: PHOTO_MESSAGES.busy }, { 'Retry-After': '0' }), answer(201, STORED)];
    const { api, outcome } = await logParcelWithPhoto(() => answers.shift()!, cameraPhoto(1024));
    expect(outcome).toMatchObject({ photoUrls: [STORED.photo.url], photoError: null });
    const calls = api.callsTo(UPLOAD);
    expect(calls).toHaveLength(2);
    for (const call of calls) expect((call.body as FormData).has('photo')).toBe(true);
  });
});
