/**
 * address module — receiver addresses and the area tree. What other modules may use. Today's files:
 * routes/user-center/{address,addressArea}.ts (routes), service.ts (getOwnedAddress).
 */
export { getOwnedAddress, type AddressRow } from './service'
export { ADDRESS_MSG, MAX_ADDRESSES, toRecvAddress } from '../../routes/user-center/address'
export { areaChildren, areaTree, resolveRegion } from '../../routes/user-center/addressArea'
