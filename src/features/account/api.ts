/** user-center services (SPEC §7 "Auth and user"): POST unless noted. */
import type {
  BindPhoneReq,
  CaptchaResult,
  CodeLoginReq,
  ConfItem,
  ErrCodeReply,
  GetUserInfoReq,
  HealthNjLoginReq,
  JudgePhoneReq,
  LoginResult,
  PasswordLoginReq,
  RegisterReq,
  RetrPasswordReq,
  SetPasswordReq,
  SmsLoginReq,
  UserBase,
  UserInfo,
  VerifyCodeReq,
} from '@contract/api'
import { request, requestRaw, type RequestOptions } from '@/shared/request/request'
import { confFlagOn, MUST_BIND_PHONE_KEY } from '@/domain/account'
import { acceptLegal, getLegalAcceptance } from '@/shared/request/hospitalApi'

const P = 'user-center' as const
type Extra = Pick<RequestOptions, 'loading' | 'silent'>

const post = <T>(url: string, data?: unknown, extra: Extra = {}) => request<T>({ prefix: P, url, method: 'POST', data, ...extra })
const get = <T>(url: string, data?: unknown, extra: Partial<RequestOptions> = {}) =>
  request<T>({ prefix: P, url, method: 'GET', data, ...extra })

/** GET captcha -> { captchaId, svg } */
export const getCaptcha = () => get<CaptchaResult>('captcha')

/** type: 1 login, 2 bind, 3 register, 4 reset */
export type VerifyCodeParams = VerifyCodeReq

/**
 * Sends the SMS code. Resolves { errCode, errMsg } whatever the envelope code (errCode 0 ok,
 * 2 captcha failed, ...): the caller shows errMsg. No toast here; 401 and transport failures as usual.
 */
export async function verifyCode(params: VerifyCodeParams, extra: Extra = {}): Promise<ErrCodeReply> {
  const env = await requestRaw<unknown>({ prefix: P, url: 'verifyCode', method: 'POST', data: params, ...extra })
  const ok = Number(env.code) === 200 || (Number(env.code) === 0 && env.msg === 'success')
  const errCode = typeof env.errCode === 'number' ? env.errCode : ok ? 0 : Number(env.code) || -1
  const fallback = ok ? 'success' : '请求接口失败'
  const errMsg = (typeof env.errMsg === 'string' && env.errMsg) || (errCode === 0 ? env.msg || fallback : (env.msg as string) || fallback)
  return { errCode, errMsg }
}

export const smsLogin = (p: SmsLoginReq, extra?: Extra) => post<LoginResult>('smsLogin', p, extra)
export const register = (p: RegisterReq, extra?: Extra) => post<LoginResult>('register', p, extra)
/** POST password: set (first time) or change the password */
export const setPassword = (p: SetPasswordReq, extra?: Extra) => post<unknown>('password', p, extra)
export const passwordLogin = (p: PasswordLoginReq, extra?: Extra) => post<LoginResult>('passwordLogin', p, extra)
export const retrPassword = (p: RetrPasswordReq, extra?: Extra) => post<unknown>('retrPassword', p, extra)
export const bindPhone = (p: BindPhoneReq, extra?: Extra) => post<Partial<UserInfo> | null>('bindPhone', p, extra)
export const judgePhone = (p: JudgePhoneReq, extra?: Extra) => post<Record<string, unknown> | boolean | null>('judgePhone', p, extra)
export const wxLogin = (p: CodeLoginReq, extra?: Extra) => post<LoginResult>('wxLogin', p, extra)
export const aliLogin = (p: CodeLoginReq, extra?: Extra) => post<LoginResult>('aliLogin', p, extra)
export const glWxLogin = (p: CodeLoginReq, extra?: Extra) => post<LoginResult>('glWxLogin', p, extra)
/** POST userInfo/getUserInfo with { code, redirectUri } (OAuth return) or { userId } */
export const getUserInfo = (p: GetUserInfoReq, extra?: Extra) => post<LoginResult>('userInfo/getUserInfo', p, extra)
/** GET userInfo/userBaseInfo */
export const getUserBaseInfo = (extra?: Extra) => get<UserBase>('userInfo/userBaseInfo', undefined, extra)
/** GET redisUser: the session's user. authRedirect false: a visitor's 401 must not force the login page */
export const getRedisUser = (extra: Partial<RequestOptions> = {}) =>
  get<UserInfo>('redisUser', undefined, { silent: true, authRedirect: false, ...extra })
/** GET common/conf/all */
export const getConfAll = (extra?: Extra) => get<ConfItem[]>('common/conf/all', undefined, extra)
export const loginOut = (extra?: Extra) => post<unknown>('loginOut', undefined, extra)
export const acountDel = (extra?: Extra) => post<unknown>('acountDel', undefined, extra)
/**
 * POST /user-center/healthNj/login (hospital-specific entry): the phone is proven by an SMS code
 * (verifyCode, type 1) or by the hospital's signed assertion
 */
export const healthNjLogin = (p: HealthNjLoginReq, extra?: Extra) => post<LoginResult>('healthNj/login', p, extra)

/** common/conf/all: must_bind_phone.configVal ('1' / 'true' = the user must bind a phone) */
export function mustBindPhone(conf: ConfItem[] | null | undefined): boolean {
  const item = (conf || []).find((c) => c.configKey === MUST_BIND_PHONE_KEY)
  return !!item && confFlagOn(String(item.configVal))
}

/**
 * after a login with the agreement ticked: records the acceptance of the user agreement and privacy policy
 * versions served now (GET zeus protocol/acceptance, then POST protocol/accept; issue 33)
 */
export async function acceptServedAgreements(hospitalId: number): Promise<void> {
  const a = await getLegalAcceptance(hospitalId, { silent: true })
  await acceptLegal(
    hospitalId,
    a.items.map((i) => ({ code: i.code, version: i.version })),
    { silent: true },
  )
}
