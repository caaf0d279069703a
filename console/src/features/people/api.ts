/** The doctors desk's calls (contract/staffPeople.ts): departments, doctors, studios; photos by the goods pictures' upload. */
import type {
  STAFF_PEOPLE_PATHS,
  StaffDepartment,
  StaffDepartmentListRes,
  StaffDepartmentOrderReq,
  StaffDepartmentSaveReq,
  StaffDoctor,
  StaffDoctorListRes,
  StaffDoctorQuery,
  StaffDoctorSaveReq,
  StaffStudio,
  StaffStudioListRes,
  StaffStudioSaveReq,
} from '@contract/staffPeople'
import type { STAFF_GOODS_PATHS, StaffImageRes } from '@contract/staffGoods'
import { request } from '../../shared/request'

export const PEOPLE_PATHS: typeof STAFF_PEOPLE_PATHS = {
  departments: '/staff/people/departments',
  departmentSave: '/staff/people/departments/save',
  departmentOrder: '/staff/people/departments/order',
  doctors: '/staff/people/doctors',
  doctorDetail: '/staff/people/doctors/detail',
  doctorSave: '/staff/people/doctors/save',
  studios: '/staff/people/studios',
  studioDetail: '/staff/people/studios/detail',
  studioSave: '/staff/people/studios/save',
}
/** the goods pictures' upload (contract/staffGoods.ts): doctors' photos and studios' covers use it too */
const IMAGE_UPLOAD: (typeof STAFF_GOODS_PATHS)['imageUpload'] = '/staff/goods/images'
/** contract/staffGoods.ts STAFF_GOODS_IMAGE_MAX_BYTES (the server checks it too) */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024

export type Department = StaffDepartment
export type Doctor = StaffDoctor
export type DoctorQuery = StaffDoctorQuery
export type Studio = StaffStudio
export type DepartmentList = StaffDepartmentListRes

export const listDepartments = () => request<StaffDepartmentListRes>('GET', PEOPLE_PATHS.departments)
export const saveDepartment = (body: StaffDepartmentSaveReq) =>
  request<StaffDepartmentListRes>('POST', PEOPLE_PATHS.departmentSave, { body })
export const orderDepartments = (body: StaffDepartmentOrderReq) =>
  request<StaffDepartmentListRes>('POST', PEOPLE_PATHS.departmentOrder, { body })
export const listDoctors = (q: StaffDoctorQuery) => request<StaffDoctorListRes>('GET', PEOPLE_PATHS.doctors, { query: q })
export const saveDoctor = (body: StaffDoctorSaveReq) => request<StaffDoctor>('POST', PEOPLE_PATHS.doctorSave, { body })
export const listStudios = () => request<StaffStudioListRes>('GET', PEOPLE_PATHS.studios)
export const saveStudio = (body: StaffStudioSaveReq) => request<StaffStudio>('POST', PEOPLE_PATHS.studioSave, { body })
export const uploadImage = (imageBase64: string) => request<StaffImageRes>('POST', IMAGE_UPLOAD, { body: { imageBase64 } })

/** a file's bytes as base64 */
export function fileBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader()
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''))
    r.onerror = () => reject(new Error('文件读取失败'))
    r.readAsDataURL(file)
  })
}

/** yuan typed in a form → fen */
export const toFen = (yuan: number | null | undefined): number => (yuan === null || yuan === undefined ? 0 : Math.round(Number(yuan) * 100))
