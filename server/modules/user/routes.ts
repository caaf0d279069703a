/**
 * /user-center session and account: userInfo/userBaseInfo, redisUser (user/queryUserInfo), common/conf/all,
 * loginOut, acountDel. `userRoutes` are registered inside the authenticated scope (req.user), `publicRoutes`
 * outside it.
 */
import { Type } from '@sinclair/typebox'
import { Envelope } from '../../../contract/lib'
import { AccountDeleteRes, ConfItem, UserBaseOwner, UserInfo } from '../../../contract/api'
import { ok } from '../../lib/errors'
import type { TypedRoutePlugin } from '../../lib/route-plugin'
import { revokeToken } from '../auth'
import { allConf, deleteAccount, ownUserBase, sessionUserInfo } from './service'
import { SaveUserPreferenceReq, UserPreference } from '../../../contract/account'
import { getPreference, savePreference } from './preference'

const tags = ['user-center']
const security = [{ token: [] }]

/** login required (the authenticated scope) */
export const userAccountRoutes: TypedRoutePlugin = async (app) => {
  const deps = app.deps

  app.get(
    '/userInfo/userBaseInfo',
    {
      schema: {
        tags,
        security,
        summary: 'The own UserBase: `phone` masked as everywhere, `phoneFull` the full number (owner only, only here)',
        response: { 200: Envelope(UserBaseOwner) },
      },
    },
    async (req) => ok(await ownUserBase(deps, req.user.userId)),
  )

  const redisUserSchema = {
    tags,
    security,
    summary: "The current session's user (UserInfo with the caller's token)",
    response: { 200: Envelope(UserInfo) },
  }
  app.get('/redisUser', { schema: redisUserSchema }, async (req) => ok(await sessionUserInfo(deps, req.user, req.ctx.token!)))
  app.get('/user/queryUserInfo', { schema: { ...redisUserSchema, summary: 'Alias of /user-center/redisUser' } }, async (req) =>
    ok(await sessionUserInfo(deps, req.user, req.ctx.token!)),
  )
  // SPEC §7 User services "also under /gaia/user/" (issue 18)
  app.get('/gaia/user/queryUserInfo', { schema: { ...redisUserSchema, summary: 'Alias of /user-center/redisUser' } }, async (req) =>
    ok(await sessionUserInfo(deps, req.user, req.ctx.token!)),
  )

  // issue 16: the elder-friendly mode, remembered per user (the app also keeps it in local storage)
  app.get(
    '/preference',
    {
      schema: {
        tags,
        security,
        summary: "The caller's display preferences (elderMode; defaults when never saved)",
        response: { 200: Envelope(UserPreference) },
      },
    },
    async (req) => ok(await getPreference(deps, req.user.userId)),
  )
  app.post(
    '/preference',
    {
      schema: {
        tags,
        security,
        summary: "Saves the caller's display preferences (elderMode)",
        body: SaveUserPreferenceReq,
        response: { 200: Envelope(UserPreference) },
      },
    },
    async (req) => ok(await savePreference(deps, req.user.userId, req.body)),
  )

  app.post(
    '/acountDel',
    {
      schema: {
        tags,
        security,
        summary:
          "Delete the own account and personal data (user, third-party links, sessions, SMS codes and outbox for the phone, and every module's registered data)",
        response: { 200: Envelope(AccountDeleteRes) },
      },
    },
    async (req) => {
      const { reply, deleters } = await deleteAccount(deps, req.user.userId)
      req.log.info({ userId: req.user.userId, deleters }, 'account deleted')
      return ok(reply)
    },
  )
}

/** no login needed */
export const publicAccountRoutes: TypedRoutePlugin = async (app) => {
  const deps = app.deps

  app.get(
    '/common/conf/all',
    {
      schema: {
        tags,
        summary: 'Client configuration: list of {configKey, configVal} (must_bind_phone: 1 = third-party users must bind a phone)',
        response: { 200: Envelope(Type.Array(ConfItem)) },
      },
    },
    async () => ok(await allConf(deps)),
  )

  // always 200, also without a valid token: not in the authenticated scope
  const loginOut = async (req: { ctx: { token?: string }; log: { info(msg: string): void } }) => {
    const revoked = await revokeToken(deps.db, req.ctx.token, deps.now())
    if (revoked) req.log.info('logout')
    return ok(null)
  }
  const loginOutSchema = {
    tags,
    security,
    summary: 'Log out: revokes the token (always 200, also without a valid token)',
    response: { 200: Envelope(Type.Null()) },
  }
  app.post('/loginOut', { schema: loginOutSchema }, loginOut)
  app.get('/loginOut', { schema: loginOutSchema }, loginOut)
}
