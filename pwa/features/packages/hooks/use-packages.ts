import { useQuery } from '@tanstack/react-query';
import { packagesQuery } from '../api/package-queries';

/** The customer's packages. */
export const usePackages = () => useQuery(packagesQuery());
