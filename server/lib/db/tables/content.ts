/**
 * Content tables of issue 14 (doctors' departments, studio teams and goods, doctors' service goods,
 * hospital profiles). The doctor, department and studio rows themselves live in ./browse.
 */

/** a doctor works in one or more departments (doctor.department_id is the first one) */
export interface DoctorDepartmentTable {
  doctor_id: number
  department_id: number
  sort: number
}

/** the doctors of a studio (a doctor may belong to several studios) */
export interface StudioMemberTable {
  studio_id: number
  doctor_id: number
  /** 负责人, 成员 ... */
  role: string
  sort: number
}

/** the goods a studio offers (services, combos, devices) */
export interface StudioGoodsTable {
  studio_id: number
  goods_id: number
  sort: number
}

/** the service goods of a doctor */
export interface DoctorGoodsTable {
  doctor_id: number
  goods_id: number
  sort: number
}

export interface ContentTables {
  doctor_department: DoctorDepartmentTable
  studio_member: StudioMemberTable
  studio_goods: StudioGoodsTable
  doctor_goods: DoctorGoodsTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: this file adds its tables to DB
  interface DB extends ContentTables {}
}
