/**
 * Address form checks, in screen order, with the messages of the contract (types/account.ts
 * saveOrUpdate): the name and phone rules come from src/domain.
 */
import { isValidName, validatePhone, NAME_MAX_LENGTH } from '../../domain'

export const RECV_NAME_REQUIRED = '请输入收货人姓名'
export const RECV_NAME_INVALID = '收货人姓名不允许特殊字符'
export const RECV_NAME_TOO_LONG = '收货人姓名不能超过20个字'
export const REGION_REQUIRED = '请选择所在地区'
export const DETAIL_REQUIRED = '请输入详细地址'

export interface AddressInput {
  recvName: string
  contactNumber: string
  recvProvince: string
  recvCity: string
  recvArea?: string
  recvAddress: string
}

/** the first failing field and its message, or null */
export function validateAddress(a: AddressInput): { field: string; message: string } | null {
  const name = (a.recvName || '').replace(/\s+/g, '')
  if (!name) return { field: 'recvName', message: RECV_NAME_REQUIRED }
  if (!isValidName(name)) return { field: 'recvName', message: RECV_NAME_INVALID }
  if ([...name].length > NAME_MAX_LENGTH) return { field: 'recvName', message: RECV_NAME_TOO_LONG }
  const phone = validatePhone((a.contactNumber || '').replace(/\s+/g, ''))
  if (phone) return { field: 'contactNumber', message: phone }
  if (!a.recvProvince || !a.recvCity) return { field: 'region', message: REGION_REQUIRED }
  if (!(a.recvAddress || '').trim()) return { field: 'recvAddress', message: DETAIL_REQUIRED }
  return null
}

/** '广东省 广州市 天河区' */
export const regionText = (a: { recvProvince?: string; recvCity?: string; recvArea?: string }) =>
  [a.recvProvince, a.recvCity === a.recvProvince ? '' : a.recvCity, a.recvArea].filter(Boolean).join(' ')
