/**
 * Third-party and hospital-specific logins: wxLogin, aliLogin (and their SPEC §7 aliases user/wxlogin,
 * user/aliLogin), userInfo/getUserInfo (H5 WeChat OAuth code or the own userId), glWxLogin (/njglyy entry),
 * healthNj/login (ID number + phone, the phone proven by an SMS code or the hospital's signed assertion:
 * auth/hospital-identity.ts). Thin: schema (contract/api.ts) + the auth service.
 */
import crypto from 'node:crypto'
import { CodeLoginReq, GetUserInfoReq, HealthNjLoginReq, LoginReplySchema, OAuthAuthorizeQuery, WxPhoneReq } from '../../../contract/api'
import { HOSPITAL_CODE_INVALID, OAUTH_NOT_CONFIGURED, THIRD_CODE_INVALID } from '../../../src/domain/messages/auth'
import { badRequest } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { authRequest } from './routes'
import * as auth from './service'
import { wxPhone } from './wechat-phone'
import { checkReturnUri, issueOAuthState, oauthBinding, setOAuthBinding, wechatAuthorizeUrl } from './oauth-state'

const tags = ['user-center']
const loginResponse = { 200: LoginReplySchema }

export const publicThirdRoutes: TypedRoutePlugin = async (app, opts) => {
  const sensitive = opts.sensitive
  const wxSchema = {
    tags,
    summary:
      'WeChat login with a wx.login / Taro.login code (sandbox: codes "sandbox-<anything>"); needBindPhone when must_bind_phone is 1 and no phone is bound',
    body: CodeLoginReq,
    response: loginResponse,
  }
  const aliSchema = { ...wxSchema, summary: 'Alipay login with a my.getAuthCode code (sandbox: "sandbox-<anything>")' }
  const wx = { config: sensitive, schema: wxSchema }
  const ali = { config: sensitive, schema: aliSchema }
  app.post('/wxLogin', wx, async (req) => auth.thirdLogin(authRequest(req), 'wx', req.body.code, { invalidMsg: THIRD_CODE_INVALID }))
  app.post('/aliLogin', ali, async (req) => auth.thirdLogin(authRequest(req), 'ali', req.body.code, { invalidMsg: THIRD_CODE_INVALID }))
  // SPEC §7 also names user/wxlogin and user/aliLogin
  app.post('/user/wxlogin', { ...wx, schema: { ...wxSchema, summary: 'Alias of /user-center/wxLogin' } }, async (req) =>
    auth.thirdLogin(authRequest(req), 'wx', req.body.code, { invalidMsg: THIRD_CODE_INVALID }),
  )
  app.post('/user/aliLogin', { ...ali, schema: { ...aliSchema, summary: 'Alias of /user-center/aliLogin' } }, async (req) =>
    auth.thirdLogin(authRequest(req), 'ali', req.body.code, { invalidMsg: THIRD_CODE_INVALID }),
  )
  // SPEC §7 User services "also under /gaia/user/": wxlogin (issue 18)
  app.post('/gaia/user/wxlogin', { ...wx, schema: { ...wxSchema, summary: 'Alias of /user-center/wxLogin' } }, async (req) =>
    auth.thirdLogin(authRequest(req), 'wx', req.body.code, { invalidMsg: THIRD_CODE_INVALID }),
  )

  app.get(
    '/oauth/wechat/authorize',
    {
      config: sensitive,
      schema: {
        tags,
        summary:
          "Start the WeChat-browser H5 OAuth: a single-use state (10 min) bound to this browser's cookie, then 302 to WeChat's authorization page (the official account; sandbox: straight back with a sandbox code)",
        querystring: OAuthAuthorizeQuery,
      },
    },
    async (req, reply) => {
      const deps = req.server.deps
      const returnUri = checkReturnUri(req.query.redirect_uri, deps.production)
      const wx = deps.config.thirdParty.wechatOa ?? deps.config.thirdParty.wechat
      const sandbox = !wx && deps.sandboxProviders && !deps.production
      if (!wx && !sandbox) throw badRequest(OAUTH_NOT_CONFIGURED)
      const { state, binding } = await issueOAuthState(deps, 'wechat', returnUri)
      setOAuthBinding(reply, binding, deps.production)
      reply.header('cache-control', 'no-store')
      if (wx) return reply.redirect(wechatAuthorizeUrl(wx.appId, returnUri, state, req.query.scope ?? 'snsapi_base'), 302)
      // the development sandbox authorizes at once: back with a sandbox code and the state
      const back = new URL(returnUri)
      back.searchParams.set('code', `sandbox-oauth-${crypto.randomBytes(6).toString('hex')}`)
      back.searchParams.set('state', state)
      return reply.redirect(back.toString(), 302)
    },
  )

  app.post(
    '/glWxLogin',
    {
      config: sensitive,
      schema: {
        tags,
        summary: 'Hospital-specific code exchange of the /njglyy entry (sandbox: "sandbox-<anything>"); otherwise 400 获取用户信息失败',
        body: CodeLoginReq,
        response: loginResponse,
      },
    },
    async (req) => auth.thirdLogin(authRequest(req), 'gl', req.body.code, { invalidMsg: HOSPITAL_CODE_INVALID }),
  )

  app.post(
    '/healthNj/login',
    {
      config: sensitive,
      schema: {
        tags,
        summary:
          "Hospital-specific login with ID number + phone; the phone must be proven: verifyCode (an SMS login code, type 1, for that phone) or assertion (the hospital's signature over the pair)",
        description:
          'An ID number and a phone alone never enter or create an account: without a valid verifyCode or assertion the reply is 400 (errCode 1). ' +
          'assertion: `v1.<unix ms>.<hex HMAC-SHA256>` by the hospital identity provider over "healthNj.v1\\n<hospitalId>\\n<idNo>\\n<phone>\\n<unix ms>", valid 5 minutes (server/auth/hospital-identity.ts). ' +
          "With an SMS code the pair is also checked against the hospital's patient index. The ID number is stored only as an HMAC; an account bound to another ID number is refused.",
        body: HealthNjLoginReq,
        response: loginResponse,
      },
    },
    async (req) => auth.healthNjLogin(authRequest(req), req.body),
  )
}

/** getUserInfo {userId} answers the caller's own user: it reads the session when one came (req.viewer) */
export const visitorThirdRoutes: TypedRoutePlugin = async (app, opts) => {
  app.post(
    '/userInfo/getUserInfo',
    {
      config: opts.sensitive,
      schema: {
        tags,
        summary:
          'H5 WeChat-browser OAuth: {code, redirectUri} logs in like wxLogin; or {userId}: the own user (logged in; another id is a 404)',
        body: GetUserInfoReq,
        response: loginResponse,
      },
    },
    async (req) => auth.getUserInfo(authRequest(req), req.viewer, req.body, oauthBinding(req)),
  )
}

/** logged in: the WeChat mini-program's phone-number button (server/modules/auth/wechat-phone.ts) */
export const userThirdRoutes: TypedRoutePlugin = async (app, opts) => {
  app.post(
    '/wxPhone',
    {
      config: opts.sensitive,
      schema: {
        tags,
        security: [{ token: [] }],
        summary:
          "Bind the phone number of the WeChat phone-number button's code (getuserphonenumber with the mini-program's access token; watermark.appid checked); a phone of another account is refused (errCode 5)",
        body: WxPhoneReq,
        response: loginResponse,
      },
    },
    async (req) => wxPhone(authRequest(req), req.user, req.body),
  )
}
