import { createContext, useContext } from 'react';

/**
 * The account's name, which the photo ID brought to the counter must show. Given once by the screen that holds the
 * pickups (the pickup tab, a package's page) rather than through every card and dialog; null reads "the account
 * holder's name".
 */
export const PickupAccountName = createContext<string | null>(null);

export const usePickupAccountName = () => useContext(PickupAccountName);
