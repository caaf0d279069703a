/** The check-up catalogue calls (intserv pe/*; contract/exam.ts). Bookings and exam persons: @/features/address-person. */
import type { CheckinCodeRes, CheckupMineRes, CheckupNoticeRes } from '@contract/checkup'
import type {
  PackageFilterQuery,
  CardBookReq,
  CardInfo,
  CardQueryReq,
  GroupBatchesRes,
  GroupBookReq,
  GroupCheckIdentityReq,
  GroupEntry,
  PePackageDetail,
  QueryAppointPoolRes,
  PersonFormRes,
  SavePersonFormReq,
  WithdrawPersonConsentRes,
  QueryPackageListRes,
  QueryPeBannerRes,
  QueryPeCrowdRes,
  QueryPeDiseaseRes,
} from '@contract/exam'
import { request } from '@/shared/request/request'

const P = 'intserv'

export const queryPeBanner = () => request<QueryPeBannerRes>({ prefix: P, url: 'pe/queryPeBanner', method: 'GET', silent: true })
export const queryPeCrowd = () => request<QueryPeCrowdRes>({ prefix: P, url: 'pe/queryPeCrowd', method: 'GET', silent: true })
export const queryPeDisease = () => request<QueryPeDiseaseRes>({ prefix: P, url: 'pe/queryPeDisease', method: 'GET', silent: true })

/** the package list through the filters (crowd, sex, age band, price band, concern, family) */
export const queryPackageList = (filter: PackageFilterQuery & { pageNum?: number; pageSize?: number }) =>
  request<QueryPackageListRes>({
    prefix: P,
    url: 'pe/queryPackageList',
    method: 'GET',
    data: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '')),
    silent: true,
  })

export const queryPackageDetail = (packageId: number) =>
  request<PePackageDetail>({ prefix: P, url: 'pe/queryPackage', method: 'GET', data: { packageId }, silent: true })

/** GET pe/personForm: the package's rule form for one of my persons (identity masked) and the health-data consent */
export const queryPersonForm = (packageId: number, personId: number) =>
  request<PersonFormRes>({ prefix: P, url: 'pe/personForm', method: 'GET', data: { packageId, personId }, silent: true })
/** POST pe/savePersonForm (consent true grants the person's health-data consent) */
export const savePersonForm = (body: SavePersonFormReq) =>
  request<PersonFormRes>({ prefix: P, url: 'pe/savePersonForm', method: 'POST', data: body, loading: '保存中...' })
/** POST pe/withdrawPersonConsent: the stored answers are deleted */
export const withdrawPersonConsent = (personId: number) =>
  request<WithdrawPersonConsentRes>({ prefix: P, url: 'pe/withdrawPersonConsent', method: 'POST', data: { personId }, loading: true })

// ---------------------------------------------------------------- group check-ups and exam cards
export const queryGroupBatches = () => request<GroupBatchesRes>({ prefix: P, url: 'pe/group/batches', method: 'GET', silent: true })
export const checkGroupIdentity = (body: GroupCheckIdentityReq) =>
  request<GroupEntry>({ prefix: P, url: 'pe/group/checkIdentity', method: 'POST', data: body, loading: '核验中...' })
export const bookGroup = (body: GroupBookReq) =>
  request<GroupEntry>({ prefix: P, url: 'pe/group/book', method: 'POST', data: body, loading: '预约中...' })
export const queryCard = (body: CardQueryReq) =>
  request<CardInfo>({ prefix: P, url: 'pe/card/query', method: 'POST', data: body, loading: '查询中...' })
export const bookCard = (body: CardBookReq) =>
  request<CardInfo>({ prefix: P, url: 'pe/card/book', method: 'POST', data: body, loading: '预约中...' })
export const queryPool = (packageId: number) =>
  request<QueryAppointPoolRes>({ prefix: P, url: 'pe/queryAppointPool', method: 'GET', data: { packageId }, silent: true })

// ---------------------------------------------------------------- my check-up and the pre-exam notice (contract/checkup.ts)
/** GET pe/mine: my bookings (order, group, card) with what may be done now, and my exam cards */
export const queryCheckupMine = () => request<CheckupMineRes>({ prefix: P, url: 'pe/mine', method: 'GET', silent: true })
/** GET pe/checkinCode: the check-in code and its QR (PNG) of one of my bookings */
export const queryCheckinCode = (appointmentId: number) =>
  request<CheckinCodeRes>({ prefix: P, url: 'pe/checkinCode', method: 'GET', data: { appointmentId }, loading: true })
/** GET pe/checkupNotice: the pre-exam notice of a package and the chosen add-ons */
export const queryCheckupNotice = (packageId: number, addItemIds?: string) =>
  request<CheckupNoticeRes>({
    prefix: P,
    url: 'pe/checkupNotice',
    method: 'GET',
    data: addItemIds ? { packageId, addItemIds } : { packageId },
    silent: true,
  })
