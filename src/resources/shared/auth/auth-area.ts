// The two parallel auth sets (auth.md 5.1): the platform's staff (`system.auth*`, type 1) and the merchant back
// office's accounts (`merchant.auth*`, types 2 and 3). Same shapes, same pages, each on its own calls; the factories
// in this folder take the set and name the page and its calls from it.
export type AuthArea = 'system' | 'merchant';

/** The page of a set: `system.authRole`, `merchant.authRole`. */
export const authPage = (area: AuthArea, page: string) => `${area}.${page}`;

/** A call of a set's page: `/api/merchant/authRole/remove`. */
export const authUrl = (area: AuthArea, page: string, verb: string) => `/api/${area}/${page}/${verb}`;

/** The merchant set's extras are declared only for it. */
export const forMerchant = <T>(area: AuthArea, items: T[]): T[] => (area === 'merchant' ? items : []);
