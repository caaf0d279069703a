/** Address import adapter, H5: not supported. */
import type { OrderAddress } from '@contract/account'
import { ADDRESS_IMPORT_UNSUPPORTED } from './addressRules'

export function addressImportSupported(): boolean {
  return false
}

export function importAddress(): Promise<OrderAddress> {
  return Promise.reject(new Error(ADDRESS_IMPORT_UNSUPPORTED))
}
