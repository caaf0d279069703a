/**
 * API contract of the staff console's doctors, departments and studios (issue 33 item 4), all of the session's
 * hospital (permission content:manage). Photos and covers are uploaded with the goods pictures' route
 * (STAFF_GOODS_PATHS.imageUpload of ./staffGoods: same byte rules, served publicly). Fees travel in fen (integers),
 * checked by src/domain/staff/people.ts. Every reply is the envelope {code, msg, data} of SPEC §8.
 * Stable: fields and paths are only ever added, never renamed.
 */
import { Count, INT4_MAX, INT4_MIN, Id, Int4, PageNum, StrictObject, Type, type Static } from './lib'

/** the endpoint paths, full (prefix included): the console calls exactly these */
export const STAFF_PEOPLE_PATHS = {
  /** GET -> StaffDepartmentListRes: the own hospital's departments in their order, and the doctor titles */
  departments: '/staff/people/departments',
  /** POST StaffDepartmentSaveReq -> StaffDepartmentListRes: create (no id) or rename (id) */
  departmentSave: '/staff/people/departments/save',
  /** POST StaffDepartmentOrderReq -> StaffDepartmentListRes: the new order of every department */
  departmentOrder: '/staff/people/departments/order',
  /** GET StaffDoctorQuery -> StaffDoctorListRes: the own hospital's doctors by keyword, department */
  doctors: '/staff/people/doctors',
  /** GET StaffPeopleIdQuery -> StaffDoctor */
  doctorDetail: '/staff/people/doctors/detail',
  /** POST StaffDoctorSaveReq -> StaffDoctor: create (no id) or change (id) */
  doctorSave: '/staff/people/doctors/save',
  /** GET -> StaffStudioListRes: the own hospital's studios with their members and goods */
  studios: '/staff/people/studios',
  /** GET StaffPeopleIdQuery -> StaffStudio */
  studioDetail: '/staff/people/studios/detail',
  /** POST StaffStudioSaveReq -> StaffStudio: create (no id) or change (id), members and goods replaced */
  studioSave: '/staff/people/studios/save',
} as const

export const StaffPeopleIdQuery = StrictObject({ id: Id() })
export type StaffPeopleIdQuery = Static<typeof StaffPeopleIdQuery>

// ------------------------------------------------------------------ departments

export const StaffDepartment = StrictObject({
  id: Id(),
  departmentName: Type.String(),
  intro: Type.String(),
  sort: Int4(),
  /** doctors whose department it is (listed or hidden) */
  doctorCount: Count(),
  studioCount: Count(),
})
export type StaffDepartment = Static<typeof StaffDepartment>

export const StaffDoctorTitle = StrictObject({ value: Type.String(), label: Type.String() })
export type StaffDoctorTitle = Static<typeof StaffDoctorTitle>

export const StaffDepartmentListRes = StrictObject({ list: Type.Array(StaffDepartment), titles: Type.Array(StaffDoctorTitle) })
export type StaffDepartmentListRes = Static<typeof StaffDepartmentListRes>

export const StaffDepartmentSaveReq = StrictObject({
  id: Type.Optional(Id()),
  departmentName: Type.String({ maxLength: 200 }),
  intro: Type.Optional(Type.String({ maxLength: 5000 })),
})
export type StaffDepartmentSaveReq = Static<typeof StaffDepartmentSaveReq>

export const StaffDepartmentOrderReq = StrictObject({
  /** every department's id, in the new order */
  ids: Type.Array(Id(), { minItems: 1, maxItems: 500 }),
})
export type StaffDepartmentOrderReq = Static<typeof StaffDepartmentOrderReq>

// ------------------------------------------------------------------ doctors

export const StaffDoctor = StrictObject({
  id: Id(),
  name: Type.String(),
  titleCode: Type.String(),
  titleName: Type.String(),
  departmentId: Id(),
  departmentName: Type.String(),
  /** the stored photo path (send it back unchanged on save) and its URL */
  avatar: Type.String(),
  avatarUrl: Type.String(),
  intro: Type.String(),
  specialities: Type.Array(Type.String()),
  famous: Type.Boolean(),
  /** the order in the famous-doctor list (smaller first) */
  famousSort: Int4(),
  /** the order in the other lists */
  sort: Int4(),
  consultOpen: Type.Boolean(),
  consultFeeFen: Count(),
  /** false: hidden from the patient's lists; open conversations stay answerable */
  listed: Type.Boolean(),
  /** a staff account answers this doctor's chats */
  linkedAccount: Type.Boolean(),
  /** consultations of this doctor not yet closed */
  openConversations: Count(),
})
export type StaffDoctor = Static<typeof StaffDoctor>

export const StaffDoctorQuery = StrictObject({
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  departmentId: Type.Optional(Id()),
  pageNum: Type.Optional(PageNum()),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
})
export type StaffDoctorQuery = Static<typeof StaffDoctorQuery>

export const StaffDoctorListRes = StrictObject({ list: Type.Array(StaffDoctor), total: Count() })
export type StaffDoctorListRes = Static<typeof StaffDoctorListRes>

export const StaffDoctorSaveReq = StrictObject({
  id: Type.Optional(Id()),
  name: Type.String({ maxLength: 200 }),
  titleCode: Type.String({ maxLength: 50 }),
  departmentId: Id(),
  /** an uploaded picture's path (STAFF_GOODS_PATHS.imageUpload) or the doctor's stored one */
  avatar: Type.String({ maxLength: 500 }),
  intro: Type.Optional(Type.String({ maxLength: 5000 })),
  specialities: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 }),
  famous: Type.Boolean(),
  famousSort: Type.Optional(Int4()),
  sort: Type.Optional(Int4()),
  consultOpen: Type.Boolean(),
  /** the column's range: a negative or too high fee is answered with the catalogue's message */
  consultFeeFen: Type.Integer({ minimum: INT4_MIN, maximum: INT4_MAX }),
  listed: Type.Boolean(),
})
export type StaffDoctorSaveReq = Static<typeof StaffDoctorSaveReq>

// ------------------------------------------------------------------ studios

export const StaffStudioMember = StrictObject({
  doctorId: Id(),
  doctorName: Type.String(),
  role: Type.String(),
  listed: Type.Boolean(),
})
export type StaffStudioMember = Static<typeof StaffStudioMember>

export const StaffStudioGoods = StrictObject({ goodsId: Id(), goodsName: Type.String(), listed: Type.Boolean() })
export type StaffStudioGoods = Static<typeof StaffStudioGoods>

export const StaffStudio = StrictObject({
  id: Id(),
  name: Type.String(),
  great: Type.String(),
  departmentId: Id(),
  departmentName: Type.String(),
  cover: Type.String(),
  coverUrl: Type.String(),
  intro: Type.String(),
  chronic: Type.Boolean(),
  sort: Int4(),
  members: Type.Array(StaffStudioMember),
  goods: Type.Array(StaffStudioGoods),
})
export type StaffStudio = Static<typeof StaffStudio>

export const StaffStudioListRes = StrictObject({ list: Type.Array(StaffStudio) })
export type StaffStudioListRes = Static<typeof StaffStudioListRes>

export const StaffStudioSaveReq = StrictObject({
  id: Type.Optional(Id()),
  name: Type.String({ maxLength: 200 }),
  great: Type.Optional(Type.String({ maxLength: 500 })),
  departmentId: Id(),
  /** an uploaded picture's path or the studio's stored one */
  cover: Type.String({ maxLength: 500 }),
  intro: Type.Optional(Type.String({ maxLength: 5000 })),
  chronic: Type.Boolean(),
  sort: Type.Optional(Int4()),
  /** the team in its order: doctors of the own hospital, exactly one with the leader role (负责人) */
  members: Type.Array(StrictObject({ doctorId: Id(), role: Type.String({ maxLength: 50 }) }), { maxItems: 50 }),
  /** the goods the studio offers, in order: goods of the own hospital */
  goodsIds: Type.Array(Id(), { maxItems: 100 }),
})
export type StaffStudioSaveReq = Static<typeof StaffStudioSaveReq>
