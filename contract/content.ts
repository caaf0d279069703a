/**
 * Content contract (issue 14): the doctor home, departments, studios' details and the hospital
 * profile pages. The list shapes of SPEC §3 (Doctor, Department, Studio, GoodsCard) come from
 * ./browse; this file adds the detail replies built from them. Server: server/modules/content.
 */
import { Count, Enum, Id, Int4, Nullable, PageQuery, Paged, StrictObject, Type, type Static, type TSchema } from './lib'
import { Department, Doctor, GoodsCard, GroupIdQuery, Studio } from './browse'

// ============================================================ doctors

/** GET /zeus/doctor/getDoctor?doctorId= */
export const GetDoctorQuery = StrictObject({ doctorId: Id() })
export type GetDoctorQuery = Static<typeof GetDoctorQuery>

/** a department the doctor works in */
export const DepartmentRef = StrictObject({ id: Id(), departmentName: Type.String() })
export type DepartmentRef = Static<typeof DepartmentRef>

/** a studio the doctor belongs to, with the doctor's role in it */
export const DoctorStudio = StrictObject({ studio: Studio, role: Type.String() })
export type DoctorStudio = Static<typeof DoctorStudio>

/** the doctor home (/doctorHome): the doctor card, every department, specialities, studios and service goods */
export const DoctorDetail = StrictObject({
  doctor: Doctor,
  /** every department of the doctor, the first one is doctor.departmentId */
  departments: Type.Array(DepartmentRef),
  /** what the doctor treats, one item per speciality (from goodAt) */
  specialities: Type.Array(Type.String()),
  studios: Type.Array(DoctorStudio),
  /** the doctor's service goods (on sale only) */
  goods: Type.Array(GoodsCard),
})
export type DoctorDetail = Static<typeof DoctorDetail>

/** GET /zeus/health/famous?groupId= (the app passes groupId 1) */
export const FamousDoctorsQuery = GroupIdQuery
export type FamousDoctorsQuery = GroupIdQuery

/** GET /zeus/doctor/query?doctorId=&departmentId=&keyword=&doctorTitle=&famous=&pageNum=&pageSize= */
export const DoctorQueryReq = StrictObject({
  doctorId: Type.Optional(Id()),
  /** the doctor's first or a linked department */
  departmentId: Type.Optional(Id()),
  /** name, speciality, introduction */
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  /** doctor_title dictionary value (another value: 400) */
  doctorTitle: Type.Optional(Type.String({ maxLength: 10 })),
  /** 1: famous doctors only */
  famous: Type.Optional(Enum([0, 1] as const)),
  ...PageQuery,
})
export type DoctorQueryReq = Static<typeof DoctorQueryReq>

// ============================================================ departments

/** GET /zeus/his/queryDepartmentList?keyword= (name or introduction) */
export const HisDepartmentQuery = StrictObject({ keyword: Type.Optional(Type.String({ maxLength: 50 })) })
export type HisDepartmentQuery = Static<typeof HisDepartmentQuery>

/** GET /zeus/doctor/getDepartment?departmentId= */
export const GetDepartmentQuery = StrictObject({ departmentId: Id() })
export type GetDepartmentQuery = Static<typeof GetDepartmentQuery>

/** a department's introduction page: the department, its doctors and its studios */
export const DepartmentDetail = StrictObject({
  department: Department,
  hospitalId: Id(),
  hospitalName: Type.String(),
  doctors: Type.Array(Doctor),
  studios: Type.Array(Studio),
})
export type DepartmentDetail = Static<typeof DepartmentDetail>

/** GET /zeus/his/queryDepartmentList?keyword= : the hospital's departments with their doctor counts */
export const HisDepartment = StrictObject({
  id: Id(),
  departmentName: Type.String(),
  iconUrl: Type.String(),
  intro: Type.String(),
  doctorNum: Count(),
})
export type HisDepartment = Static<typeof HisDepartment>
export const HisDepartmentList = Type.Array(HisDepartment)
export type HisDepartmentList = HisDepartment[]

// ============================================================ hospital profile, licences

/** GET /zeus/content/hospitalDetail : the hospital page (/hospitalDetail) */
export const HospitalDetail = StrictObject({
  hospitalId: Id(),
  name: Type.String(),
  shortName: Type.String(),
  logoUrl: Type.String(),
  coverUrl: Type.String(),
  level: Type.String(),
  intro: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  emergencyPhone: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  traffic: Type.String(),
  outpatientHours: Type.String(),
  departments: Type.Array(HisDepartment),
})
export type HospitalDetail = Static<typeof HospitalDetail>

/** a licence of the hospital (/qualifications) */
export const Licence = StrictObject({
  id: Id(),
  name: Type.String(),
  licenceNo: Type.String(),
  issuer: Type.String(),
  validUntil: Type.String(),
  imageUrl: Type.String(),
})
export type Licence = Static<typeof Licence>
/** GET /zeus/content/qualifications */
export const LicenceList = Type.Array(Licence)

// ============================================================ studios

/** GET /studio-patient/studio/getDepartmentList?chronic= (1: chronic studios only) */
export const StudioDepartmentQuery = StrictObject({ chronic: Type.Optional(Enum([0, 1] as const)) })
export type StudioDepartmentQuery = Static<typeof StudioDepartmentQuery>
/** GET /studio-patient/studio/listByStudioDepartmentId?departmentId=&chronic=&pageNum=&pageSize= (all departments when absent) */
export const StudioListReq = StrictObject({
  departmentId: Type.Optional(Id()),
  chronic: Type.Optional(Enum([0, 1] as const)),
  ...PageQuery,
})
export type StudioListReq = Static<typeof StudioListReq>

/** GET /studio-patient/studio/getStudioTeamInfoById?studioId= and studio/studioMember?studioId= */
export const StudioQuery = StrictObject({ studioId: Id() })
export type StudioQuery = Static<typeof StudioQuery>

/** a member of a studio team: the doctor and their role in the team */
export const StudioMember = StrictObject({ doctor: Doctor, role: Type.String() })
export type StudioMember = Static<typeof StudioMember>
export const StudioMemberList = Type.Array(StudioMember)

/** the studio page (/workRoomDetail): the studio, its hospital, team members in order and the studio's goods */
export const StudioDetail = StrictObject({
  studio: Studio,
  hospitalId: Id(),
  hospitalName: Type.String(),
  members: Type.Array(StudioMember),
  goods: Type.Array(GoodsCard),
})
export type StudioDetail = Static<typeof StudioDetail>

// ============================================================ articles, wiki, advice (rich text as nodes)

/** the attributes a rich-text node may carry (the sanitiser's allow-list; mini-program rich-text supports them) */
export const RichAttrs = StrictObject({
  class: Type.Optional(Type.String()),
  style: Type.Optional(Type.String()),
  src: Type.Optional(Type.String()),
  alt: Type.Optional(Type.String()),
  href: Type.Optional(Type.String()),
  width: Type.Optional(Type.String()),
  height: Type.Optional(Type.String()),
  colspan: Type.Optional(Type.String()),
  rowspan: Type.Optional(Type.String()),
})
export type RichAttrs = Static<typeof RichAttrs>

/** a node of Taro's RichText node set: text {type:'text', text} or element {name, attrs, children} */
export interface RichNode {
  type?: 'text'
  text?: string
  name?: string
  attrs?: RichAttrs
  children?: RichNode[]
}
/** how deep the server nests element nodes (deeper content is flattened into text) */
export const RICH_DEPTH = 8
function richNodeSchema(depth: number): TSchema {
  return StrictObject({
    type: Type.Optional(Type.Literal('text')),
    text: Type.Optional(Type.String()),
    name: Type.Optional(Type.String()),
    attrs: Type.Optional(RichAttrs),
    ...(depth > 0 ? { children: Type.Optional(Type.Array(richNodeSchema(depth - 1))) } : {}),
  })
}
export const RichNodes = Type.Array(richNodeSchema(RICH_DEPTH))

export const CONTENT_KINDS = ['article', 'wiki', 'advisory'] as const
export type ContentKind = (typeof CONTENT_KINDS)[number]

/** GET /zeus/article/categories?kind= */
export const ContentCategoriesQuery = StrictObject({ kind: Enum(CONTENT_KINDS) })
export type ContentCategoriesQuery = Static<typeof ContentCategoriesQuery>
/** GET /zeus/article/list?kind=&category=&keyword=&pageNum=&pageSize= */
export const ContentListReq = StrictObject({
  kind: Enum(CONTENT_KINDS),
  category: Type.Optional(Type.String({ maxLength: 20 })),
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  ...PageQuery,
})
export type ContentListReq = Static<typeof ContentListReq>
/** GET /zeus/article/detail?id= and /zeus/content/videoDetail?id= */
export const ContentIdQuery = StrictObject({ id: Id() })
export type ContentIdQuery = Static<typeof ContentIdQuery>

/** a category of a content kind with its entry count */
export const ContentCategory = StrictObject({ name: Type.String(), count: Count() })
export type ContentCategory = Static<typeof ContentCategory>
export const ContentCategoryList = Type.Array(ContentCategory)

/** an entry in a list */
export const ContentItem = StrictObject({
  id: Id(),
  kind: Type.Union(CONTENT_KINDS.map((k) => Type.Literal(k))),
  category: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  coverUrl: Type.String(),
  author: Type.String(),
  publishTime: Type.String(),
  readNum: Count(),
})
export type ContentItem = Static<typeof ContentItem>
export const ContentPage = Paged(ContentItem)
export type ContentPage = Static<typeof ContentPage>

/** an entry with its content as sanitised rich-text nodes */
export const ContentDetail = StrictObject({ item: ContentItem, nodes: RichNodes })
export interface ContentDetail {
  item: ContentItem
  nodes: RichNode[]
}

// ============================================================ videos

/** a hospital video (/hospital-video, /hospital-video-detail) */
export const VideoItem = StrictObject({
  id: Id(),
  title: Type.String(),
  intro: Type.String(),
  coverUrl: Type.String(),
  videoUrl: Type.String(),
  /** seconds */
  duration: Int4(),
  publishTime: Type.String(),
  playNum: Count(),
})
export type VideoItem = Static<typeof VideoItem>
/** GET /zeus/content/videoList */
export const VideoList = Type.Array(VideoItem)
/** GET /zeus/content/videoDetail?id= : the video and the other videos to watch next */
export const VideoDetail = StrictObject({ video: VideoItem, more: Type.Array(VideoItem) })
export type VideoDetail = Static<typeof VideoDetail>

// ============================================================ hospitals near the patient

/** a hospital in the aggregated list (his/aggregationHospital/queryList, seek/myNear) */
export const NearHospital = StrictObject({
  hospitalId: Id(),
  name: Type.String(),
  shortName: Type.String(),
  logoUrl: Type.String(),
  level: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  /** metres from the given location; null without one */
  distance: Nullable(Type.Number()),
  /** 850m, 1.2km; '' without a location */
  distanceText: Type.String(),
})
export type NearHospital = Static<typeof NearHospital>
export const NearHospitalList = Type.Array(NearHospital)

/** POST /zeus/seek/myNear body; GET his/aggregationHospital/queryList takes the same fields, optional */
/** GET /zeus/his/aggregationHospital/queryList?latitude=&longitude= (both or neither: 400 otherwise) */
export const NearHospitalsQuery = StrictObject({
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
})
export type NearHospitalsQuery = Static<typeof NearHospitalsQuery>

export const LocationBody = StrictObject({
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
})
export type LocationBody = Static<typeof LocationBody>
