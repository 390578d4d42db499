import type { DeliveryAddress, DeliveryAddressInput, DeliveryAddressList } from '@shared/addresses/delivery-address-schema';
import { api, checkedAnswer } from '@/lib/api-client';

const schemas = () => import('@shared/addresses/delivery-address-schema');
const answerSchema = () => schemas().then((module) => module.DeliveryAddressAnswerSchema);

/** GET /api/addresses: the customer's addresses and what the plan allows. */
export const listAddresses = (): Promise<DeliveryAddressList> =>
  checkedAnswer(
    schemas().then((module) => module.DeliveryAddressListSchema),
    api.get('addresses').json(),
  );

/** POST /api/addresses: checked by the carrier before it is stored. */
export const createAddress = async (input: DeliveryAddressInput): Promise<DeliveryAddress> =>
  (await checkedAnswer(answerSchema(), api.post('addresses', { json: input, timeout: 30_000 }).json())).address;

/** PUT /api/addresses/{id}: checked by the carrier again. */
export const updateAddress = async ({ id, input }: { id: number; input: DeliveryAddressInput }): Promise<DeliveryAddress> =>
  (await checkedAnswer(answerSchema(), api.put(`addresses/${id}`, { json: input, timeout: 30_000 }).json())).address;

export const deleteAddress = async (id: number): Promise<void> => {
  await api.delete(`addresses/${id}`);
};

export const makePrimary = async (id: number): Promise<DeliveryAddress> => (await checkedAnswer(answerSchema(), api.post(`addresses/${id}/primary`).json())).address;

export const acceptCorrection = async (id: number): Promise<DeliveryAddress> =>
  (await checkedAnswer(answerSchema(), api.post(`addresses/${id}/accept-correction`).json())).address;
