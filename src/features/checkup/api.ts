/** The check-up catalogue calls (intserv pe/*; contract/exam.ts). Bookings and exam persons: @/features/address-person. */
import type {
  PackageFilterQuery,
  PePackageDetail,
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
