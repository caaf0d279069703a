/** The legal-text desk's calls (contract/legal.ts): the codes with their versions, save the draft, publish it. */
import type { Static } from '@sinclair/typebox'
import type {
  LANDING_STAFF_PATHS,
  LEGAL_STAFF_PATHS,
  StaffLanding,
  StaffLandingConfig,
  StaffLandingDraftReq,
  StaffLandingListRes,
  StaffLandingPublishReq,
  StaffLegalDraftReq,
  StaffLegalListRes,
  StaffLegalPublishReq,
  StaffLegalText,
} from '@contract/legal'
import { request } from '../../shared/request'

export const LEGAL_PATHS: typeof LEGAL_STAFF_PATHS = {
  texts: '/staff/legal/texts',
  draft: '/staff/legal/draft',
  publish: '/staff/legal/publish',
}

export type LegalText = Static<typeof StaffLegalText>
export type LegalList = Static<typeof StaffLegalListRes>
export type DraftBody = Static<typeof StaffLegalDraftReq>
export type PublishBody = Static<typeof StaffLegalPublishReq>

export const listLegalTexts = () => request<LegalList>('GET', LEGAL_PATHS.texts)
export const saveLegalDraft = (body: DraftBody) => request<LegalText>('POST', LEGAL_PATHS.draft, { body })
export const publishLegalDraft = (body: PublishBody) => request<LegalText>('POST', LEGAL_PATHS.publish, { body })

/** what the confirm of 发布新版本 says */
export function publishWarning(t: LegalText): string {
  return t.reconsent
    ? `发布后，已同意旧版本《${t.title}》的患者下次打开应用时会被要求重新阅读并同意（第${t.version + 1}版）。`
    : `发布后，患者立即看到第${t.version + 1}版《${t.title}》。`
}

// ------------------------------------------------------------------ hospital landings

export const LANDING_PATHS: typeof LANDING_STAFF_PATHS = {
  list: '/staff/landings',
  draft: '/staff/landings/draft',
  publish: '/staff/landings/publish',
}

export type Landing = Static<typeof StaffLanding>
export type LandingConfig = Static<typeof StaffLandingConfig>
export type LandingList = Static<typeof StaffLandingListRes>

export const listLandings = () => request<LandingList>('GET', LANDING_PATHS.list)
export const saveLandingDraft = (body: Static<typeof StaffLandingDraftReq>) => request<Landing>('POST', LANDING_PATHS.draft, { body })
export const publishLanding = (body: Static<typeof StaffLandingPublishReq>) => request<Landing>('POST', LANDING_PATHS.publish, { body })

/** a new landing's starting config */
export const EMPTY_LANDING: LandingConfig = {
  title: '',
  subtitle: '',
  bannerPath: '',
  introHtml: '',
  sections: [],
  steps: [],
  notices: [],
  contact: null,
  faqs: [],
}
