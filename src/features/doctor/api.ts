/**
 * Doctors and departments (SPEC §7 Home: doctor/query, his/queryDepartmentList; issue 14 getDoctor,
 * getDepartment). Replies typed by contract/content.ts.
 */
import type { DepartmentDetail, DoctorDetail, HisDepartment, StudioDetail } from '@contract/content'
import type { Doctor, GetDoctorRes } from '@contract/browse'
import { request } from '@/shared/request/request'

/** query fields without the absent ones (the request layer would send an undefined value as the text 'undefined') */
const compact = (data?: Record<string, unknown>) =>
  data && Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== null && v !== ''))

const get = <T>(url: string, data?: Record<string, unknown>) =>
  request<T>({ prefix: 'zeus', url, method: 'GET', data: compact(data), silent: true })

/** GET /zeus/doctor/getDoctor?doctorId= : the doctor home */
export const getDoctorDetail = (doctorId: number | string) => get<DoctorDetail>('doctor/getDoctor', { doctorId })

/** GET /zeus/doctor/getDepartment?departmentId= : a department with its doctors and studios */
export const getDepartmentDetail = (departmentId: number | string) => get<DepartmentDetail>('doctor/getDepartment', { departmentId })

/** GET /zeus/his/queryDepartmentList : the hospital's departments with doctor counts */
export const getDepartments = (keyword?: string) => get<HisDepartment[]>('his/queryDepartmentList', keyword ? { keyword } : {})

/** GET /zeus/doctor/query : one page of doctors (department, keyword, title, famous) */
export const queryDoctors = (q: {
  departmentId?: number | string
  keyword?: string
  doctorTitle?: string
  famous?: 0 | 1
  pageNum: number
  pageSize?: number
}) => get<GetDoctorRes>('doctor/query', { pageSize: 10, ...q })

/** GET /studio-patient/studio/getStudioTeamInfoById?studioId= : the studio page */
export const getStudioDetail = (studioId: number | string) =>
  request<StudioDetail>({ prefix: 'studio-patient', url: 'studio/getStudioTeamInfoById', method: 'GET', data: { studioId }, silent: true })

export type { Doctor, DoctorDetail, DepartmentDetail, HisDepartment, StudioDetail }
