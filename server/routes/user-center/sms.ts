/**
 * Phone accounts: captcha, verifyCode, smsLogin, register, passwordLogin, password, retrPassword,
 * bindPhone, judgePhone (SPEC §7 "Auth and user").
 */
import type { FastifyPluginAsync } from 'fastify'
import { validatePassword } from '../../../src/domain/validation'
import { badRequest, ok, tooManyRequests } from '../../lib/errors'
import { envelope, errCodeFields, phoneField, smsCodeField, userInfoSchema } from '../../lib/schemas'
import { createCaptcha, checkCaptcha } from '../../auth/captcha'
import { CODE_TYPE, ERR, issueCode, type CodeType } from '../../auth/codes'
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/crypto'
import { RECENT_SMS_AUTH_MS, revokeUserSessions, resolveSession } from '../../auth/sessions'
import { clearPasswordAttempts, reservePasswordAttempt } from '../../auth/password-guard'
import { loadViewer, requireUser } from '../../lib/auth-scope'
import { createUser, findUserById, findUserByPhone, firstThird, toUserInfo } from '../../modules/user'
import type { PrefixPluginOptions } from '../../lib/route-plugin'
import { checkPhone, loginReply, phoneStateError, requireCode, smsSignature } from './shared'

const loginResponse = { 200: envelope(userInfoSchema, errCodeFields) }
const tags = ['user-center']

function checkPassword(password: string | undefined): string {
  const err = validatePassword(password)
  if (err) throw badRequest(err)
  return password as string
}

export const smsRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app, opts) => {
  const deps = app.deps
  const sensitive = opts.sensitive

  app.get(
    '/captcha',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Image captcha (4 characters, 5 minutes, single use) for verifyCode',
        response: { 200: envelope({ type: 'object', properties: { captchaId: { type: 'string' }, svg: { type: 'string' } } }) },
      },
    },
    async () => ok(await createCaptcha(deps)),
  )

  app.post<{ Body: { phone: string; type: CodeType; captchaId: string; captchaCode: string } }>(
    '/verifyCode',
    {
      config: sensitive,
      preHandler: loadViewer,
      schema: {
        tags,
        summary: 'Send an SMS code (type 1 login, 2 bind, 3 register, 4 reset) after the image captcha',
        description:
          'Always code 200 when the input is well-formed; errCode 0 sent, 2 captcha wrong/expired, 3 too frequent (retryAfter s), 4 daily cap, 5 phone state (register: already registered; reset: not registered; bind: bound to another account), 6 SMS provider failure.',
        body: {
          type: 'object',
          required: ['phone', 'type', 'captchaId', 'captchaCode'],
          properties: {
            phone: phoneField,
            type: { type: 'integer', enum: [1, 2, 3, 4] },
            captchaId: { type: 'string', minLength: 1, maxLength: 64 },
            captchaCode: { type: 'string', maxLength: 10 },
          },
        },
        response: {
          200: envelope(
            { type: 'object', properties: { errCode: { type: 'integer' }, errMsg: { type: 'string' }, retryAfter: { type: 'integer' } } },
            errCodeFields,
          ),
        },
      },
    },
    async (req) => {
      const { type, captchaId, captchaCode } = req.body
      const phone = checkPhone(req.body.phone)
      const fail = (errCode: number, errMsg: string, retryAfter?: number) => ({
        code: 200,
        msg: errMsg,
        data: { errCode, errMsg, ...(retryAfter ? { retryAfter } : {}) },
        errCode,
        errMsg,
      })
      const captcha = await checkCaptcha(deps, captchaId, captchaCode ?? '')
      if (captcha !== 'ok') return fail(ERR.captcha, captcha === 'wrong' ? '图形验证码错误' : '图形验证码已失效，请刷新后重试')

      const owner = await findUserByPhone(deps.db, phone)
      if (type === CODE_TYPE.register && owner) return fail(ERR.phoneState, '该手机号已注册，请直接登录')
      if (type === CODE_TYPE.reset && !owner) return fail(ERR.phoneState, '该手机号未注册')
      if (type === CODE_TYPE.bind && owner && owner.id !== req.session?.userId) return fail(ERR.phoneState, '该手机号已被其他账号绑定')

      const r = await issueCode(deps, { phone, type, ip: req.ip, signature: await smsSignature(app, req.ctx.hospitalId) })
      if (!r.ok) {
        req.log.info({ phone, errCode: r.errCode }, 'sms code refused')
        return fail(r.errCode, r.errMsg, r.retryAfter)
      }
      req.log.info({ phone, type }, 'sms code sent')
      return { code: 200, msg: 'success', data: { errCode: 0, errMsg: '' }, errCode: 0, errMsg: '' }
    },
  )

  app.post<{ Body: { phone: string; verifyCode: string; type?: 1 | 3 | 4 } }>(
    '/smsLogin',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'SMS login; a new phone is registered at first login. type 1 login (default), 3 register, 4 reset-password flow',
        body: {
          type: 'object',
          required: ['phone', 'verifyCode'],
          properties: { phone: phoneField, verifyCode: smsCodeField, type: { type: 'integer', enum: [1, 3, 4] } },
        },
        response: loginResponse,
      },
    },
    async (req) => {
      const phone = checkPhone(req.body.phone)
      const type = (req.body.type ?? CODE_TYPE.login) as CodeType
      const existing = await findUserByPhone(deps.db, phone)
      if (type === CODE_TYPE.reset && !existing) throw phoneStateError('该手机号未注册')
      await requireCode(app, phone, type, req.body.verifyCode)
      let user = existing
      if (!user) {
        try {
          user = await createUser(deps.db, { phone, hospitalId: req.ctx.hospitalId, channel: 'sms', now: deps.now() })
        } catch {
          user = await findUserByPhone(deps.db, phone) // registered concurrently
          if (!user) throw badRequest('注册失败，请重试')
        }
      }
      return loginReply(app, req, user, { loginType: 1, channel: 'sms', smsVerified: true })
    },
  )

  app.post<{ Body: { phone: string; verifyCode: string; password?: string } }>(
    '/register',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Register with an SMS code (type 3) and optionally a password; logs in',
        body: {
          type: 'object',
          required: ['phone', 'verifyCode'],
          properties: { phone: phoneField, verifyCode: smsCodeField, password: { type: 'string', maxLength: 64 } },
        },
        response: loginResponse,
      },
    },
    async (req) => {
      const phone = checkPhone(req.body.phone)
      const password = req.body.password ? checkPassword(req.body.password) : undefined
      if (await findUserByPhone(deps.db, phone)) throw phoneStateError('该手机号已注册，请直接登录')
      await requireCode(app, phone, CODE_TYPE.register, req.body.verifyCode)
      let user
      try {
        user = await createUser(deps.db, {
          phone,
          hospitalId: req.ctx.hospitalId,
          channel: 'register',
          now: deps.now(),
          passwordHash: password ? await hashPassword(password) : null,
        })
      } catch {
        throw phoneStateError('该手机号已注册，请直接登录')
      }
      return loginReply(app, req, user, { loginType: 1, channel: 'register', smsVerified: true })
    },
  )

  app.post<{ Body: { registerName: string; password: string; code?: string } }>(
    '/passwordLogin',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Password login (registerName is the phone). At most 5 password checks per account in a 15-minute window, however many run in parallel; then 429 until the window ends. A success clears the count',
        description: '`code` (a mini-program login code) is accepted and ignored by this reference server.',
        body: {
          type: 'object',
          required: ['registerName', 'password'],
          properties: { registerName: phoneField, password: { type: 'string', maxLength: 64 }, code: { type: 'string', maxLength: 200 } },
        },
        response: loginResponse,
      },
    },
    async (req) => {
      const phone = checkPhone(req.body.registerName)
      const password = req.body.password ?? ''
      if (!password) throw badRequest('请输入密码')
      const L = deps.limits
      const now = deps.now()
      // the attempt is taken before the (slow) check: parallel requests cannot all pass a stale count
      const attempt = await reservePasswordAttempt(deps.db, { account: phone, ip: req.ip, now, limits: L })
      if (!attempt.ok) {
        const waitMs = attempt.unlockAt.getTime() - now.getTime()
        const minutes = Math.max(1, Math.ceil(waitMs / 60000))
        const msg = `密码错误次数过多，账号已临时锁定，请${minutes}分钟后再试或使用短信验证码登录`
        throw tooManyRequests(msg, { errCode: ERR.tooFrequent, errMsg: msg, retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) })
      }
      const user = await findUserByPhone(deps.db, phone)
      const good = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()))
      if (!user || !user.password_hash || !good) {
        // the reserved attempt stays: it is this failure
        const left = attempt.left
        req.log.info({ phone, left }, 'password login failed')
        const msg =
          user && !user.password_hash
            ? '该账号尚未设置密码，请使用短信验证码登录'
            : left > 0
              ? `手机号或密码错误，还可尝试${left}次`
              : `手机号或密码错误，账号已临时锁定，请${Math.round(L.passwordFailureWindowMs / 60000)}分钟后再试或使用短信验证码登录`
        throw badRequest(msg, { errCode: ERR.code, errMsg: msg })
      }
      await clearPasswordAttempts(deps.db, phone)
      return loginReply(app, req, user, { loginType: 1, channel: 'password' })
    },
  )

  app.post<{ Body: { password: string; verifyCode?: string } }>(
    '/password',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Set or change the own password (logged in). Other sessions are revoked.',
        description:
          'First-time set: no code needed. Changing an existing password needs either a session opened with an SMS code in the last 10 minutes (smsLogin/register, e.g. the reset flow smsLogin type 4 -> /setPassword) or `verifyCode`, a reset code (type 4) sent to the own phone.',
        body: {
          type: 'object',
          required: ['password'],
          properties: { password: { type: 'string', maxLength: 64 }, verifyCode: smsCodeField },
        },
        response: { 200: envelope({ type: 'object', properties: { hasPassword: { type: 'boolean' } } }, errCodeFields) },
      },
    },
    async (req) => {
      const password = checkPassword(req.body.password)
      const session = req.session!
      const user = await findUserById(deps.db, session.userId)
      if (!user) throw badRequest('用户不存在')
      const now = deps.now()
      const recentSms = !!session.smsVerifiedAt && now.getTime() - session.smsVerifiedAt.getTime() < RECENT_SMS_AUTH_MS
      if (user.password_hash && !recentSms) {
        if (!req.body.verifyCode) throw badRequest('修改密码需要短信验证码，请先获取验证码', { errCode: ERR.code, errMsg: '修改密码需要短信验证码，请先获取验证码' })
        if (!user.phone) throw badRequest('请先绑定手机号')
        await requireCode(app, user.phone, CODE_TYPE.reset, req.body.verifyCode)
      }
      const hash = await hashPassword(password)
      await deps.db.transaction().execute(async (trx) => {
        await trx.updateTable('app_user').set({ password_hash: hash, updated_at: now }).where('id', '=', user.id).execute()
        await revokeUserSessions(trx, user.id, now, session.sessionId)
        if (user.phone) await clearPasswordAttempts(trx, user.phone)
      })
      req.log.info({ userId: user.id }, 'password set')
      return { code: 200, msg: 'success', data: { hasPassword: true }, errCode: 0, errMsg: '' }
    },
  )

  app.post<{ Body: { phone: string; verifyCode: string; password: string } }>(
    '/retrPassword',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Reset the password with a reset code (type 4); every other session of the account is revoked; logs in',
        body: {
          type: 'object',
          required: ['phone', 'verifyCode', 'password'],
          properties: { phone: phoneField, verifyCode: smsCodeField, password: { type: 'string', maxLength: 64 } },
        },
        response: loginResponse,
      },
    },
    async (req) => {
      const phone = checkPhone(req.body.phone)
      const password = checkPassword(req.body.password)
      const user = await findUserByPhone(deps.db, phone)
      if (!user) throw phoneStateError('该手机号未注册')
      await requireCode(app, phone, CODE_TYPE.reset, req.body.verifyCode)
      const now = deps.now()
      const hash = await hashPassword(password)
      const caller = await resolveSession(deps.db, req.ctx.token, now)
      await deps.db.transaction().execute(async (trx) => {
        await trx.updateTable('app_user').set({ password_hash: hash, updated_at: now }).where('id', '=', user.id).execute()
        await revokeUserSessions(trx, user.id, now, caller?.userId === user.id ? caller.sessionId : undefined)
        await clearPasswordAttempts(trx, phone)
      })
      req.log.info({ userId: user.id }, 'password reset')
      return loginReply(app, req, { ...user, password_hash: hash }, { loginType: 1, channel: 'sms', smsVerified: true })
    },
  )

  app.post<{ Body: { phone: string; verifyCode: string } }>(
    '/bindPhone',
    {
      config: sensitive,
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Bind or change the own phone with a bind code (type 2); a phone used by another account is refused (errCode 5)',
        body: { type: 'object', required: ['phone', 'verifyCode'], properties: { phone: phoneField, verifyCode: smsCodeField } },
        response: loginResponse,
      },
    },
    async (req) => {
      const phone = checkPhone(req.body.phone)
      const session = req.session!
      const owner = await findUserByPhone(deps.db, phone)
      if (owner && owner.id !== session.userId) throw phoneStateError('该手机号已被其他账号绑定')
      await requireCode(app, phone, CODE_TYPE.bind, req.body.verifyCode)
      const now = deps.now()
      try {
        await deps.db.updateTable('app_user').set({ phone, updated_at: now }).where('id', '=', session.userId).execute()
      } catch {
        throw phoneStateError('该手机号已被其他账号绑定')
      }
      const user = await findUserById(deps.db, session.userId)
      if (!user) throw badRequest('用户不存在')
      req.log.info({ userId: user.id, phone }, 'phone bound')
      const third = await firstThird(deps.db, user.id)
      return { code: 200, msg: 'success', data: toUserInfo(app, user, third, req.ctx.token!, session.loginType === 0 ? 0 : 1, { needBindPhone: false }), errCode: 0, errMsg: '' }
    },
  )

  app.post<{ Body: { phone: string } }>(
    '/judgePhone',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Whether a phone is registered',
        body: { type: 'object', required: ['phone'], properties: { phone: phoneField } },
        response: { 200: envelope({ type: 'object', properties: { registered: { type: 'boolean' } } }) },
      },
    },
    async (req) => {
      const phone = checkPhone(req.body.phone)
      return ok({ registered: !!(await findUserByPhone(deps.db, phone)) })
    },
  )
}
