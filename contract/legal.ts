/**
 * API contract of the legal texts' versions (issue 33 item 4). Patients: which version of the user agreement (100)
 * and the privacy policy (200) they accepted, and accepting the versions served now (login, and the re-consent
 * popup 版本更新 when a newer version was published). Staff (permission content:manage, the hospital is the
 * session's): the codes with their versions, a draft per code, publishing it as the next version. The app and the
 * console import the types and the paths. Stable: only added to.
 */
import { PROTOCOL_CODE_VALUES } from './api'
import { Count, DateTimeString, Enum, Id, INT4_MAX, Nullable, StrictObject, Type, type Static } from './lib'

/** the codes a patient accepts (the login screens' agreement): 100 user agreement, 200 privacy policy */
export const ACCEPTED_PROTOCOL_CODES = [100, 200] as const
export const LEGAL_TITLE_MAX = 50
export const LEGAL_CONTENT_MAX = 100_000
export const LEGAL_NOTE_MAX = 200

const Version = (o: { description?: string } = {}) => Type.Integer({ minimum: 1, maximum: INT4_MAX, ...o })

/** patient paths (login required) under /zeus */
export const LEGAL_PATIENT_PATHS = {
  /** GET LegalAcceptanceQuery -> LegalAcceptance */
  acceptance: '/zeus/protocol/acceptance',
  /** POST LegalAcceptReq -> LegalAcceptance; a version that is not the one served now: 409 协议已更新 */
  accept: '/zeus/protocol/accept',
} as const

export const LegalAcceptanceQuery = StrictObject({ hospitalId: Type.Optional(Id()) })
export type LegalAcceptanceQuery = Static<typeof LegalAcceptanceQuery>

/** one text a patient accepts: the version served now, the newest they accepted, what changed */
export const LegalAcceptanceItem = StrictObject({
  code: Enum(ACCEPTED_PROTOCOL_CODES),
  title: Type.String(),
  version: Version(),
  /** the newest version accepted; a patient with no record accepted version 1 at login (before versions existed) */
  acceptedVersion: Version(),
  /** the served version is newer than the accepted one: the patient is asked again */
  outdated: Type.Boolean(),
  /** what changed in the served version */
  note: Type.String(),
})
export type LegalAcceptanceItem = Static<typeof LegalAcceptanceItem>

export const LegalAcceptance = StrictObject({
  hospitalId: Id(),
  items: Type.Array(LegalAcceptanceItem, { maxItems: 2 }),
  /** some item is outdated */
  pending: Type.Boolean(),
})
export type LegalAcceptance = Static<typeof LegalAcceptance>

export const LegalAcceptReq = StrictObject({
  hospitalId: Type.Optional(Id()),
  items: Type.Array(StrictObject({ code: Enum(ACCEPTED_PROTOCOL_CODES), version: Version() }), { minItems: 1, maxItems: 2 }),
})
export type LegalAcceptReq = Static<typeof LegalAcceptReq>

// ------------------------------------------------------------------ staff

export const LEGAL_STAFF_PATHS = {
  /** GET -> StaffLegalListRes: every code with its served version, its draft and its published versions */
  texts: '/staff/legal/texts',
  /** POST StaffLegalDraftReq -> StaffLegalText: saves the code's draft (HTML sanitised by the server) */
  draft: '/staff/legal/draft',
  /** POST StaffLegalPublishReq -> StaffLegalText: the draft becomes the next version; patients are asked again (100, 200) */
  publish: '/staff/legal/publish',
} as const

export const StaffLegalVersion = StrictObject({
  id: Id(),
  version: Version(),
  title: Type.String(),
  note: Type.String(),
  publishedBy: Type.String({ description: 'the staff username' }),
  publishedAt: DateTimeString(),
})
export type StaffLegalVersion = Static<typeof StaffLegalVersion>

export const StaffLegalDraft = StrictObject({
  id: Id(),
  title: Type.String(),
  content: Type.String({ description: 'HTML, sanitised' }),
  note: Type.String(),
  updatedBy: Type.String(),
  updatedAt: DateTimeString(),
})
export type StaffLegalDraft = Static<typeof StaffLegalDraft>

export const StaffLegalText = StrictObject({
  code: Enum(PROTOCOL_CODE_VALUES),
  /** the served text */
  title: Type.String(),
  content: Type.String({ description: 'HTML; {{hospitalName}} is the hospital name' }),
  version: Version(),
  note: Type.String(),
  /** the served text is the platform's default (the hospital never published its own) */
  inherited: Type.Boolean(),
  /** patients are asked again when a new version is published */
  reconsent: Type.Boolean(),
  /** patients of this hospital who accepted the served version (100, 200; else 0) */
  acceptedCount: Count(),
  draft: Nullable(StaffLegalDraft),
  /** the hospital's published versions, newest first */
  versions: Type.Array(StaffLegalVersion, { maxItems: 1000 }),
})
export type StaffLegalText = Static<typeof StaffLegalText>

export const StaffLegalListRes = StrictObject({ list: Type.Array(StaffLegalText, { maxItems: 4 }) })
export type StaffLegalListRes = Static<typeof StaffLegalListRes>

export const StaffLegalDraftReq = StrictObject({
  code: Enum(PROTOCOL_CODE_VALUES),
  title: Type.String({ maxLength: 200 }),
  content: Type.String({ maxLength: LEGAL_CONTENT_MAX * 2 }),
  note: Type.String({ maxLength: 1000 }),
})
export type StaffLegalDraftReq = Static<typeof StaffLegalDraftReq>

export const StaffLegalPublishReq = StrictObject({
  code: Enum(PROTOCOL_CODE_VALUES),
  /** the draft the console showed (published only if it is still that one and unchanged since updatedAt) */
  draftId: Id(),
  updatedAt: DateTimeString(),
})
export type StaffLegalPublishReq = Static<typeof StaffLegalPublishReq>

// ------------------------------------------------------------------ staff: hospital landings (landing_page)

export const LANDING_STAFF_PATHS = {
  /** GET -> StaffLandingListRes: every landing key with its published config and its draft */
  list: '/staff/landings',
  /** POST StaffLandingDraftReq -> StaffLanding: the key's draft, checked as the landing route reads it */
  draft: '/staff/landings/draft',
  /** POST StaffLandingPublishReq -> StaffLanding: the draft becomes the landing patients see */
  publish: '/staff/landings/publish',
} as const

const Short = (max: number) => Type.String({ maxLength: max })

/** a landing as stored (what the console edits): the goods of its sections by id */
export const StaffLandingConfig = StrictObject({
  title: Short(50),
  subtitle: Short(100),
  /** /assets/... path or https URL; '' = none */
  bannerPath: Short(500),
  /** HTML, sanitised when served */
  introHtml: Short(20_000),
  sections: Type.Array(StrictObject({ title: Short(50), note: Short(200), goodsIds: Type.Array(Id(), { maxItems: 50 }) }), {
    maxItems: 20,
  }),
  steps: Type.Array(Short(200), { maxItems: 20 }),
  notices: Type.Array(Short(500), { maxItems: 20 }),
  contact: Nullable(
    StrictObject({
      name: Short(50),
      phone: Short(30),
      address: Short(200),
      hours: Short(100),
      latitude: Nullable(Type.Number({ minimum: -90, maximum: 90 })),
      longitude: Nullable(Type.Number({ minimum: -180, maximum: 180 })),
    }),
  ),
  faqs: Type.Array(StrictObject({ question: Short(200), answer: Short(1000) }), { maxItems: 30 }),
})
export type StaffLandingConfig = Static<typeof StaffLandingConfig>

export const StaffLanding = StrictObject({
  key: Type.String(),
  /** the app routes that show it */
  paths: Type.Array(Type.String()),
  published: Nullable(StaffLandingConfig),
  publishedAt: Nullable(DateTimeString()),
  draft: Nullable(StaffLandingConfig),
  draftUpdatedBy: Type.String(),
  draftUpdatedAt: Nullable(DateTimeString()),
})
export type StaffLanding = Static<typeof StaffLanding>

export const StaffLandingListRes = StrictObject({ list: Type.Array(StaffLanding, { maxItems: 100 }) })
export type StaffLandingListRes = Static<typeof StaffLandingListRes>

export const StaffLandingDraftReq = StrictObject({ key: Type.String({ maxLength: 40 }), config: StaffLandingConfig })
export type StaffLandingDraftReq = Static<typeof StaffLandingDraftReq>

export const StaffLandingPublishReq = StrictObject({ key: Type.String({ maxLength: 40 }), updatedAt: DateTimeString() })
export type StaffLandingPublishReq = Static<typeof StaffLandingPublishReq>
