/** zeus hospital calls shared by the app store (hospital index at start) and the agreement screens (legal texts). */
import type { HospitalInfo } from '@contract/api'
import type { Protocol } from '@contract/api'
import type { LegalAcceptReq, LegalAcceptance } from '@contract/legal'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'loading' | 'silent'>

/** POST /zeus/hospital/getHospitalIndex */
export const getHospitalIndex = (hospitalId: number, extra?: Extra) =>
  request<HospitalInfo>({ prefix: 'zeus', url: 'hospital/getHospitalIndex', method: 'POST', data: { hospitalId }, ...extra })

/** agreement codes: 100 user agreement, 200 privacy policy (300 consent, 400 refund policy on the reference server) */
export const PROTOCOL_CODE = { userAgreement: 100, privacyPolicy: 200 } as const

/** GET /zeus/protocol/getProtocolByCondition?code=&hospitalId= */
export const getProtocol = (code: number, hospitalId?: number, extra?: Extra) =>
  request<Protocol>({
    prefix: 'zeus',
    url: 'protocol/getProtocolByCondition',
    method: 'GET',
    data: hospitalId === undefined ? { code } : { code, hospitalId },
    ...extra,
  })

/** GET /zeus/protocol/acceptance: the served versions of 100 and 200, the accepted ones, pending (login) */
export const getLegalAcceptance = (hospitalId: number, extra?: Extra) =>
  request<LegalAcceptance>({ prefix: 'zeus', url: 'protocol/acceptance', method: 'GET', data: { hospitalId }, ...extra })

/** POST /zeus/protocol/accept: the patient accepts these served versions (409 协议已更新 when one is outdated) */
export const acceptLegal = (hospitalId: number, items: LegalAcceptReq['items'], extra?: Extra) =>
  request<LegalAcceptance>({ prefix: 'zeus', url: 'protocol/accept', method: 'POST', data: { hospitalId, items }, ...extra })
