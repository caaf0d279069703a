/** The hospital page and licences (issue 14; contract/content.ts). */
import type { HospitalDetail, Licence } from '@contract/content'
import { request } from '@/shared/request/request'

const get = <T>(url: string, data?: unknown) => request<T>({ prefix: 'zeus', url, method: 'GET', data, silent: true })

/** GET /zeus/content/hospitalDetail : profile, address, coordinates, phones, departments */
export const getHospitalDetail = () => get<HospitalDetail>('content/hospitalDetail')

/** GET /zeus/content/qualifications : the hospital's licences */
export const getQualifications = () => get<Licence[]>('content/qualifications')

export type { HospitalDetail, Licence }
