/**
 * Third-party and hospital-specific logins: wxLogin, aliLogin, userInfo/getUserInfo (H5 WeChat
 * OAuth code or own userId), glWxLogin (/njglyy entry), healthNj/login (ID number + phone, the
 * phone proven by an SMS code or the hospital's signed assertion: auth/hospital-identity.ts).
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify'
import { normalizeIdNumber, validateIdNumber } from '../../../src/domain/validation'
import { badRequest, notFound, unauthorized } from '../../lib/errors'
import { envelope, errCodeFields, phoneField, smsCodeField, userInfoSchema } from '../../lib/schemas'
import { confFlagOn, mustBindPhoneFirst, MUST_BIND_PHONE_KEY } from '../../../src/domain/account'
import { CODE_TYPE, ERR } from '../../auth/codes'
import { hmacHex } from '../../lib/crypto'
import { resolveSession } from '../../auth/sessions'
import { InvalidAuthCodeError, type ThirdChannel, type ThirdPartyIdentity } from '../../auth/third-party'
import { createUser, findUserById, findUserByPhone, firstThird, getConf, toUserInfo, type ThirdRow, type UserRow } from '../../modules/user'
import type { PrefixPluginOptions } from '../../lib/route-plugin'
import { checkPhone, loginReply, requireCode } from './shared'

const tags = ['user-center']
const loginResponse = { 200: envelope(userInfoSchema, errCodeFields) }
const codeBody = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 512 } },
}

/** Exchanges the code, finds or creates user + userThird, opens a third-party session (login type 0). */
async function thirdLogin(
  app: FastifyInstance,
  req: FastifyRequest,
  channel: ThirdChannel,
  code: string,
  opts: { invalidMsg: string; redirectUri?: string },
) {
  const deps = app.deps
  let identity: ThirdPartyIdentity
  try {
    identity = await deps.thirdParty.exchange(channel, code, { redirectUri: opts.redirectUri })
  } catch (err) {
    if (!(err instanceof InvalidAuthCodeError)) req.log.warn({ err, channel }, 'third-party code exchange failed')
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
    if (existing) {
      const u = (await trx.selectFrom('app_user').selectAll().where('id', '=', existing.user_id).executeTakeFirstOrThrow()) as UserRow
      return { user: u, third: existing }
    }
    const u = await createUser(trx, {
      phone: null,
      username: identity.nickname ?? (channel === 'ali' ? '支付宝用户' : '微信用户'),
      avatarUrl: identity.avatarUrl ?? null,
      hospitalId: req.ctx.hospitalId,
      channel,
      now,
    })
    const t = (await trx
      .insertInto('user_third')
      .values({ user_id: u.id, channel, open_id: identity.openId, union_id: identity.unionId ?? null, created_at: now })
      .returningAll()
      .executeTakeFirstOrThrow()) as ThirdRow
    return { user: u, third: t }
  })
  const needBindPhone = mustBindPhoneFirst(confFlagOn(await getConf(deps.db, MUST_BIND_PHONE_KEY)), user.phone)
  return loginReply(app, req, user, { loginType: 0, channel, third, needBindPhone })
}

export const thirdRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app, opts) => {
  const deps = app.deps
  const sensitive = opts.sensitive

  const wx = async (req: FastifyRequest<{ Body: { code: string } }>) => thirdLogin(app, req, 'wx', req.body.code, { invalidMsg: '登录凭证无效' })
  const ali = async (req: FastifyRequest<{ Body: { code: string } }>) => thirdLogin(app, req, 'ali', req.body.code, { invalidMsg: '登录凭证无效' })
  const wxSchema = {
    tags,
    summary: 'WeChat login with a wx.login / Taro.login code (sandbox: codes "sandbox-<anything>"); needBindPhone when must_bind_phone is 1 and no phone is bound',
    body: codeBody,
    response: loginResponse,
  }
  const aliSchema = { ...wxSchema, summary: 'Alipay login with a my.getAuthCode code (sandbox: "sandbox-<anything>")' }
  app.post('/wxLogin', { config: sensitive, schema: wxSchema }, wx)
  app.post('/aliLogin', { config: sensitive, schema: aliSchema }, ali)
  // SPEC §7 also names user/wxlogin and user/aliLogin
  app.post('/user/wxlogin', { config: sensitive, schema: { ...wxSchema, summary: 'Alias of /user-center/wxLogin' } }, wx)
  app.post('/user/aliLogin', { config: sensitive, schema: { ...aliSchema, summary: 'Alias of /user-center/aliLogin' } }, ali)

  app.post<{ Body: { code?: string; redirectUri?: string; userId?: number } }>(
    '/userInfo/getUserInfo',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'H5 WeChat-browser OAuth: {code, redirectUri} logs in like wxLogin; or {userId}: the own user (logged in; another id is a 404)',
        body: {
          type: 'object',
          properties: {
            code: { type: 'string', minLength: 1, maxLength: 512 },
            redirectUri: { type: 'string', maxLength: 2048 },
            userId: { type: 'integer', minimum: 1 },
          },
        },
        response: loginResponse,
      },
    },
    async (req) => {
      if (req.body.code) return thirdLogin(app, req, 'wx', req.body.code, { invalidMsg: '登录凭证无效', redirectUri: req.body.redirectUri })
      if (req.body.userId === undefined) throw badRequest('缺少参数 code 或 userId')
      const session = await resolveSession(deps.db, req.ctx.token, deps.now())
      if (!session) throw unauthorized()
      if (session.userId !== req.body.userId) throw notFound('用户不存在')
      const user = await findUserById(deps.db, session.userId)
      if (!user) throw unauthorized()
      const third = await firstThird(deps.db, user.id)
      return { code: 200, msg: 'success', data: toUserInfo(app, user, third, req.ctx.token!, session.loginType === 0 ? 0 : 1), errCode: 0, errMsg: '' }
    },
  )

  app.post<{ Body: { code: string } }>(
    '/glWxLogin',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Hospital-specific code exchange of the /njglyy entry (sandbox: "sandbox-<anything>"); otherwise 400 获取用户信息失败',
        body: codeBody,
        response: loginResponse,
      },
    },
    async (req) => thirdLogin(app, req, 'gl', req.body.code, { invalidMsg: '获取用户信息失败' }),
  )

  app.post<{ Body: { idNo: string; phone: string; verifyCode?: string; assertion?: string } }>(
    '/healthNj/login',
    {
      config: sensitive,
      schema: {
        tags,
        summary: "Hospital-specific login with ID number + phone; the phone must be proven: verifyCode (an SMS login code, type 1, for that phone) or assertion (the hospital's signature over the pair)",
        description:
          'An ID number and a phone alone never enter or create an account: without a valid verifyCode or assertion the reply is 400 (errCode 1). ' +
          'assertion: `v1.<unix ms>.<hex HMAC-SHA256>` by the hospital identity provider over "healthNj.v1\\n<hospitalId>\\n<idNo>\\n<phone>\\n<unix ms>", valid 5 minutes (server/auth/hospital-identity.ts). ' +
          'With an SMS code the pair is also checked against the hospital\'s patient index. The ID number is stored only as an HMAC; an account bound to another ID number is refused.',
        body: {
          type: 'object',
          required: ['idNo', 'phone'],
          properties: {
            idNo: { type: 'string', maxLength: 30 },
            phone: phoneField,
            verifyCode: smsCodeField,
            assertion: { type: 'string', maxLength: 200 },
          },
        },
        response: loginResponse,
      },
    },
    async (req) => {
      const idError = validateIdNumber(req.body.idNo)
      if (idError) throw badRequest(idError)
      const phone = checkPhone(req.body.phone)
      const idNo = normalizeIdNumber(req.body.idNo)
      const hospitalId = req.ctx.hospitalId
      const identity = deps.hospitalIdentity
      // 1. the phone is proven, before anything about the account is looked at or revealed
      const assertion = (req.body.assertion ?? '').trim()
      let smsVerified = false
      if (assertion) {
        if (!(await identity.verifyAssertion({ hospitalId, idNo, phone, assertion, now: deps.now() }))) {
          req.log.warn({ phone, provider: identity.name }, 'hospital identity assertion refused')
          throw badRequest('身份核验凭证无效或已过期，请重新进入', { errCode: ERR.code, errMsg: '身份核验凭证无效或已过期，请重新进入' })
        }
      } else {
        await requireCode(app, phone, CODE_TYPE.login, req.body.verifyCode)
        smsVerified = true
        // 2. the phone is the caller's; the ID number is only their word until the hospital's index agrees
        if (!(await identity.verify(idNo, phone, hospitalId))) throw badRequest('身份信息核验未通过')
      }
      const idHash = hmacHex(deps.secret, `idno:${idNo}`)
      let user = await findUserByPhone(deps.db, phone)
      if (user) {
        if (user.id_no_hash !== idHash) throw badRequest('身份证号与该手机号的注册信息不一致，请使用短信验证码登录')
      } else {
        const holder = await deps.db.selectFrom('app_user').select('id').where('id_no_hash', '=', idHash).executeTakeFirst()
        if (holder) throw badRequest('该身份证号已绑定其他手机号')
        try {
          user = await createUser(deps.db, { phone, hospitalId, channel: 'healthNj', now: deps.now(), idNoHash: idHash })
        } catch {
          throw badRequest('登录失败，请重试')
        }
      }
      req.log.info({ userId: user.id, proof: smsVerified ? 'sms' : 'assertion' }, 'hospital identity login')
      return loginReply(app, req, user, { loginType: 1, channel: 'healthNj', smsVerified })
    },
  )
}
