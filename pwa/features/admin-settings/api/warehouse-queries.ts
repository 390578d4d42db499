import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { WarehouseAddressInput } from '@shared/warehouse/warehouse-address-schema';
import { activateWarehouseAddress } from './activate-warehouse-address';
import { createWarehouseAddress } from './create-warehouse-address';
import { deleteWarehouseAddress } from './delete-warehouse-address';
import { listWarehouseAddresses } from './list-warehouse-addresses';
import { updateWarehouseAddress } from './update-warehouse-address';

const LIST_KEY = ['warehouse-addresses'];

export const warehouseAddressesQuery = () => queryOptions({ queryKey: LIST_KEY, queryFn: listWarehouseAddresses, staleTime: 0 });

/**
 * Any write can change which address is active, so the list is refetched, and so is the customers'
 * active address ('warehouse-address', read by the dashboard) in case it is open in this browser.
 */
const afterWrite = (queryClient: QueryClient) => ({
  onSuccess: () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: LIST_KEY }), queryClient.invalidateQueries({ queryKey: ['warehouse-address'] })]),
});

export const createWarehouseAddressMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: (input: WarehouseAddressInput) => createWarehouseAddress(input), ...afterWrite(queryClient) });

export const updateWarehouseAddressMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: ({ id, input }: { id: number; input: WarehouseAddressInput }) => updateWarehouseAddress(id, input), ...afterWrite(queryClient) });

export const deleteWarehouseAddressMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: (id: number) => deleteWarehouseAddress(id), ...afterWrite(queryClient) });

export const activateWarehouseAddressMutation = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: (id: number) => activateWarehouseAddress(id), ...afterWrite(queryClient) });
