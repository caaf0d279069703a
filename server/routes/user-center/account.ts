/** Session and account: userInfo/userBaseInfo, redisUser, common/conf/all, loginOut, acountDel. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { ok, unauthorized } from '../../lib/errors'
import { envelope, userBaseSchema, userInfoSchema } from '../../lib/schemas'
import { revokeToken } from '../../modules/auth'
import { requireUser } from '../../lib/auth-scope'
import { deleteUserData } from '../../users/deletion'
import { findUserById, firstThird, toUserBase, toUserInfo } from '../../users/users'
import type { PrefixPluginOptions } from '../../lib/route-plugin'

const tags = ['user-center']
const security = [{ token: [] }]

export const accountRoutes: FastifyPluginAsync<PrefixPluginOptions> = async (app) => {
  const deps = app.deps

  async function currentUser(req: FastifyRequest) {
    const user = await findUserById(deps.db, req.session!.userId)
    if (!user) throw unauthorized()
    return user
  }

  app.get(
    '/userInfo/userBaseInfo',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'The own UserBase: `phone` masked as everywhere, `phoneFull` the full number (owner only, only here)',
        response: {
          200: envelope({ type: 'object', properties: { ...userBaseSchema.properties, phoneFull: { type: 'string' } } }),
        },
      },
    },
    async (req) => {
      const user = await currentUser(req)
      return ok({ ...toUserBase(app, user), phoneFull: user.phone ?? '' })
    },
  )

  const redisUser = async (req: FastifyRequest) => {
    const user = await currentUser(req)
    const third = await firstThird(deps.db, user.id)
    return ok(toUserInfo(app, user, third, req.ctx.token!, req.session!.loginType === 0 ? 0 : 1))
  }
  const redisUserSchema = { tags, security, summary: "The current session's user (UserInfo with the caller's token)", response: { 200: envelope(userInfoSchema) } }
  app.get('/redisUser', { preHandler: requireUser, schema: redisUserSchema }, redisUser)
  app.get('/user/queryUserInfo', { preHandler: requireUser, schema: { ...redisUserSchema, summary: 'Alias of /user-center/redisUser' } }, redisUser)

  app.get(
    '/common/conf/all',
    {
      schema: {
        tags,
        summary: 'Client configuration: list of {configKey, configVal} (must_bind_phone: 1 = third-party users must bind a phone)',
        response: {
          200: envelope({ type: 'array', items: { type: 'object', properties: { configKey: { type: 'string' }, configVal: { type: 'string' } } } }),
        },
      },
    },
    async () => {
      const rows = await deps.db.selectFrom('sys_conf').select(['config_key', 'config_val']).orderBy('config_key').execute()
      return ok(rows.map((r) => ({ configKey: r.config_key, configVal: r.config_val })))
    },
  )

  const loginOut = async (req: FastifyRequest) => {
    const revoked = await revokeToken(deps.db, req.ctx.token, deps.now())
    if (revoked) req.log.info('logout')
    return ok(null)
  }
  const loginOutSchema = { tags, security, summary: 'Log out: revokes the token (always 200, also without a valid token)', response: { 200: envelope({ type: 'null' }) } }
  app.post('/loginOut', { schema: loginOutSchema }, loginOut)
  app.get('/loginOut', { schema: loginOutSchema }, loginOut)

  app.post(
    '/acountDel',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: "Delete the own account and personal data (user, third-party links, sessions, SMS codes and outbox for the phone, and every module's registered data)",
        response: { 200: envelope({ type: 'object', properties: { deleted: { type: 'boolean' } } }) },
      },
    },
    async (req) => {
      const user = await currentUser(req)
      const ran = await deps.db.transaction().execute((trx) => deleteUserData(trx, { id: user.id, phone: user.phone }))
      req.log.info({ userId: user.id, deleters: ran }, 'account deleted')
      return ok({ deleted: true })
    },
  )
}
