// default for: h5 — weapp and alipay have their own file (address.weapp.ts, address.alipay.ts)
/** Address import adapter, H5: not supported. */
import type { OrderAddress } from '../../../types/client'
import { ADDRESS_IMPORT_UNSUPPORTED } from './addressRules'

export function addressImportSupported(): boolean {
  return false
}

export function importAddress(): Promise<OrderAddress> {
  return Promise.reject(new Error(ADDRESS_IMPORT_UNSUPPORTED))
}
