/**
 * Receiver address rules (contract/account.ts recevAddress/saveOrUpdate), shared by the address form
 * (src/features/address-person) and the server (server/modules/address/service.ts). The phone rule is SPEC §5's
 * (validatePhone); the name follows SPEC §5's name variant that also allows parentheses, plus the middle dot
 * of transliterated names (阿卜杜·热合曼), at most 20 characters like the service person's name.
 * Messages are OWN (the spec describes address forms without texts), in the tone of the spec's own.
 */
import { isValidNameWithParens, NAME_MAX_LENGTH, validatePhone } from './validation'

/** OWN */
export const RECV_NAME_REQUIRED = '请输入收货人姓名'
export const RECV_NAME_INVALID = '收货人姓名不允许特殊字符'
export const RECV_NAME_TOO_LONG = '收货人姓名不能超过20个字'
import { REGION_REQUIRED } from './messages/address'
export { REGION_REQUIRED }
export const DETAIL_REQUIRED = '请输入详细地址'
export const DETAIL_TOO_LONG = '详细地址不能超过100个字'

/** the receiver's name: at most 20 characters (SPEC §3 service person name max 20) */
export const RECV_NAME_MAX_LENGTH = NAME_MAX_LENGTH
/** the detail (street, building, room): at most 100 characters */
export const ADDRESS_DETAIL_MAX_LENGTH = 100

export interface AddressInput {
  recvName: string
  contactNumber: string
  recvProvince: string
  recvCity: string
  recvArea?: string
  recvAddress: string
}

export type AddressField = 'recvName' | 'contactNumber' | 'region' | 'recvAddress'

/** the name as it is checked and counted: white space removed */
export const normalizeRecvName = (name: string | null | undefined): string => String(name ?? '').replace(/\s+/g, '')

/**
 * The first failing field and its message in screen order (name, phone, region, detail), or null. The region
 * is checked for presence only; whether it exists in the area tree is the server's business.
 */
export function validateAddress(a: AddressInput): { field: AddressField; message: string } | null {
  const name = normalizeRecvName(a.recvName)
  if (!name) return { field: 'recvName', message: RECV_NAME_REQUIRED }
  if (!isValidNameWithParens(name.replace(/·/g, ''))) return { field: 'recvName', message: RECV_NAME_INVALID }
  if ([...name].length > RECV_NAME_MAX_LENGTH) return { field: 'recvName', message: RECV_NAME_TOO_LONG }
  const phone = validatePhone(String(a.contactNumber ?? '').replace(/\s+/g, ''))
  if (phone) return { field: 'contactNumber', message: phone }
  if (!String(a.recvProvince ?? '').trim() || !String(a.recvCity ?? '').trim()) return { field: 'region', message: REGION_REQUIRED }
  const detail = String(a.recvAddress ?? '').trim()
  if (!detail) return { field: 'recvAddress', message: DETAIL_REQUIRED }
  if ([...detail].length > ADDRESS_DETAIL_MAX_LENGTH) return { field: 'recvAddress', message: DETAIL_TOO_LONG }
  return null
}

/** '广东省 广州市 天河区' (a municipality's city, equal to its province, is not repeated) */
export const regionText = (a: { recvProvince?: string; recvCity?: string; recvArea?: string }) =>
  [a.recvProvince, a.recvCity === a.recvProvince ? '' : a.recvCity, a.recvArea].filter(Boolean).join(' ')
