/** intserv physical-exam calls of the exam-person and appointment screens (SPEC §7 Physical exam; contract/exam.ts). */
import type { QueryPeAppointedInfoRes, ModifyAppointedDateReq, ModifyAppointedDateRes, QueryAppointPoolRes } from '@contract/exam'
import type { ServicePersonListRes, ServicePersonDetailRes, SaveServicePersonReq, SaveServicePersonRes } from '@contract/account'
import { request, type RequestOptions } from '@/shared/request/request'

type Extra = Pick<RequestOptions, 'loading' | 'silent'>
const IS = 'intserv' as const

/** GET pe/queryPePerson: the exam persons (= service persons), masked, default first */
export const queryPePersons = (extra: Extra = { silent: true }) =>
  request<ServicePersonListRes>({ prefix: IS, url: 'pe/queryPePerson', method: 'GET', ...extra })
/** GET pe/queryPePerson?id= : one person with the full values */
export const pePersonDetail = (id: number | string, extra: Extra = {}) =>
  request<ServicePersonDetailRes>({ prefix: IS, url: 'pe/queryPePerson', method: 'GET', data: { id }, ...extra })
/** POST pe/addPePerson / pe/updatePePerson (id required) */
export const savePePerson = (p: SaveServicePersonReq, extra: Extra = { loading: '保存中...' }) =>
  request<SaveServicePersonRes>({ prefix: IS, url: p.id ? 'pe/updatePePerson' : 'pe/addPePerson', method: 'POST', data: p, ...extra })
/** GET pe/delPePerson?id= */
export const delPePerson = (id: number, extra: Extra = { loading: true }) =>
  request<unknown>({ prefix: IS, url: 'pe/delPePerson', method: 'GET', data: { id }, ...extra })
/** POST pe/queryPeAppointedInfo {appointmentId?}: all of the caller's appointments, newest first */
export const queryPeAppointedInfo = (appointmentId?: number, extra: Extra = { silent: true }) =>
  request<QueryPeAppointedInfoRes>({
    prefix: IS,
    url: 'pe/queryPeAppointedInfo',
    method: 'POST',
    data: appointmentId ? { appointmentId } : {},
    ...extra,
  })
/** POST pe/modifyAppointedDate (SPEC §9: at most 3 times, at least 1 day before) */
export const modifyAppointedDate = (p: ModifyAppointedDateReq, extra: Extra = { loading: true }) =>
  request<ModifyAppointedDateRes>({ prefix: IS, url: 'pe/modifyAppointedDate', method: 'POST', data: p, ...extra })
/** POST pe/cancelAppoint {appointmentId} */
export const cancelPeAppoint = (appointmentId: number, extra: Extra = { loading: true }) =>
  request<unknown>({ prefix: IS, url: 'pe/cancelAppoint', method: 'POST', data: { appointmentId }, ...extra })
/** GET pe/queryAppointPool?packageId= */
export const queryPePool = (packageId: number, extra: Extra = { silent: true }) =>
  request<QueryAppointPoolRes>({ prefix: IS, url: 'pe/queryAppointPool', method: 'GET', data: { packageId }, ...extra })
