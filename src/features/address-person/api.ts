/**
 * user-center calls of the account screens: receiver addresses with the area tree and service
 * persons (SPEC §7 Address, User services; contract/account.ts).
 */
import type {
  RecvAddressListRes,
  SaveRecvAddressReq,
  SaveRecvAddressRes,
  DeleteRes,
  AreaTreeRes,
  ServicePersonListRes,
  ServicePersonDetailRes,
  SaveServicePersonReq,
  SaveServicePersonRes,
} from '@contract/account'
import { request, type RequestOptions } from '@/shared/request/request'

type Extra = Pick<RequestOptions, 'loading' | 'silent'>
const UC = 'user-center' as const

/** GET recevAddress/queryList: the default first */
export const queryAddressList = (extra: Extra = { silent: true }) =>
  request<RecvAddressListRes>({ prefix: UC, url: 'recevAddress/queryList', method: 'GET', ...extra })
/** POST recevAddress/saveOrUpdate */
export const saveAddress = (p: SaveRecvAddressReq, extra: Extra = { loading: '保存中...' }) =>
  request<SaveRecvAddressRes>({ prefix: UC, url: 'recevAddress/saveOrUpdate', method: 'POST', data: p, ...extra })
/** DELETE recevAddress/delete with a JSON body {id} */
export const deleteAddress = (id: number, extra: Extra = { loading: true }) =>
  request<DeleteRes>({ prefix: UC, url: 'recevAddress/delete', method: 'DELETE', data: { id }, ...extra })

let areaTreeCache: Promise<AreaTreeRes> | null = null
/** GET recevAddress/areaTree (cached for the session; it never changes) */
export function queryAreaTree(extra: Extra = { silent: true }): Promise<AreaTreeRes> {
  if (!areaTreeCache) {
    areaTreeCache = request<AreaTreeRes>({ prefix: UC, url: 'recevAddress/areaTree', method: 'GET', ...extra })
    areaTreeCache.catch(() => (areaTreeCache = null))
  }
  return areaTreeCache
}

/** GET servicePerson/queryList: masked, the default first */
export const queryServicePersons = (extra: Extra = { silent: true }) =>
  request<ServicePersonListRes>({ prefix: UC, url: 'servicePerson/queryList', method: 'GET', ...extra })
/** GET servicePerson/queryDetail?id= : full phone and ID number (owner only) */
export const servicePersonDetail = (id: number | string, extra: Extra = {}) =>
  request<ServicePersonDetailRes>({ prefix: UC, url: 'servicePerson/queryDetail', method: 'GET', data: { id }, ...extra })
/** POST servicePerson/saveOrUpdate (consent true with a new or changed ID number) */
export const saveServicePerson = (p: SaveServicePersonReq, extra: Extra = { loading: '保存中...' }) =>
  request<SaveServicePersonRes>({ prefix: UC, url: 'servicePerson/saveOrUpdate', method: 'POST', data: p, ...extra })
/** POST servicePerson/delete {id} */
export const deleteServicePerson = (id: number, extra: Extra = { loading: true }) =>
  request<DeleteRes>({ prefix: UC, url: 'servicePerson/delete', method: 'POST', data: { id }, ...extra })
