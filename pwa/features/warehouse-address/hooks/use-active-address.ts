import { useQuery } from '@tanstack/react-query';
import { activeAddressQuery } from '../api/warehouse-address-query';

/** The active warehouse address; not asked for while the customer has no valid access. */
export function useActiveAddress(enabled: boolean) {
  return useQuery({ ...activeAddressQuery(), enabled });
}
