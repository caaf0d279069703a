/**
 * Doctors and departments (SPEC §7 Home: doctor/query, his/queryDepartmentList; issue 14 getDoctor,
 * getDepartment). Replies typed by contract/content.ts.
 */
import type { DepartmentDetail, DoctorDetail, HisDepartment, StudioDetail } from '@contract/content'
import type { Doctor, GetDoctorRes, GoodsCard } from '@contract/browse'
import type { ChatGroup } from '@contract/chat'
import type { PageResult } from '@contract/lib'
import type { ChronicGroup, EntryHome, FollowUp, SignDoctor, SignedStudio, StudioChatDetail } from '@contract/studio'
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

/** GET /zeus/health/famous?groupId= : the hospital's famous doctors (/famousDoctor) */
export const getFamousDoctorList = (groupId: number | string = 1) => get<Doctor[]>('health/famous', { groupId })

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

// ---------------------------------------------------------------- studio groups, chronic lists, entry homes

const sp = <T>(url: string, data?: Record<string, unknown>, method: 'GET' | 'POST' = 'GET') =>
  request<T>({ prefix: 'studio-patient', url, method, data: compact(data), silent: true })

/** GET /studio-patient/studioGoods/joinGroup?studioId= : join (or rejoin) the studio's patient group (login) */
export const joinStudioGroup = (studioId: number | string) => sp<ChatGroup>('studioGoods/joinGroup', { studioId })

/** GET /studio-patient/studioGoods/quitGroup?groupId=&sysUserIds= : leave the studio group (login) */
export const quitStudioGroup = (groupId: number, sysUserIds?: string) => sp<boolean>('studioGoods/quitGroup', { groupId, sysUserIds })

/** POST /studio-patient/im/studio/getStudioDetail {studioId} : the studio and the caller's group (login) */
export const getStudioChatDetail = (studioId: number | string) =>
  sp<StudioChatDetail>('im/studio/getStudioDetail', { studioId: Number(studioId) }, 'POST')

/** GET /studio-patient/studio/mySignedStudios?chronic= : the studio groups the caller is in (login) */
export const getSignedStudios = (chronic?: boolean) => sp<SignedStudio[]>('studio/mySignedStudios', chronic ? { chronic: 1 } : {})

/** GET /studio-patient/chronicDisease/getSignDoctorList?departmentId= : teams of the chronic studios */
export const getSignDoctors = (departmentId?: number) => sp<SignDoctor[]>('chronicDisease/getSignDoctorList', { departmentId })

/** GET /studio-patient/chronicDisease/getGroups : the chronic goods groups */
export const getChronicGroups = () => sp<ChronicGroup[]>('chronicDisease/getGroups')

/** GET /studio-patient/chronicDisease/getGroupGoodsList?groupId= : a chronic group's goods */
export const getChronicGroupGoods = (groupId: number, pageNum = 1, pageSize = 20) =>
  sp<PageResult<GoodsCard>>('chronicDisease/getGroupGoodsList', { groupId, pageNum, pageSize })

/** GET /studio-patient/chronicDisease/followUpPlan : the caller's follow-up plan (login) */
export const getFollowUpPlan = () => sp<FollowUp[]>('chronicDisease/followUpPlan')

/** GET /zeus/shopConfig/entryHome?entryType= : an entry's page-builder page and studio */
export const getEntryHome = (entryType: string) => get<EntryHome>('shopConfig/entryHome', { entryType })

export type { ChronicGroup, EntryHome, FollowUp, SignDoctor, SignedStudio, StudioChatDetail }
