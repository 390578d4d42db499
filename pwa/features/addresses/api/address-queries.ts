import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { acceptCorrection, createAddress, deleteAddress, listAddresses, makePrimary, updateAddress } from './address-requests';

const LIST_KEY = ['delivery-addresses'];

/** Held on the device like the rest of the account (read offline); changes need the carrier, so they need the network. */
export const addressesQuery = () => queryOptions({ queryKey: LIST_KEY, queryFn: listAddresses, staleTime: 0 });

/** Any write can move the primary address or the count the plan allows: the list is read again. */
const afterWrite = (queryClient: QueryClient) => ({ onSettled: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }) });

export const createAddressMutation = (queryClient: QueryClient) => mutationOptions({ mutationFn: createAddress, ...afterWrite(queryClient) });
export const updateAddressMutation = (queryClient: QueryClient) => mutationOptions({ mutationFn: updateAddress, ...afterWrite(queryClient) });
export const deleteAddressMutation = (queryClient: QueryClient) => mutationOptions({ mutationFn: deleteAddress, ...afterWrite(queryClient) });
export const makePrimaryMutation = (queryClient: QueryClient) => mutationOptions({ mutationFn: makePrimary, ...afterWrite(queryClient) });
export const acceptCorrectionMutation = (queryClient: QueryClient) => mutationOptions({ mutationFn: acceptCorrection, ...afterWrite(queryClient) });
