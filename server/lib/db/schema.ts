/** Kysely table types. Column names are snake_case; the API speaks camelCase (see routes). */
import type { Generated } from 'kysely'
export type { BrowseTables } from './tables/browse' // the browse tables join DB by declaration merging
export type { OrderTables } from './tables/order' // the buy-journey tables, likewise
export type { AccountTables } from './tables/account' // account data tables, same way
export type { HealthTables } from './tables/health' // health records (issue 13), same way
export type { ReportTables } from './tables/report' // check-up reports, same way
export type { SurveyTables } from './tables/survey' // questionnaires, same way
export type { ContentTables } from './tables/content' // doctors' links, studio teams and goods (issue 14)
export type { CheckupTables } from './tables/checkup' // check-up catalogue tables (issue 12), same way
export type { MaternityTables } from './tables/maternity' // maternity follow-up (issue 13), same way
export type { RecordsTables } from './tables/records' // medical-record uploads (issue 13), same way
export type { ChatTables } from './tables/chat' // chat conversations, members, messages (issue 15)
export type { AssistantTables } from './tables/assistant' // the AI health assistant (issue 15), same way
export type { TrackingTables } from './tables/tracking' // page visits, shares, events (issue 18), same way
export type { PaySuccessTables } from './tables/pay-success' // the pay-success configuration (issue 18), same way
export type { Chat2Tables } from './tables/chat2' // chat archives, evaluations, images, health classes (issue 15), same way
export type { PediatricTables } from './tables/pediatric' // the paediatric shop (issue 18), same way
export type { Checkup2Tables } from './tables/checkup2' // check-up person forms, groups, cards (issue 12), same way
export type { Doctors2Tables } from './tables/doctors2' // entry homes, follow-up plans (issue 14), same way
export type { GroupBuyTables } from './tables/groupbuy' // group-buy team members (issue 14), same way
export type { LandingTables } from './tables/landing' // hospital landings (issues 12, 14), same way
export type { HealthServiceTables } from './tables/health-service' // health services of /selectService (issue 12), same way
export type { PreferenceTables } from './tables/preference' // account preferences: the elder-friendly mode (issue 16), same way
export type { ConsentTables } from './tables/consent' // the one log of every separate consent (PIPL), same way
export type { GoLiveTables } from './tables/golive' // the raw payment notify log (issue 30), same way
export type { WechatTables } from './tables/wechat' // WeChat sessions, shared tokens, shipping uploads (issue 30), same way
export type { StaffTables } from './tables/staff' // the staff console: accounts, sessions, audit (issue 31), same way
export type { StaffDeskTables } from './tables/staff-desk' // the staff console's order and invoice desk (issue 31), same way
export type { ChatDeskTables } from './tables/chat-desk' // the chat workbench (issue 32), same way
export type { GoodsConsoleTables } from './tables/goods-console' // the staff console's uploaded goods pictures (issue 33), same way
export type { PageEditorTables } from './tables/page-editor' // the home-page editor's drafts, versions, preview tokens (issue 33), same way
export type { LegalTables } from './tables/legal' // legal texts' versions and the patients' acceptances (issue 33), same way
export type {} from './tables/checkup-desk' // columns the check-up desk adds to the check-up tables (issue 32), by module augmentation
export type {} from './tables/people-console' // columns the doctors desk adds to doctor (issue 33 item 4), by module augmentation
export type {} from './tables/content-console' // columns the content desk adds to article and hospital_video (issue 33 item 4), same way

export interface HospitalTable {
  id: number
  name: string
  short_name: string
  /** path under /assets/ (prefixed with ASSET_HOST when sent) or an absolute URL */
  logo_path: string
  primary_color: string
  primary_color_end: string
  address: string
  phone: string
  grey_mode: boolean
  home_magic_page_id: number
}

export interface AppUserTable {
  id: Generated<number>
  username: string
  /** unique when set; null for third-party users that have not bound a phone */
  phone: string | null
  /** scrypt$N$r$p$salt$hash, null until the user sets a password */
  password_hash: string | null
  register_hospital_id: number
  register_channel: string
  avatar_url: string | null
  /** HMAC of the upper-cased ID number (hospital-specific login), never the number itself */
  id_no_hash: string | null
  created_at: Date
  updated_at: Date
}

export interface UserThirdTable {
  id: Generated<number>
  user_id: number
  /** wx | ali | gl */
  channel: string
  open_id: string
  union_id: string | null
  /** the app the openid belongs to (WeChat: mini-program or official account; migration 1160), null before */
  app_id: string | null
  created_at: Date
}

export interface UserSessionTable {
  id: Generated<number>
  user_id: number
  /** sha256 hex of the token; the token itself is never stored */
  token_hash: string
  /** SPEC §4: 1 sms/password/register login, 0 third-party login */
  login_type: number
  channel: string
  hospital_id: number
  /** set when the session was opened with an SMS code: allows a password change without a code for 10 min */
  sms_verified_at: Date | null
  created_at: Date
  expires_at: Date
  revoked_at: Date | null
}

export interface CaptchaTable {
  id: string
  /** lower-case answer (a captcha is not a secret worth hashing; /dev/captcha/:id shows it) */
  answer: string
  created_at: Date
  expires_at: Date
  used_at: Date | null
}

export interface SmsCodeTable {
  id: Generated<number>
  phone: string
  /** 1 login, 2 bind, 3 register, 4 reset */
  type: number
  /** HMAC-SHA256(secret, phone:type:code) */
  code_hash: string
  ip: string
  created_at: Date
  expires_at: Date
  attempts: number
  /** set when used successfully, superseded by a newer code, or killed after 5 wrong tries */
  consumed_at: Date | null
}

export interface SmsOutboxTable {
  id: Generated<number>
  phone: string
  text: string
  created_at: Date
}

/**
 * Password attempts per login name (migration 0650, replaces login_failure): one row per account,
 * counted atomically before each password check (server/auth/password-guard.ts).
 */
export interface LoginGuardTable {
  /** the login name (phone) tried */
  account: string
  /** start of the current failure window */
  window_start: Date
  /** attempts reserved in the window (checks in flight and failures); a success deletes the row */
  attempts: number
  /** address of the latest attempt */
  last_ip: string
}

export interface SysConfTable {
  config_key: string
  config_val: string
  remark: string
}

export interface ProtocolTable {
  id: Generated<number>
  /** 100 user agreement, 200 privacy policy, 300 consultation consent, 400 refund/reschedule policy */
  code: number
  /** 0 = the default text for every hospital */
  hospital_id: number
  title: string
  /** HTML; {{hospitalName}} is replaced with the hospital's name when served */
  content: string
  updated_at: Date
}

export interface ServerKvTable {
  key: string
  value: string
}

export interface DB {
  hospital: HospitalTable
  app_user: AppUserTable
  user_third: UserThirdTable
  user_session: UserSessionTable
  captcha: CaptchaTable
  sms_code: SmsCodeTable
  sms_outbox: SmsOutboxTable
  login_guard: LoginGuardTable
  sys_conf: SysConfTable
  protocol: ProtocolTable
  server_kv: ServerKvTable
}
