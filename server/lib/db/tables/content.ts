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

/** what the hospital page (/hospitalDetail) shows beyond hospital's name, address and phone */
export interface HospitalProfileTable {
  hospital_id: number
  /** 三级甲等 ... */
  level: string
  intro: string
  cover_path: string
  latitude: number
  longitude: number
  traffic: string
  outpatient_hours: string
  emergency_phone: string
}

/** the hospital's licences (/qualifications), shown as images */
export interface HospitalLicenceTable {
  id: number
  hospital_id: number
  name: string
  licence_no: string
  issuer: string
  /** 'YYYY-MM-DD' or 长期 */
  valid_until: string
  image_path: string
  sort: number
}

/** health articles, encyclopedia entries and advice (Q&A); hospital_id 0 = shown by every hospital */
export interface ContentEntryTable {
  id: number
  hospital_id: number
  kind: 'article' | 'wiki' | 'advisory'
  category: string
  title: string
  summary: string
  cover_path: string
  author: string
  /** HTML as written; sanitised into rich-text nodes when read */
  content: string
  publish_time: Date
  read_num: number
  sort: number
}

/** hospital videos (/hospital-video); hospital_id 0 = shown by every hospital */
export interface HospitalVideoTable {
  id: number
  hospital_id: number
  title: string
  intro: string
  cover_path: string
  /** an mp4 (H.264 main, AAC, faststart) under /assets/ or an absolute URL */
  video_path: string
  duration_s: number
  publish_time: Date
  play_num: number
  sort: number
}

export interface ContentTables {
  hospital_video: HospitalVideoTable
  content_entry: ContentEntryTable
  hospital_profile: HospitalProfileTable
  hospital_licence: HospitalLicenceTable
  doctor_department: DoctorDepartmentTable
  studio_member: StudioMemberTable
  studio_goods: StudioGoodsTable
  doctor_goods: DoctorGoodsTable
}

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: this file adds its tables to DB
  interface DB extends ContentTables {}
}
