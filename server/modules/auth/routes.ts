/**
 * /user-center phone accounts (SPEC §7 "Auth and user"): captcha, verifyCode, smsLogin, register, passwordLogin,
 * password, retrPassword, bindPhone, judgePhone. Thin: schema (contract/api.ts) + the auth service.
 * `publicAuthRoutes` need no login, `visitorAuthRoutes` use the caller's session when there is one (req.viewer),
 * `userAuthRoutes` are registered inside the authenticated scope (req.user).
 */
import { Envelope } from '../../../contract/lib'
import {
  BindPhoneReq,
  CaptchaResult,
  ErrCodeFields,
  JudgePhoneReq,
  JudgePhoneRes,
  LoginReplySchema,
  PasswordLoginReq,
  RegisterReq,
  RetrPasswordReq,
  SetPasswordReq,
  SetPasswordRes,
  SmsLoginReq,
  VerifyCodeReq,
  VerifyCodeRes,
} from '../../../contract/api'
import type { FastifyRequest } from 'fastify'
import { ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import * as auth from './service'

const tags = ['user-center']
const security = [{ token: [] }]
const loginResponse = { 200: LoginReplySchema }

/** the request as the auth service sees it */
export const authRequest = (req: FastifyRequest): auth.AuthRequest => ({
  deps: req.server.deps,
  ip: req.ip,
  hospitalId: req.ctx.hospitalId,
  token: req.ctx.token,
  log: req.log,
})

export const publicAuthRoutes: TypedRoutePlugin = async (app, opts) => {
  const sensitive = opts.sensitive

  app.get(
    '/captcha',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Image captcha (4 characters, 5 minutes, single use) for verifyCode',
        response: { 200: Envelope(CaptchaResult) },
      },
    },
    async () => ok(await auth.newCaptcha(app.deps)),
  )

  app.post(
    '/smsLogin',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'SMS login; a new phone is registered at first login. type 1 login (default), 3 register, 4 reset-password flow',
        body: SmsLoginReq,
        response: loginResponse,
      },
    },
    async (req) => auth.smsLogin(authRequest(req), req.body),
  )

  app.post(
    '/register',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Register with an SMS code (type 3) and optionally a password; logs in',
        body: RegisterReq,
        response: loginResponse,
      },
    },
    async (req) => auth.register(authRequest(req), req.body),
  )

  app.post(
    '/passwordLogin',
    {
      config: sensitive,
      schema: {
        tags,
        summary:
          'Password login (registerName is the phone). At most 5 password checks per account in a 15-minute window, however many run in parallel; then 429 until the window ends. A success clears the count',
        description: '`code` (a mini-program login code) is accepted and ignored by this reference server.',
        body: PasswordLoginReq,
        response: loginResponse,
      },
    },
    async (req) => auth.passwordLogin(authRequest(req), req.body),
  )

  app.post(
    '/judgePhone',
    {
      config: sensitive,
      schema: { tags, summary: 'Whether a phone is registered', body: JudgePhoneReq, response: { 200: Envelope(JudgePhoneRes) } },
    },
    async (req) => ok(await auth.judgePhone(app.deps, req.body.phone)),
  )
}

/** the caller's session when a valid token came (req.viewer), else a visitor */
export const visitorAuthRoutes: TypedRoutePlugin = async (app, opts) => {
  const sensitive = opts.sensitive

  app.post(
    '/verifyCode',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Send an SMS code (type 1 login, 2 bind, 3 register, 4 reset) after the image captcha',
        description:
          'Always code 200 when the input is well-formed; errCode 0 sent, 2 captcha wrong/expired, 3 too frequent (retryAfter s), 4 daily cap, 5 phone state (register: already registered; reset: not registered; bind: bound to another account), 6 SMS provider failure.',
        body: VerifyCodeReq,
        response: { 200: Envelope(VerifyCodeRes, ErrCodeFields) },
      },
    },
    async (req) => auth.sendCode(authRequest(req), req.viewer, req.body),
  )

  app.post(
    '/retrPassword',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Reset the password with a reset code (type 4); every other session of the account is revoked; logs in',
        body: RetrPasswordReq,
        response: loginResponse,
      },
    },
    async (req) => auth.retrPassword(authRequest(req), req.viewer, req.body),
  )
}

/** login required (the authenticated scope) */
export const userAuthRoutes: TypedRoutePlugin = async (app, opts) => {
  app.post(
    '/password',
    {
      schema: {
        tags,
        security,
        summary: 'Set or change the own password (logged in). Other sessions are revoked.',
        description:
          'First-time set: no code needed. Changing an existing password needs either a session opened with an SMS code in the last 10 minutes (smsLogin/register, e.g. the reset flow smsLogin type 4 -> /setPassword) or `verifyCode`, a reset code (type 4) sent to the own phone.',
        body: SetPasswordReq,
        response: { 200: Envelope(SetPasswordRes, ErrCodeFields) },
      },
    },
    async (req) => auth.setPassword(authRequest(req), req.user, req.body),
  )

  app.post(
    '/bindPhone',
    {
      config: opts.sensitive,
      schema: {
        tags,
        security,
        summary: 'Bind or change the own phone with a bind code (type 2); a phone used by another account is refused (errCode 5)',
        body: BindPhoneReq,
        response: loginResponse,
      },
    },
    async (req) => auth.bindPhone(authRequest(req), req.user, req.body),
  )
  // SPEC §7 User services: bindPhoneNumber, also under /gaia/user/ (issue 18). The same call as bindPhone, served as
  // POST although §7 lists it among the GETs: it changes the account, and a code in a query string ends up in logs.
  for (const url of ['/bindPhoneNumber', '/gaia/user/bindPhoneNumber'])
    app.post(
      url,
      {
        config: opts.sensitive,
        schema: {
          tags,
          security,
          summary: 'Alias of /user-center/bindPhone (phone, verifyCode)',
          body: BindPhoneReq,
          response: loginResponse,
        },
      },
      async (req) => auth.bindPhone(authRequest(req), req.user, req.body),
    )
}
