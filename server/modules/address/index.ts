/**
 * address module — receiver addresses and the area tree. What other modules may use: the typed reads of the
 * service (getOwnedAddress: the user's own address or undefined, toOrderAddress: its order snapshot) and the
 * area lookups. Routes (routes.ts) are registered by server/modules/index.ts.
 */
export { getOwnedAddress, toOrderAddress, toRecvAddress, type AddressRow } from './service'
export { MAX_ADDRESSES } from '../../../src/domain/messages/address'
export { areaChildren, areaTree, resolveRegion } from './areas'
export { deleteAddress, listAddresses, saveAddress } from './service' // the receiver-info names of §7 User services (modules/compat, issue 18)
