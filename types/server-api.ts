/**
 * Request bodies and reply data of the reference server's account endpoints (server/routes/
 * user-center, zeus/protocol). Extends types/api.ts without changing it.
 *
 * Conventions (SPEC §8):
 * - every reply is ApiEnvelope; HTTP status = code (200, 400 bad input, 401 未登录, 404, 429, 500);
 * - login/bind/verifyCode replies also carry top-level errCode/errMsg (ACCOUNT_ERR_CODE);
 * - verifyCode answers code 200 whenever the input is well-formed, failures only in errCode;
 * - UserBase.phone is ALWAYS masked (138****5678), also for the owner; the owner reads the full
 *   number only from GET /user-center/userInfo/userBaseInfo (`phoneFull`).
 */
import type { UserBase, UserInfo } from './api'

/** errCode of the account endpoints (a runtime constant of the app: src/domain/wire) */
export { ACCOUNT_ERR_CODE } from '../src/domain/wire'

/** SMS code purpose: 1 login, 2 bind, 3 register, 4 reset (SPEC §7) */
export type SmsCodeType = 1 | 2 | 3 | 4

export interface CaptchaData {
  captchaId: string
  /** SVG markup, 4 characters, valid 5 minutes, single use */
  svg: string
}

export interface VerifyCodeBody {
  phone: string
  type: SmsCodeType
  captchaId: string
  captchaCode: string
}
export interface VerifyCodeData {
  errCode: number
  errMsg: string
  /** seconds until another code may be requested (errCode 3) */
  retryAfter?: number
}

export interface SmsLoginBody {
  phone: string
  verifyCode: string
  /** 1 login (default), 3 register, 4 reset-password flow */
  type?: 1 | 3 | 4
}
export interface RegisterBody {
  phone: string
  verifyCode: string
  password?: string
}
export interface PasswordLoginBody {
  /** the phone */
  registerName: string
  password: string
  /** accepted, ignored by the reference server */
  code?: string
}
export interface SetPasswordBody {
  password: string
  /** needed to change an existing password unless the session was opened by SMS in the last 10 minutes (type 4 code) */
  verifyCode?: string
}
export interface SetPasswordData {
  hasPassword: true
}
export interface RetrPasswordBody {
  phone: string
  verifyCode: string
  password: string
}
export interface BindPhoneBody {
  phone: string
  verifyCode: string
}
export interface JudgePhoneBody {
  phone: string
}
export interface JudgePhoneData {
  registered: boolean
}
export interface CodeLoginBody {
  /** wx.login / my.getAuthCode / hospital entry code; sandbox accepts "sandbox-<anything>" */
  code: string
}
export type GetUserInfoBody = { code: string; redirectUri?: string } | { userId: number }
export interface HealthNjLoginBody {
  idNo: string
  phone: string
}

/** data of every login reply (smsLogin, register, passwordLogin, retrPassword, wxLogin, aliLogin, glWxLogin, healthNj/login, getUserInfo, bindPhone) */
export interface LoginData extends UserInfo {
  /** SPEC §4: 1 sms/password/register login, 0 third-party login */
  loginType: 0 | 1
  /** third-party logins: must_bind_phone is '1' and the user has no phone */
  needBindPhone?: boolean
}

/** GET /user-center/userInfo/userBaseInfo (owner only) */
export interface UserBaseOwner extends UserBase {
  /** the full phone number ('' when none) */
  phoneFull: string
}

export interface ConfItem {
  configKey: string
  configVal: string
}

export interface AccountDeleteData {
  deleted: true
}

/** GET /zeus/protocol/getProtocolByCondition?code=&hospitalId= */
export type ProtocolCode = 100 | 200 | 300 | 400
export interface ProtocolData {
  code: ProtocolCode
  title: string
  /** HTML (<h3>, <p>) */
  content: string
  hospitalId: number
}

/** GET /dev/outbox (not in production) */
export interface DevOutboxItem {
  id: number
  phone: string
  text: string
  code: string | null
  createdAt: string
}
