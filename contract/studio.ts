/**
 * Studio groups, chronic-disease lists and the entry homes (issue 14 items 1-3; SPEC §1 entry types, §7 "Chat"
 * studio names, "Studio department", "Studio"). Server: server/modules/content (studio-group.routes.ts,
 * entry.routes.ts). The studio, doctor and goods shapes come from ./browse and ./content.
 */
import { Count, Enum, Id, Nullable, PageQuery, Paged, StrictObject, Type, type Static } from './lib'
import { Doctor, GoodsCard, PageConfigSchema, Studio } from './browse'
import { StudioDetail, StudioMember } from './content'

// ============================================================ the studio's patient group (chat type 2)

/** POST /studio-patient/im/studio/getStudioDetail and getStudioMember {studioId} */
export const StudioIdBody = StrictObject({ studioId: Id() })
export type StudioIdBody = Static<typeof StudioIdBody>

/** the caller's place in the studio's patient group: null when never joined */
export const MyStudioGroup = Nullable(StrictObject({ groupId: Id(), quit: Type.Boolean() }))

/** the studio as the chat side shows it: the studio page plus the caller's group */
export const StudioChatDetail = StrictObject({
  studio: Studio,
  hospitalId: Id(),
  hospitalName: Type.String(),
  members: Type.Array(StudioMember),
  goods: Type.Array(GoodsCard),
  group: MyStudioGroup,
})
export type StudioChatDetail = Static<typeof StudioChatDetail>

/** GET /studio-patient/studioGoods/all?studioId= and studioGoods/joinGroup?studioId= */
export const StudioGoodsQuery = StrictObject({ studioId: Id() })
export type StudioGoodsQuery = Static<typeof StudioGoodsQuery>
export const StudioGoodsList = Type.Array(GoodsCard)

/** a studio group the patient is in (/groupDoctorHome): the studio, its team, its services and the chat group */
export const SignedStudio = StrictObject({
  groupId: Id(),
  groupName: Type.String(),
  unread: Count(),
  detail: StudioDetail,
})
export type SignedStudio = Static<typeof SignedStudio>
export const SignedStudioList = Type.Array(SignedStudio)
/** GET /studio-patient/studio/mySignedStudios?chronic= */
export const SignedStudioQuery = StrictObject({ chronic: Type.Optional(Enum([0, 1] as const)) })
export type SignedStudioQuery = Static<typeof SignedStudioQuery>

/** GET /studio-patient/consultDoctor/getByStudioIdAndArchivesId?studioId=&archivesId= */
export const ConsultDoctorQuery = StrictObject({ studioId: Id(), archivesId: Type.Optional(Id()) })
export type ConsultDoctorQuery = Static<typeof ConsultDoctorQuery>
export const ConsultDoctor = StrictObject({
  studioId: Id(),
  doctor: Doctor,
  role: Type.String(),
  /** the caller's group with the studio (null before joining) */
  groupId: Nullable(Id()),
})
export type ConsultDoctor = Static<typeof ConsultDoctor>

// ============================================================ chronic disease

/** GET /studio-patient/chronicDisease/getSignDoctorList?departmentId= */
export const SignDoctorQuery = StrictObject({ departmentId: Type.Optional(Id()) })
export type SignDoctorQuery = Static<typeof SignDoctorQuery>
export const SignDoctor = StrictObject({ doctor: Doctor, role: Type.String(), studio: Studio })
export type SignDoctor = Static<typeof SignDoctor>
export const SignDoctorList = Type.Array(SignDoctor)

/** GET /studio-patient/chronicDisease/getGroups: the chronic goods groups (one per chronic studio) */
export const ChronicGroup = StrictObject({
  id: Id(),
  name: Type.String(),
  great: Type.String(),
  goodsNum: Count(),
})
export type ChronicGroup = Static<typeof ChronicGroup>
export const ChronicGroupList = Type.Array(ChronicGroup)
/** GET /studio-patient/chronicDisease/getGroupGoodsList?groupId=&pageNum=&pageSize= */
export const GroupGoodsQuery = StrictObject({ groupId: Id(), ...PageQuery })
export type GroupGoodsQuery = Static<typeof GroupGoodsQuery>
export const GroupGoodsPage = Paged(GoodsCard)

/** GET /studio-patient/chronicDisease/followUpPlan: the caller's follow-up plan of the studios they joined */
export const FollowUp = StrictObject({
  id: Id(),
  studioId: Id(),
  studioName: Type.String(),
  title: Type.String(),
  /** YYYY-MM-DD */
  planDate: Type.String(),
  status: Enum(['todo', 'done'] as const),
})
export type FollowUp = Static<typeof FollowUp>
export const FollowUpList = Type.Array(FollowUp)

// ============================================================ entry homes

/** GET /zeus/shopConfig/entryHome?entryType= (the entries of src/domain/wire ENTRY_TYPES with a home of their own) */
export const EntryHomeQuery = StrictObject({
  entryType: Enum(['chronic', 'consult', 'studioDoctor', 'studioDigit', 'studioBeauty'] as const),
})
export type EntryHomeQuery = Static<typeof EntryHomeQuery>
export const EntryHome = StrictObject({
  entryType: Type.String(),
  /** the entry's page-builder page */
  page: PageConfigSchema,
  /** the studio of a studio entry (members, services, goods); null for chronic and consult */
  studio: Nullable(StudioDetail),
})
export type EntryHome = Static<typeof EntryHome>
