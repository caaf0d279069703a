/**
 * The account logins and codes (SPEC §4, §7 "Auth and user"): SMS codes behind the image captcha, SMS login
 * (registers a new phone), register, password login with the lockout, set / reset password, phone binding,
 * third-party logins (WeChat, Alipay, the hospital entry code) and the hospital identity login. Every login
 * opens a session and answers the login envelope {code:200, msg, data: UserInfo, errCode: 0, errMsg: ''}.
 * Messages: src/domain/messages (auth, validation).
 */
import { consumeOAuthState } from './oauth-state'
import type { FastifyBaseLogger } from 'fastify'
import type {
  BindPhoneReq,
  CaptchaResult,
  GetUserInfoReq,
  HealthNjLoginReq,
  JudgePhoneRes,
  LoginType,
  PasswordLoginReq,
  RegisterReq,
  RetrPasswordReq,
  SetPasswordReq,
  SmsLoginReq,
  UserInfo,
  VerifyCodeReq,
  VerifyCodeRes,
} from '../../../contract/api'
import { normalizeIdNumber, validateIdNumber, validatePassword, validatePhone } from '../../../src/domain/validation'
import { confFlagOn, mustBindPhoneFirst, MUST_BIND_PHONE_KEY } from '../../../src/domain/account'
import { BIND_PHONE_FIRST, PASSWORD_REQUIRED } from '../../../src/domain/messages/validation'
import * as M from '../../../src/domain/messages/auth'
import type { AppDeps } from '../../lib/deps'
import type { SessionUser } from '../../lib/auth-scope'
import { badRequest, notFound, tooManyRequests, unauthorized } from '../../lib/errors'
import { dummyPasswordHash, hashPassword, hmacHex, verifyPassword } from '../../lib/crypto'
import { createCaptcha, checkCaptcha } from '../../auth/captcha'
import { CODE_TYPE, ERR, consumeCode, issueCode, type CodeType } from '../../auth/codes'
import { createSession, RECENT_SMS_AUTH_MS, revokeUserSessions } from '../../auth/sessions'
import { clearPasswordAttempts, reservePasswordAttempt } from '../../auth/password-guard'
import { InvalidAuthCodeError, type ThirdChannel, type ThirdPartyIdentity } from '../../auth/third-party'
import { storeSessionKey } from '../../auth/wechat-session'
import { findHospital } from '../hospital'
import { createUser, findUserById, findUserByPhone, firstThird, getConf, toUserInfo, type ThirdRow, type UserRow } from '../user'

/** what a login needs from its request: the deps, the client's IP and hospital, the token it came with, the log */
export interface AuthRequest {
  deps: AppDeps
  ip: string
  hospitalId: number
  token: string | undefined
  log: FastifyBaseLogger
}

/** the login envelope (contract/api LoginReplySchema) */
export interface LoginReply {
  code: 200
  msg: string
  data: UserInfo
  errCode: 0
  errMsg: ''
}

const success = (data: UserInfo): LoginReply => ({ code: 200, msg: 'success', data, errCode: 0, errMsg: '' })

// ------------------------------------------------------------------ helpers

/** Trimmed phone, or a 400 with the domain message (请输入手机号 / 手机格式不正确). */
export function checkPhone(phone: string | undefined): string {
  const p = (phone ?? '').trim()
  const err = validatePhone(p)
  if (err) throw badRequest(err)
  return p
}

function checkPassword(password: string | undefined): string {
  const err = validatePassword(password)
  if (err) throw badRequest(err)
  return password as string
}

/** Consumes an SMS code or throws 400 {errCode 1, errMsg}. */
export async function requireCode(deps: AppDeps, phone: string, type: CodeType, code: string | undefined): Promise<void> {
  const c = (code ?? '').trim()
  if (!c) throw badRequest(M.SMS_CODE_REQUIRED, { errCode: ERR.code, errMsg: M.SMS_CODE_REQUIRED })
  const r = await consumeCode(deps, { phone, type, code: c })
  if (!r.ok) throw badRequest(r.msg, { errCode: ERR.code, errMsg: r.msg })
}

/** A 400 for a phone in the wrong state (already registered, not registered, bound elsewhere). */
export function phoneStateError(msg: string) {
  return badRequest(msg, { errCode: ERR.phoneState, errMsg: msg })
}

/** SMS signature: the hospital's short name (【金陵一院】...). */
export async function smsSignature(deps: AppDeps, hospitalId: number): Promise<string> {
  const h = await findHospital(deps, hospitalId)
  return h?.short_name ?? '健康商城'
}

/** Opens a session and builds the login reply. */
export async function loginReply(
  r: AuthRequest,
  user: UserRow,
  args: { loginType: LoginType; channel: string; smsVerified?: boolean; third?: ThirdRow | null; needBindPhone?: boolean },
): Promise<LoginReply> {
  const deps = r.deps
  const token = await createSession(deps.db, {
    userId: user.id,
    loginType: args.loginType,
    channel: args.channel,
    hospitalId: r.hospitalId,
    now: deps.now(),
    smsVerified: args.smsVerified,
  })
  const third = args.third === undefined ? await firstThird(deps.db, user.id) : args.third
  const extra = args.needBindPhone === undefined ? {} : { needBindPhone: args.needBindPhone }
  r.log.info({ userId: user.id, channel: args.channel, loginType: args.loginType }, 'login')
  return success(toUserInfo(deps.assetHost, user, third, token, args.loginType, extra))
}

// ------------------------------------------------------------------ captcha and SMS codes

export const newCaptcha = (deps: AppDeps): Promise<CaptchaResult> => createCaptcha(deps)

/** POST verifyCode: always code 200 when the input is well-formed; the outcome is errCode (ACCOUNT_ERR_CODE) */
export async function sendCode(
  r: AuthRequest,
  viewer: SessionUser | null,
  body: VerifyCodeReq,
): Promise<{ code: 200; msg: string; data: VerifyCodeRes; errCode: number; errMsg: string }> {
  const deps = r.deps
  const { type, captchaId, captchaCode } = body
  const phone = checkPhone(body.phone)
  const fail = (errCode: number, errMsg: string, retryAfter?: number) => ({
    code: 200 as const,
    msg: errMsg,
    data: { errCode, errMsg, ...(retryAfter ? { retryAfter } : {}) },
    errCode,
    errMsg,
  })
  const captcha = await checkCaptcha(deps, captchaId, captchaCode ?? '')
  if (captcha !== 'ok') return fail(ERR.captcha, captcha === 'wrong' ? M.CAPTCHA_WRONG : M.CAPTCHA_EXPIRED)

  const owner = await findUserByPhone(deps.db, phone)
  if (type === CODE_TYPE.register && owner) return fail(ERR.phoneState, M.PHONE_ALREADY_REGISTERED)
  if (type === CODE_TYPE.reset && !owner) return fail(ERR.phoneState, M.PHONE_NOT_REGISTERED)
  if (type === CODE_TYPE.bind && owner && owner.id !== viewer?.userId) return fail(ERR.phoneState, M.PHONE_BOUND_ELSEWHERE)

  const sent = await issueCode(deps, { phone, type, ip: r.ip, signature: await smsSignature(deps, r.hospitalId) })
  if (!sent.ok) {
    if (sent.failure) r.log.warn({ phone, type, errCode: sent.errCode, sms: sent.failure }, 'sms send failed')
    else r.log.info({ phone, errCode: sent.errCode }, 'sms code refused')
    return fail(sent.errCode, sent.errMsg, sent.retryAfter)
  }
  r.log.info({ phone, type, provider: sent.provider, messageId: sent.messageId }, 'sms code sent')
  return { code: 200, msg: 'success', data: { errCode: 0, errMsg: '' }, errCode: 0, errMsg: '' }
}

// ------------------------------------------------------------------ phone logins and passwords

/** POST smsLogin: a new phone is registered at first login */
export async function smsLogin(r: AuthRequest, body: SmsLoginReq): Promise<LoginReply> {
  const deps = r.deps
  const phone = checkPhone(body.phone)
  const type = (body.type ?? CODE_TYPE.login) as CodeType
  const existing = await findUserByPhone(deps.db, phone)
  if (type === CODE_TYPE.reset && !existing) throw phoneStateError(M.PHONE_NOT_REGISTERED)
  await requireCode(deps, phone, type, body.verifyCode)
  let user = existing
  if (!user) {
    try {
      user = await createUser(deps.db, { phone, hospitalId: r.hospitalId, channel: 'sms', now: deps.now() })
    } catch {
      user = await findUserByPhone(deps.db, phone) // registered concurrently
      if (!user) throw badRequest(M.REGISTER_FAILED)
    }
  }
  return loginReply(r, user, { loginType: 1, channel: 'sms', smsVerified: true })
}

/** POST register: with a register code (type 3) and optionally a password */
export async function register(r: AuthRequest, body: RegisterReq): Promise<LoginReply> {
  const deps = r.deps
  const phone = checkPhone(body.phone)
  const password = body.password ? checkPassword(body.password) : undefined
  if (await findUserByPhone(deps.db, phone)) throw phoneStateError(M.PHONE_ALREADY_REGISTERED)
  await requireCode(deps, phone, CODE_TYPE.register, body.verifyCode)
  let user
  try {
    user = await createUser(deps.db, {
      phone,
      hospitalId: r.hospitalId,
      channel: 'register',
      now: deps.now(),
      passwordHash: password ? await hashPassword(password) : null,
    })
  } catch {
    throw phoneStateError(M.PHONE_ALREADY_REGISTERED)
  }
  return loginReply(r, user, { loginType: 1, channel: 'register', smsVerified: true })
}

/** POST passwordLogin: at most limits.passwordMaxFailures checks per account in the window, however many run in parallel */
export async function passwordLogin(r: AuthRequest, body: PasswordLoginReq): Promise<LoginReply> {
  const deps = r.deps
  const phone = checkPhone(body.registerName)
  const password = body.password ?? ''
  if (!password) throw badRequest(PASSWORD_REQUIRED)
  const L = deps.limits
  const now = deps.now()
  // the attempt is taken before the (slow) check: parallel requests cannot all pass a stale count
  const attempt = await reservePasswordAttempt(deps.db, { account: phone, ip: r.ip, now, limits: L })
  if (!attempt.ok) {
    const waitMs = attempt.unlockAt.getTime() - now.getTime()
    const msg = M.passwordLocked(Math.max(1, Math.ceil(waitMs / 60000)))
    throw tooManyRequests(msg, { errCode: ERR.tooFrequent, errMsg: msg, retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) })
  }
  const user = await findUserByPhone(deps.db, phone)
  const good = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()))
  if (!user || !user.password_hash || !good) {
    // the reserved attempt stays: it is this failure
    const left = attempt.left
    r.log.info({ phone, left }, 'password login failed')
    const msg =
      user && !user.password_hash
        ? M.PASSWORD_NOT_SET
        : left > 0
          ? M.passwordWrong(left)
          : M.passwordWrongLocked(Math.round(L.passwordFailureWindowMs / 60000))
    throw badRequest(msg, { errCode: ERR.code, errMsg: msg })
  }
  await clearPasswordAttempts(deps.db, phone)
  return loginReply(r, user, { loginType: 1, channel: 'password' })
}

/** POST password (logged in): set or change the own password; the other sessions are revoked */
export async function setPassword(r: AuthRequest, session: SessionUser, body: SetPasswordReq) {
  const deps = r.deps
  const password = checkPassword(body.password)
  const user = await findUserById(deps.db, session.userId)
  if (!user) throw badRequest(M.USER_NOT_FOUND)
  const now = deps.now()
  const recentSms = !!session.smsVerifiedAt && now.getTime() - session.smsVerifiedAt.getTime() < RECENT_SMS_AUTH_MS
  if (user.password_hash && !recentSms) {
    if (!body.verifyCode) throw badRequest(M.PASSWORD_CHANGE_NEEDS_CODE, { errCode: ERR.code, errMsg: M.PASSWORD_CHANGE_NEEDS_CODE })
    if (!user.phone) throw badRequest(BIND_PHONE_FIRST)
    await requireCode(deps, user.phone, CODE_TYPE.reset, body.verifyCode)
  }
  const hash = await hashPassword(password)
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('app_user').set({ password_hash: hash, updated_at: now }).where('id', '=', user.id).execute()
    await revokeUserSessions(trx, user.id, now, session.sessionId)
    if (user.phone) await clearPasswordAttempts(trx, user.phone)
  })
  r.log.info({ userId: user.id }, 'password set')
  return { code: 200 as const, msg: 'success', data: { hasPassword: true }, errCode: 0, errMsg: '' }
}

/** POST retrPassword: reset with a reset code (type 4); every other session of the account is revoked (the caller's own is kept) */
export async function retrPassword(r: AuthRequest, viewer: SessionUser | null, body: RetrPasswordReq): Promise<LoginReply> {
  const deps = r.deps
  const phone = checkPhone(body.phone)
  const password = checkPassword(body.password)
  const user = await findUserByPhone(deps.db, phone)
  if (!user) throw phoneStateError(M.PHONE_NOT_REGISTERED)
  await requireCode(deps, phone, CODE_TYPE.reset, body.verifyCode)
  const now = deps.now()
  const hash = await hashPassword(password)
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('app_user').set({ password_hash: hash, updated_at: now }).where('id', '=', user.id).execute()
    await revokeUserSessions(trx, user.id, now, viewer?.userId === user.id ? viewer.sessionId : undefined)
    await clearPasswordAttempts(trx, phone)
  })
  r.log.info({ userId: user.id }, 'password reset')
  return loginReply(r, { ...user, password_hash: hash }, { loginType: 1, channel: 'sms', smsVerified: true })
}

/** POST bindPhone (logged in): bind or change the own phone with a bind code (type 2) */
export async function bindPhone(r: AuthRequest, session: SessionUser, body: BindPhoneReq): Promise<LoginReply> {
  const deps = r.deps
  const phone = checkPhone(body.phone)
  const owner = await findUserByPhone(deps.db, phone)
  if (owner && owner.id !== session.userId) throw phoneStateError(M.PHONE_BOUND_ELSEWHERE)
  await requireCode(deps, phone, CODE_TYPE.bind, body.verifyCode)
  const now = deps.now()
  try {
    await deps.db.updateTable('app_user').set({ phone, updated_at: now }).where('id', '=', session.userId).execute()
  } catch {
    throw phoneStateError(M.PHONE_BOUND_ELSEWHERE)
  }
  const user = await findUserById(deps.db, session.userId)
  if (!user) throw badRequest(M.USER_NOT_FOUND)
  r.log.info({ userId: user.id, phone }, 'phone bound')
  const third = await firstThird(deps.db, user.id)
  return success(toUserInfo(deps.assetHost, user, third, r.token!, session.loginType === 0 ? 0 : 1, { needBindPhone: false }))
}

/** POST judgePhone */
export async function judgePhone(deps: AppDeps, phone: string | undefined): Promise<JudgePhoneRes> {
  return { registered: !!(await findUserByPhone(deps.db, checkPhone(phone))) }
}

// ------------------------------------------------------------------ third-party and hospital logins

/** Exchanges the code, finds or creates user + userThird, opens a third-party session (login type 0). */
export async function thirdLogin(
  r: AuthRequest,
  channel: ThirdChannel,
  code: string,
  opts: { invalidMsg: string; redirectUri?: string },
): Promise<LoginReply> {
  const deps = r.deps
  let identity: ThirdPartyIdentity
  try {
    identity = await deps.thirdParty.exchange(channel, code, { redirectUri: opts.redirectUri })
  } catch (err) {
    if (!(err instanceof InvalidAuthCodeError)) r.log.warn({ err, channel }, 'third-party code exchange failed')
    throw badRequest(opts.invalidMsg, { errCode: 1, errMsg: opts.invalidMsg })
  }
  const now = deps.now()
  const { user, third } = await deps.db.transaction().execute(async (trx) => {
    const existing = (await trx
      .selectFrom('user_third')
      .selectAll()
      .where('channel', '=', channel)
      .where('open_id', '=', identity.openId)
      .executeTakeFirst()) as ThirdRow | undefined
    // WeChat: one person has an openid per app (mini-program, official account) and one unionid across them: the
    // unionid decides the user first, so a patient who logged in through the H5 finds the same account in the mini-program
    const unionOwner =
      channel === 'wx' && identity.unionId
        ? await trx
            .selectFrom('user_third')
            .select('user_id')
            .where('channel', '=', 'wx')
            .where('union_id', '=', identity.unionId)
            .orderBy('id')
            .executeTakeFirst()
        : undefined
    if (existing) {
      if ((identity.unionId && !existing.union_id) || (identity.appId && !existing.app_id))
        await trx
          .updateTable('user_third')
          .set({ union_id: existing.union_id ?? identity.unionId ?? null, app_id: existing.app_id ?? identity.appId ?? null })
          .where('id', '=', existing.id)
          .execute()
      const u = (await trx.selectFrom('app_user').selectAll().where('id', '=', existing.user_id).executeTakeFirstOrThrow()) as UserRow
      return { user: u, third: existing }
    }
    const u = unionOwner
      ? ((await trx.selectFrom('app_user').selectAll().where('id', '=', unionOwner.user_id).executeTakeFirstOrThrow()) as UserRow)
      : await createUser(trx, {
          phone: null,
          username: identity.nickname ?? (channel === 'ali' ? '支付宝用户' : '微信用户'),
          avatarUrl: identity.avatarUrl ?? null,
          hospitalId: r.hospitalId,
          channel,
          now,
        })
    const t = (await trx
      .insertInto('user_third')
      .values({
        user_id: u.id,
        channel,
        open_id: identity.openId,
        union_id: identity.unionId ?? null,
        app_id: identity.appId ?? null,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()) as ThirdRow
    return { user: u, third: t }
  })
  if (identity.sessionKey) await storeSessionKey(deps.db, deps.secret, third.id, identity.sessionKey, now)
  const needBindPhone = mustBindPhoneFirst(confFlagOn(await getConf(deps.db, MUST_BIND_PHONE_KEY)), user.phone)
  return loginReply(r, user, { loginType: 0, channel, third, needBindPhone })
}

/** POST userInfo/getUserInfo: {code, redirectUri} logs in like wxLogin; {userId}: the own user (another id is a 404) */
export async function getUserInfo(
  r: AuthRequest,
  viewer: SessionUser | null,
  body: GetUserInfoReq,
  /** the browser's OAuth binding cookie (oauth-state.ts) */
  oauthBinding?: string,
): Promise<LoginReply> {
  if (body.code) {
    // the state first, before the code is spent: required with the real WeChat login, checked when given in the sandbox
    if (r.deps.config.thirdParty.wechat || body.state) await consumeOAuthState(r.deps, 'wechat', body.state, oauthBinding)
    return thirdLogin(r, 'wx', body.code, { invalidMsg: M.THIRD_CODE_INVALID, redirectUri: body.redirectUri })
  }
  if (body.userId === undefined) throw badRequest(M.GET_USER_INFO_PARAMS)
  if (!viewer) throw unauthorized()
  if (viewer.userId !== body.userId) throw notFound(M.USER_NOT_FOUND)
  const user = await findUserById(r.deps.db, viewer.userId)
  if (!user) throw unauthorized()
  const third = await firstThird(r.deps.db, user.id)
  return success(toUserInfo(r.deps.assetHost, user, third, r.token!, viewer.loginType === 0 ? 0 : 1))
}

/** POST healthNj/login: ID number + phone, the phone proven by an SMS login code or the hospital's signed assertion */
export async function healthNjLogin(r: AuthRequest, body: HealthNjLoginReq): Promise<LoginReply> {
  const deps = r.deps
  const idError = validateIdNumber(body.idNo)
  if (idError) throw badRequest(idError)
  const phone = checkPhone(body.phone)
  const idNo = normalizeIdNumber(body.idNo)
  const hospitalId = r.hospitalId
  const identity = deps.hospitalIdentity
  // 1. the phone is proven, before anything about the account is looked at or revealed
  const assertion = (body.assertion ?? '').trim()
  let smsVerified = false
  if (assertion) {
    if (!(await identity.verifyAssertion({ hospitalId, idNo, phone, assertion, now: deps.now() }))) {
      r.log.warn({ phone, provider: identity.name }, 'hospital identity assertion refused')
      throw badRequest(M.IDENTITY_ASSERTION_INVALID, { errCode: ERR.code, errMsg: M.IDENTITY_ASSERTION_INVALID })
    }
  } else {
    await requireCode(deps, phone, CODE_TYPE.login, body.verifyCode)
    smsVerified = true
    // 2. the phone is the caller's; the ID number is only their word until the hospital's index agrees
    if (!(await identity.verify(idNo, phone, hospitalId))) throw badRequest(M.IDENTITY_NOT_VERIFIED)
  }
  const idHash = hmacHex(deps.secret, `idno:${idNo}`)
  let user = await findUserByPhone(deps.db, phone)
  if (user) {
    if (user.id_no_hash !== idHash) throw badRequest(M.ID_NUMBER_MISMATCH)
  } else {
    const holder = await deps.db.selectFrom('app_user').select('id').where('id_no_hash', '=', idHash).executeTakeFirst()
    if (holder) throw badRequest(M.ID_NUMBER_BOUND_ELSEWHERE)
    try {
      user = await createUser(deps.db, { phone, hospitalId, channel: 'healthNj', now: deps.now(), idNoHash: idHash })
    } catch {
      throw badRequest(M.LOGIN_FAILED)
    }
  }
  r.log.info({ userId: user.id, proof: smsVerified ? 'sms' : 'assertion' }, 'hospital identity login')
  return loginReply(r, user, { loginType: 1, channel: 'healthNj', smsVerified })
}
